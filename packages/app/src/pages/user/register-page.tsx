import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextInput, useTheme } from '@exchange/design-system';
import { isLocale } from '@exchange/machines';
import { useAppServices } from '../../app-services.tsx';
import { AccountFields } from '../../auth-form/account-fields.tsx';
import { useAccountFields } from '../../auth-form/use-account-fields.ts';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth-layout.module.css';

const INVITE = /^[A-Za-z0-9]{4,16}$/;

/**
 * /user/register: e-mail, e-mail code (with resend countdown), password with its rules shown,
 * and the invite code, pre-filled from the link's `invite_code`. Success signs the user in.
 */
export function RegisterPage({ inviteCode }: { inviteCode?: string | undefined }) {
  const { t, i18n } = useLingui();
  const { theme } = useTheme();
  const { api, auth } = useAppServices();
  const { siteName } = useSiteConfig();
  const navigate = useNavigate();
  const fields = useAccountFields({ code: 'register', newPassword: true });
  const [invite, setInvite] = useState(inviteCode ?? '');

  const register = useMutation({
    mutationFn: () =>
      api.request('register', {
        body: {
          email: fields.email,
          email_code: fields.values.code.trim(),
          password: fields.values.newPassword,
          ...(invite.trim() === '' ? {} : { invite_code: invite.trim() }),
          // What the visitor sees now stays after registering (the account's preferences).
          ...(isLocale(i18n.locale) ? { language: i18n.locale } : {}),
          theme,
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

  const inviteInvalid = invite.trim() !== '' && !INVITE.test(invite.trim());
  const failure = register.data?.ok === false ? register.data.message : register.error?.message;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.submit() && !inviteInvalid) register.mutate();
  };

  return (
    <AuthLayout title={<Trans>Create an account</Trans>} siteName={siteName}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t`Create an account`}
      >
        <AccountFields fields={fields} newPasswordLabel={t`Password`} />
        <TextInput
          label={t`Invite code (optional)`}
          value={invite}
          onChange={(event) => {
            setInvite(event.target.value);
          }}
          error={
            fields.submitted && inviteInvalid
              ? t`An invite code has 4 to 16 letters or digits.`
              : undefined
          }
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
