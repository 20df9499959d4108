import { useState, type SyntheticEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, TextInput } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { AuthLayout } from './auth-layout.tsx';
import { EmailCodeField } from './email-code-field.tsx';
import { PasswordRules } from './password-rules.tsx';
import { codeProblem, emailProblem, newPasswordProblem } from './validation.ts';
import { FIELD_PROBLEMS } from './validation-messages.ts';
import styles from './auth-layout.module.css';

/** /user/reset-password: e-mail, code, a new password twice; then a link to log in. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const { siteName } = useSiteConfig();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [emailChecked, setEmailChecked] = useState(false);

  const reset = useMutation({
    mutationFn: () =>
      api.request('forgetPassword', {
        body: { email: email.trim(), email_code: code.trim(), password },
      }),
  });

  const emailError = submitted || emailChecked ? emailProblem(email) : null;
  const codeError = submitted ? codeProblem(code) : null;
  const passwordError = submitted ? newPasswordProblem(password) : null;
  const confirmError =
    submitted && confirm !== password ? t`The passwords do not match.` : undefined;
  const failure = reset.data?.ok === false ? reset.data.message : reset.error?.message;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if ((emailProblem(email) ?? codeProblem(code) ?? newPasswordProblem(password)) !== null) return;
    if (confirm !== password) return;
    reset.mutate();
  };

  if (reset.data?.ok === true) {
    return (
      <AuthLayout title={<Trans>Password changed</Trans>} siteName={siteName}>
        <p role="status">
          <Trans>Your password has been changed. Log in with the new password.</Trans>
        </p>
        <Link to="/user/login" className={styles.link}>
          <Trans>Log in</Trans>
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<Trans>Reset password</Trans>} siteName={siteName}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Reset password`}>
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
        <EmailCodeField
          email={email}
          purpose="forget_password"
          value={code}
          onChange={setCode}
          error={codeError ? i18n._(FIELD_PROBLEMS[codeError]) : undefined}
          onInvalidEmail={() => {
            setEmailChecked(true);
          }}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          error={passwordError ? i18n._(FIELD_PROBLEMS[passwordError]) : undefined}
          aria-describedby="reset-password-rules"
          showLabel={t`Show password`}
          hideLabel={t`Hide password`}
        />
        <PasswordRules password={password} id="reset-password-rules" />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
          }}
          error={confirmError}
          showLabel={t`Show password`}
          hideLabel={t`Hide password`}
        />
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block loading={reset.isPending}>
          <Trans>Reset password</Trans>
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/user/login" className={styles.link}>
          <Trans>Back to log in</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
