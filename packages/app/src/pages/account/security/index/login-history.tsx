import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, EmptyState, formatDateTime, Num, Spinner } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { loginHistoryQuery } from '../../../../queries/security.query.ts';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { LOGIN_RESULTS } from '../shared/security-labels.ts';
import shared from '../shared/security.module.css';
import styles from './security-page.module.css';

/** How many recent logins the centre lists; the devices page has the rest. */
const RECENT_LOGINS = 5;

/** The last logins of the account (time, IP, device, result), with a link to the devices. */
export function LoginHistory() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const dateTime = useDateTimeOptions();
  const history = useQuery(loginHistoryQuery(api, RECENT_LOGINS));

  let body;
  if (history.isPending) body = <Spinner label={t`Recent logins`} />;
  else if (history.isError)
    body = (
      <LoadFailed
        message={callErrorMessage(history.error, i18n).text}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.list.length === 0)
    body = <EmptyState title={<Trans>No logins yet.</Trans>} />;
  else
    body = (
      <ul className={styles.logins}>
        {history.data.list.map((login) => (
          <li key={login.id} className={styles.login}>
            <span className={styles.loginTime}>{formatDateTime(login.created_at, dateTime)}</span>
            <Num>{login.ip}</Num>
            <span>{login.device_name}</span>
            <Badge tone={login.result === 'success' ? 'success' : 'danger'}>
              {i18n._(LOGIN_RESULTS[login.result])}
            </Badge>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={shared.card} aria-labelledby="recent-logins">
      <div className={styles.cardHead}>
        <h2 className={shared.cardTitle} id="recent-logins">
          <Trans>Recent logins</Trans>
        </h2>
        <Link to="/account/security/account-device" className={styles.link}>
          <Trans>Manage devices</Trans>
        </Link>
      </div>
      {body}
    </section>
  );
}
