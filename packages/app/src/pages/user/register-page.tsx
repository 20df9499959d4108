import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
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

const INVITE = /^[A-Za-z0-9]{4,16}$/;

/**
 * /user/register: e-mail, e-mail code (with resend countdown), password with its rules shown,
 * and the invite code, pre-filled from the link's `invite_code`. Success signs the user in.
 */
export function RegisterPage({ inviteCode }: { inviteCode?: string | undefined }) {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const { siteName } = useSiteConfig();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [invite, setInvite] = useState(inviteCode ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [emailChecked, setEmailChecked] = useState(false);

  const register = useMutation({
    mutationFn: () =>
      api.request('register', {
        body: {
          email: email.trim(),
          email_code: code.trim(),
          password,
          ...(invite.trim() === '' ? {} : { invite_code: invite.trim() }),
        },
      }),
    onSuccess: (result) => {
      if (!result.ok) return;
      auth.signIn(result.data.token, result.data.user);
      navigate({ to: '/' }).catch((error: unknown) => {
        console.error('Navigation failed', error);
      });
    },
  });

  const emailError = submitted || emailChecked ? emailProblem(email) : null;
  const codeError = submitted ? codeProblem(code) : null;
  const passwordError = submitted ? newPasswordProblem(password) : null;
  const inviteError = submitted && invite.trim() !== '' && !INVITE.test(invite.trim());
  const failure = register.data?.ok === false ? register.data.message : register.error?.message;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid =
      emailProblem(email) ??
      codeProblem(code) ??
      newPasswordProblem(password) ??
      (invite.trim() !== '' && !INVITE.test(invite.trim()) ? 'invite' : null);
    if (invalid !== null) return;
    register.mutate();
  };

  return (
    <AuthLayout title={<Trans>Create an account</Trans>} siteName={siteName}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t`Create an account`}
      >
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
          purpose="register"
          value={code}
          onChange={setCode}
          error={codeError ? i18n._(FIELD_PROBLEMS[codeError]) : undefined}
          onInvalidEmail={() => {
            setEmailChecked(true);
          }}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          error={passwordError ? i18n._(FIELD_PROBLEMS[passwordError]) : undefined}
          aria-describedby="register-password-rules"
          showLabel={t`Show password`}
          hideLabel={t`Hide password`}
        />
        <PasswordRules password={password} id="register-password-rules" />
        <TextInput
          label={t`Invite code (optional)`}
          value={invite}
          onChange={(event) => {
            setInvite(event.target.value);
          }}
          error={inviteError ? t`An invite code has 4 to 16 letters or digits.` : undefined}
        />
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block loading={register.isPending}>
          <Trans>Register</Trans>
        </Button>
      </form>
      <div className={styles.links}>
        <span>
          <Trans>Already have an account?</Trans>
        </span>
        <Link to="/user/login" className={styles.link}>
          <Trans>Log in</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
