import type { SyntheticEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { AccountFields } from '../../auth-form/account-fields.tsx';
import { useAccountFields } from '../../auth-form/use-account-fields.ts';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { AuthLayout } from './auth-layout.tsx';
import { safeRedirect } from './safe-redirect.ts';
import styles from './auth-layout.module.css';

/** /user/login: e-mail and password; success returns to the page the guard interrupted. */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useLingui();
  const { api, auth } = useAppServices();
  const { siteName } = useSiteConfig();
  const navigate = useNavigate();
  const fields = useAccountFields({ currentPassword: true });

  const login = useMutation({
    mutationFn: () =>
      api.request('login', {
        body: { email: fields.email, password: fields.values.currentPassword },
      }),
    onSuccess: (result) => {
      if (!result.ok) return;
      auth.signIn(result.data.token, result.data.user);
      navigate({ to: safeRedirect(redirect) }).catch((error: unknown) => {
        console.error('Navigation failed', error);
      });
    },
  });

  const failure = login.data?.ok === false ? login.data.message : login.error?.message;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.submit()) login.mutate();
  };

  return (
    <AuthLayout title={<Trans>Log in</Trans>} siteName={siteName}>
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
