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
import { safeRedirect } from './safe-redirect.ts';
import styles from './auth-layout.module.css';

/** Which part of the login shows: e-mail and password, or the authenticator's code. */
type LoginStep = 'credentials' | 'google';

/**
 * /user/login: e-mail and password; when the account has an authenticator bound the server
 * answers 422 on `google_code` and a second step asks for its code (issue 18). Success returns
 * to the page the guard interrupted. A disabled account's 403 shows the server's message.
 */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useLingui();
  const { api, auth } = useAppServices();
  const { siteName } = useSiteConfig();
  const navigate = useNavigate();
  const fields = useAccountFields({ currentPassword: true });
  const [step, setStep] = useState<LoginStep>('credentials');

  const login = useMutation({
    mutationFn: (googleCode: string | undefined) =>
      api.request('login', {
        body: {
          email: fields.email,
          password: fields.values.currentPassword,
          google_code: googleCode,
        },
      }),
    onSuccess: (result, googleCode) => {
      if (!result.ok) {
        // The server asks for the code only after the password passed (a wrong one is a 400).
        if (googleCode === undefined && refusalOf(result).fields.google_code !== undefined)
          setStep('google');
        return;
      }
      auth.signIn(result.data.token, result.data.user);
      navigate({ to: safeRedirect(redirect) }).catch((error: unknown) => {
        console.error('Navigation failed', error);
      });
    },
  });

  // A field error on google_code is the second step's business: the first asks for the code,
  // a later one (wrong or reused code) shows under the code field.
  const googleCode = refusalOf(login.data).fields.google_code;
  const codeError = login.variables === undefined ? undefined : googleCode;
  const failure =
    login.data?.ok === false
      ? googleCode === undefined
        ? login.data.message
        : undefined
      : login.error?.message;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.submit()) login.mutate(undefined);
  };

  return (
    <AuthLayout title={<Trans>Log in</Trans>} siteName={siteName}>
      {step === 'google' ? (
        <LoginGoogleStep
          email={fields.email}
          submitting={login.isPending}
          codeError={codeError}
          failure={failure}
          onBack={() => {
            login.reset();
            setStep('credentials');
          }}
          onSubmit={(googleCode) => {
            login.mutate(googleCode);
          }}
        />
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
