import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, TextInput } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { AuthLayout } from './auth-layout.tsx';
import { emailProblem, safeRedirect } from './validation.ts';
import { FIELD_PROBLEMS } from './validation-messages.ts';
import styles from './auth-layout.module.css';

/** /user/login: e-mail and password; success returns to the page the guard interrupted. */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const { siteName } = useSiteConfig();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const login = useMutation({
    mutationFn: () => api.request('login', { body: { email: email.trim(), password } }),
    onSuccess: (result) => {
      if (!result.ok) return;
      auth.signIn(result.data.token, result.data.user);
      navigate({ to: safeRedirect(redirect) }).catch((error: unknown) => {
        console.error('Navigation failed', error);
      });
    },
  });

  const emailError = submitted ? emailProblem(email) : null;
  const passwordError = submitted && password === '' ? t`Enter your password.` : null;
  const failure = login.data?.ok === false ? login.data.message : login.error?.message;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem(email) !== null || password === '') return;
    login.mutate();
  };

  return (
    <AuthLayout title={<Trans>Log in</Trans>} siteName={siteName}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          error={emailError ? i18n._(FIELD_PROBLEMS[emailError]) : undefined}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          error={passwordError ?? undefined}
          showLabel={t`Show password`}
          hideLabel={t`Hide password`}
        />
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block loading={login.isPending}>
          <Trans>Log in</Trans>
        </Button>
      </form>
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
