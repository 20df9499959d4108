import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { securityOverviewQuery } from '../../../../queries/security.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import shared from '../shared/security.module.css';
import { RecoveryLoginNotice } from './recovery-login-notice.tsx';
import { ResetForm } from './reset-form.tsx';
import { ResetState } from './reset-state.tsx';

/**
 * /account/security/reset (issue 18): for a lost authenticator, the latest request's state
 * (pending, approved, refused with the reviewer's note) and the form for a new one while the
 * authenticator is linked and no request waits.
 */
export function ResetPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const overview = useQuery(securityOverviewQuery(api));
  const title = i18n._(PAGE_TITLES.resetSecurity);
  const lead = t`Lost the phone with your authenticator? Ask us to remove it from your account.`;

  if (overview.isPending)
    return (
      <SecurityFrame title={title} lead={lead} state="loading">
        <Spinner label={title} />
      </SecurityFrame>
    );
  if (overview.isError)
    return (
      <SecurityFrame title={title} lead={lead} state="error">
        <LoadFailed
          message={callErrorMessage(overview.error, i18n).text}
          onRetry={() => void overview.refetch()}
        />
      </SecurityFrame>
    );

  const data = overview.data;
  const reset = data.google_reset;
  const waiting = reset?.status === 'pending';
  const state = reset?.status ?? (data.google2fa ? 'form' : 'unbound');
  return (
    <SecurityFrame title={title} lead={lead} state={state}>
      <RecoveryLoginNotice />
      {reset === null ? null : <ResetState reset={reset} />}
      {data.google2fa && !waiting ? <ResetForm overview={data} /> : null}
      {!data.google2fa && reset === null ? (
        <section className={shared.card}>
          <p className={shared.notice}>
            <Trans>No authenticator is linked to your account, so there is nothing to reset.</Trans>
          </p>
          <Link to="/account/security/bind-google" className={shared.back}>
            <Trans>Link Google Authenticator</Trans>
          </Link>
        </section>
      ) : null}
    </SecurityFrame>
  );
}
