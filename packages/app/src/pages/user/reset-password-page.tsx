import type { SyntheticEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { AccountFields } from '../../auth-form/account-fields.tsx';
import { useAccountFields } from '../../auth-form/use-account-fields.ts';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth-layout.module.css';

/** /user/reset-password: e-mail, code, a new password twice; then a link to log in. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { api } = useAppServices();
  const { siteName } = useSiteConfig();
  const fields = useAccountFields({
    code: 'forget_password',
    newPassword: true,
    confirmPassword: true,
  });

  const reset = useMutation({
    mutationFn: () =>
      api.request('forgetPassword', {
        body: {
          email: fields.email,
          email_code: fields.values.code.trim(),
          password: fields.values.newPassword,
        },
      }),
  });

  const failure = reset.data?.ok === false ? reset.data.message : reset.error?.message;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.submit()) reset.mutate();
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
        <AccountFields fields={fields} />
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
