import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityStatus, SecurityOverview, WithdrawLockReason } from '@exchange/api';
import { formatDateTime, Num, withUnit } from '@exchange/design-system';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { LEVEL_NAMES } from '../../account/id-auth/shared/identity-labels.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import styles from './withdraw-security.module.css';

/** Why the 24-hour lock was set, as the banner says it. */
const LOCK_REASONS: Record<WithdrawLockReason, MessageDescriptor> = {
  password_changed: msg`Your password was changed.`,
  email_changed: msg`Your e-mail address was changed.`,
  google_bound: msg`Google Authenticator was linked to your account.`,
  google_unbound: msg`Google Authenticator was removed from your account.`,
  google_reset: msg`Your Google Authenticator was reset.`,
};

/** Whether the security overview says withdrawals are refused now (null `until` = not locked). */
export function withdrawalsLocked(overview: SecurityOverview | undefined): boolean {
  return overview?.withdraw_locked_until != null;
}

/**
 * The 24-hour withdrawal lock after a password, e-mail or authenticator change (issue 18): why,
 * and until when in the reader's time. Renders nothing while withdrawals are open.
 */
export function WithdrawLockBanner({ overview }: { overview: SecurityOverview | undefined }) {
  const { i18n } = useLingui();
  const timeOptions = useDateTimeOptions();
  const until = overview?.withdraw_locked_until ?? null;
  if (until === null) return null;
  const reason = overview?.withdraw_lock_reason ?? null;
  const when = formatDateTime(until, timeOptions);
  return (
    <section className={styles.lock} role="alert" aria-labelledby="withdraw-lock-title">
      <p id="withdraw-lock-title" className={styles.lockTitle}>
        <Trans>Withdrawals are locked for 24 hours</Trans>
      </p>
      {reason === null ? null : <p className={styles.lockText}>{i18n._(LOCK_REASONS[reason])}</p>}
      <p className={styles.lockText}>
        <Trans>
          You can withdraw again after <Num>{when}</Num>.
        </Trans>
      </p>
    </section>
  );
}

/**
 * The identity level's 24-hour withdrawal limit (GET /identity/status) and a link to raise it
 * while a higher level is left.
 */
export function IdentityLimitNote({ identity }: { identity: IdentityStatus | undefined }) {
  const { i18n } = useLingui();
  if (identity === undefined) return null;
  const limit = identity.limits.find((row) => row.level === identity.level);
  if (limit === undefined) return null;
  const level = i18n._(LEVEL_NAMES[identity.level]);
  const amount = withUnit(coinAmount(limit.withdraw_limit_24h), limit.coin_name);
  const highest = identity.limits.at(-1)?.level === identity.level;
  return (
    <p className={styles.limit} data-testid="identity-limit">
      <span>
        <Trans>
          Your 24-hour withdrawal limit ({level} verification): <Num>{amount}</Num>
        </Trans>
      </span>
      {highest ? null : (
        <Link to="/account/id-auth" className={styles.link}>
          <Trans>Raise your limit</Trans>
        </Link>
      )}
    </p>
  );
}
