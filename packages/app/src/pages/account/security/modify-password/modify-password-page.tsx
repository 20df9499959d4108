import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SecurityOverview } from '@exchange/api';
import { formatDateTime, Spinner } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { securityOverviewQuery } from '../../../../queries/security.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import shared from '../shared/security.module.css';
import { ModifyPasswordForm } from './modify-password-form.tsx';

/** After the change: the other devices are signed out, withdrawals locked until when. */
function PasswordChanged({ overview }: { overview: SecurityOverview }) {
  const dateTime = useDateTimeOptions();
  const until = overview.withdraw_locked_until;
  return (
    <section className={shared.card} role="status" aria-labelledby="password-changed">
      <h2 className={shared.cardTitle} id="password-changed">
        <Trans>Your password was changed</Trans>
      </h2>
      <p className={shared.notice}>
        <Trans>Your other devices were signed out. Sign in there with the new password.</Trans>
      </p>
      <p className={shared.warning}>
        {until === null ? (
          <Trans>Withdrawals are locked for 24 hours.</Trans>
        ) : (
          <Trans>
            Withdrawals are locked for 24 hours, until {formatDateTime(until, dateTime)}.
          </Trans>
        )}
      </p>
      <Link to="/account/security" className={shared.back}>
        <Trans>Back to security</Trans>
      </Link>
    </section>
  );
}

/** /account/security/modify-password (issue 18): change the password, then what followed. */
export function ModifyPasswordPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const overview = useQuery(securityOverviewQuery(api));
  const [changed, setChanged] = useState<SecurityOverview | null>(null);
  const title = i18n._(PAGE_TITLES.modifyPassword);
  const lead = t`Use a password you do not use anywhere else.`;

  let state: string;
  let body;
  if (changed !== null) {
    state = 'done';
    body = <PasswordChanged overview={changed} />;
  } else if (overview.isPending) {
    state = 'loading';
    body = <Spinner label={title} />;
  } else if (overview.isError) {
    state = 'error';
    body = (
      <LoadFailed
        message={callErrorMessage(overview.error, i18n).text}
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    state = 'form';
    body = (
      <section className={shared.card}>
        <ModifyPasswordForm overview={overview.data} onChanged={setChanged} />
      </section>
    );
  }
  return (
    <SecurityFrame title={title} lead={lead} state={state}>
      {body}
    </SecurityFrame>
  );
}
