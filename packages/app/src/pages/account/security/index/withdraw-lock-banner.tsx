import { Trans, useLingui } from '@lingui/react/macro';
import type { SecurityOverview } from '@exchange/api';
import { formatDateTime } from '@exchange/design-system';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import { WITHDRAW_LOCK_REASONS } from '../shared/security-labels.ts';
import styles from './security-page.module.css';

/**
 * Withdrawals locked for 24 hours after a password, e-mail or authenticator change: why, and
 * until when in the reader's time (issue 18). Nothing while not locked (the server says null).
 */
export function WithdrawLockBanner({ overview }: { overview: SecurityOverview }) {
  const { t, i18n } = useLingui();
  const dateTime = useDateTimeOptions();
  const until = overview.withdraw_locked_until;
  if (until === null) return null;
  const reason = overview.withdraw_lock_reason;
  const when = formatDateTime(until, dateTime);
  return (
    <section className={styles.lock} role="status" aria-label={t`Withdrawal lock`}>
      <strong>
        <Trans>Withdrawals are locked until {when}.</Trans>
      </strong>
      {reason === null ? null : <span>{i18n._(WITHDRAW_LOCK_REASONS[reason])}</span>}
      <span>
        <Trans>For your safety, withdrawals pause for 24 hours after a security change.</Trans>
      </span>
    </section>
  );
}
