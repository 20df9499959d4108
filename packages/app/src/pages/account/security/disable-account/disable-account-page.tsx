import { useState, type SyntheticEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, PasswordInput } from '@exchange/design-system';
import { useAppServices, useAuth } from '../../../../app-services.tsx';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { AuthenticatorCodeField } from '../shared/authenticator-code-field.tsx';
import { isSixDigitCode } from '../shared/code-rules.ts';
import { SecurityCodeField } from '../shared/security-code-field.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import shared from '../shared/security.module.css';
import styles from './disable-account.module.css';

interface Problems {
  password?: string | undefined;
  email_code?: string | undefined;
  google_code?: string | undefined;
}

/**
 * /account/security/disable-account (issue 18): what closing the account does comes first (every
 * session ends, open orders are cancelled, funds stay, no login again); once the reader ticks
 * that they understand, the password, an e-mail code and (when bound) the authenticator's code
 * confirm it. Afterwards this device is signed out and goes to the login page.
 */
export function DisableAccountPage() {
  const { t, i18n } = useLingui();
  const { api, session, toaster } = useAppServices();
  const { user } = useAuth();
  const needsAuthenticator = user?.is_google2fa === true;
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const disable = useMutation({
    mutationFn: () =>
      api.request('disableAccount', {
        body: {
          password,
          email_code: emailCode.trim(),
          google_code: needsAuthenticator ? googleCode.trim() : undefined,
        },
      }),
    onSuccess: (result) => {
      if (!result.ok) {
        const { fields } = refusalOf(result);
        setProblems({
          password: fields.password,
          email_code: fields.email_code,
          google_code: fields.google_code,
        });
        return;
      }
      toaster.success(t`Your account is disabled.`);
      // Every session of the account has ended: forget this one and go to the login page. While
      // the ended-session notice shows, confirming it does the same.
      if (session.getSnapshot().can({ type: 'session.logout' }))
        session.send({ type: 'session.logout' });
    },
  });
  const refusal = refusalOf(disable.data);
  const formError =
    refusal.form ??
    Object.entries(refusal.fields).find(
      ([field]) => !['password', 'email_code', 'google_code'].includes(field),
    )?.[1];

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next: Problems = {
      password: password === '' ? t`Enter your password.` : undefined,
      email_code: isSixDigitCode(emailCode)
        ? undefined
        : t`Enter the 6-digit code from the e-mail.`,
      google_code:
        !needsAuthenticator || isSixDigitCode(googleCode)
          ? undefined
          : t`Enter the 6-digit code from your authenticator app.`,
    };
    setProblems(next);
    if (Object.values(next).every((problem) => problem === undefined)) disable.mutate();
  };

  return (
    <SecurityFrame
      title={i18n._(PAGE_TITLES.disableAccount)}
      lead={<Trans>Closing your account cannot be undone from this site.</Trans>}
      state={disable.isPending ? 'submitting' : understood ? 'form' : 'explain'}
    >
      <section className={shared.card} aria-labelledby="disable-what-happens">
        <h2 id="disable-what-happens" className={shared.cardTitle}>
          <Trans>What happens when you disable your account</Trans>
        </h2>
        <ul className={styles.consequences}>
          <li>
            <Trans>Every device signed in to your account is signed out at once.</Trans>
          </li>
          <li>
            <Trans>Your open orders are cancelled.</Trans>
          </li>
          <li>
            <Trans>Your funds stay in your account: nothing is withdrawn or moved.</Trans>
          </li>
          <li>
            <Trans>You cannot log in again: the login page says the account is disabled.</Trans>
          </li>
        </ul>
        <Checkbox
          label={t`I understand that I cannot log in again after disabling my account.`}
          checked={understood}
          onCheckedChange={setUnderstood}
        />
      </section>
      {understood ? (
        <section className={shared.card} aria-labelledby="disable-confirm">
          <h2 id="disable-confirm" className={shared.cardTitle}>
            <Trans>Confirm it is you</Trans>
          </h2>
          <form
            className={shared.form}
            noValidate
            onSubmit={submit}
            aria-label={t`Disable account`}
          >
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              value={password}
              error={problems.password}
              showLabel={t`Show password`}
              hideLabel={t`Hide password`}
              onChange={(event) => {
                setPassword(event.target.value);
              }}
            />
            <SecurityCodeField
              purpose="disable_account"
              value={emailCode}
              onChange={setEmailCode}
              error={problems.email_code}
            />
            {needsAuthenticator ? (
              <AuthenticatorCodeField
                value={googleCode}
                onChange={setGoogleCode}
                error={problems.google_code}
              />
            ) : null}
            {formError === undefined ? null : (
              <p className={shared.formError} role="alert">
                {formError}
              </p>
            )}
            <div className={shared.buttons}>
              <Button type="submit" variant="danger" loading={disable.isPending}>
                <Trans>Disable my account</Trans>
              </Button>
            </div>
          </form>
        </section>
      ) : null}
    </SecurityFrame>
  );
}
