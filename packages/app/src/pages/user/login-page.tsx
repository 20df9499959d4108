import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { AccountFields } from '../../auth-form/account-fields.tsx';
import { useAccountFields } from '../../auth-form/use-account-fields.ts';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { refusalOf } from '../assets/shared/refusal.ts';
import { AuthLayout } from './auth-layout.tsx';
import { LoginGoogleStep } from './login-google-step.tsx';
import { LoginRecoveryStep } from './login-recovery-step.tsx';
import { safeRedirect } from './safe-redirect.ts';
import styles from './auth-layout.module.css';
import steps from './login-steps.module.css';

/** Which part of the login shows: e-mail and password, the app's code or a recovery code. */
type LoginStep = 'credentials' | 'google' | 'recovery';

/** What the second step adds to e-mail and password: the app's code, or a recovery code. */
type SecondFactor = { google_code: string } | { recovery_code: string };

/**
 * /user/login: e-mail and password; when the account has an authenticator bound the server
 * answers 422 on `google_code` and a second step asks for its code (issue 18). Success returns
 * to the page the guard interrupted. A disabled account's 403 shows the server's message.
 * Without the authenticator, the second step switches to a recovery code; that login lands on
 * /account/security/reset with a notice to reset the authenticator.
 */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useLingui();
  const { api, auth } = useAppServices();
  const { siteName } = useSiteConfig();
  const navigate = useNavigate();
  const fields = useAccountFields({ currentPassword: true });
  const [step, setStep] = useState<LoginStep>('credentials');

  const login = useMutation({
    mutationFn: (second: SecondFactor | undefined) =>
      api.request('login', {
        body: { email: fields.email, password: fields.values.currentPassword, ...second },
      }),
    onSuccess: (result, second) => {
      if (!result.ok) {
        // The server asks for the code only after the password passed (a wrong one is a 400).
        if (second === undefined && refusalOf(result).fields.google_code !== undefined)
          setStep('google');
        return;
      }
      auth.signIn(result.data.token, result.data.user);
      // In with a recovery code: the authenticator is lost, so its reset comes first.
      const target =
        second !== undefined && 'recovery_code' in second
          ? navigate({ to: '/account/security/reset', state: { recoveryCodeLogin: true } })
          : navigate({ to: safeRedirect(redirect) });
      target.catch((error: unknown) => {
        console.error('Navigation failed', error);
      });
    },
  });

  // A field error on google_code is the second step's business: the first asks for the code,
  // a later one (wrong or reused code) shows under the code field.
  const { google_code: googleCode, recovery_code: recoveryError } = refusalOf(login.data).fields;
  const codeError = login.variables === undefined ? undefined : googleCode;
  const failure =
    login.data?.ok === false
      ? googleCode === undefined && recoveryError === undefined
        ? login.data.message
        : undefined
      : login.error?.message;
  /** Between the second step's two forms: a refusal of one does not show on the other. */
  const switchTo = (next: LoginStep) => {
    login.reset();
    setStep(next);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.submit()) login.mutate(undefined);
  };

  return (
    <AuthLayout title={<Trans>Log in</Trans>} siteName={siteName}>
      {step === 'google' ? (
        <>
          <LoginGoogleStep
            email={fields.email}
            submitting={login.isPending}
            codeError={codeError}
            failure={failure}
            onBack={() => {
              login.reset();
              setStep('credentials');
            }}
            onSubmit={(code) => {
              login.mutate({ google_code: code });
            }}
          />
          <Button
            variant="text"
            className={steps.switch}
            onClick={() => {
              switchTo('recovery');
            }}
            disabled={login.isPending}
          >
            <Trans>Lost your authenticator? Use a recovery code</Trans>
          </Button>
        </>
      ) : step === 'recovery' ? (
        <>
          <LoginRecoveryStep
            email={fields.email}
            submitting={login.isPending}
            codeError={recoveryError}
            failure={failure}
            onBack={() => {
              switchTo('credentials');
            }}
            onSubmit={(code) => {
              login.mutate({ recovery_code: code });
            }}
          />
          <Button
            variant="text"
            className={steps.switch}
            onClick={() => {
              switchTo('google');
            }}
            disabled={login.isPending}
          >
            <Trans>Use the code from your authenticator app instead</Trans>
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
          <AccountFields fields={fields} />
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
          <Button type="submit" block loading={login.isPending}>
            <Trans>Log in</Trans>
          </Button>
        </form>
      )}
      <div className={styles.links}>
        <Link to="/user/reset-password" className={styles.link}>
          <Trans>Forgot password?</Trans>
        </Link>
        <Link to="/user/register" className={styles.link}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
