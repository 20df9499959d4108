import { type WithdrawLockReason, withdrawLockReasonSchema } from '@exchange/api';
import type { Executor } from '../wallet/ledger.ts';
import { utcTime } from './login-throttle.ts';
import type { UserRow } from './users.ts';

/**
 * How long withdrawals stay refused after a security change (issue 18: changing the password or
 * the e-mail address, binding, unbinding or resetting the authenticator).
 */
export const WITHDRAW_LOCK_MS = 24 * 60 * 60_000;

/** What each reason reads as in the refusal. */
const REASON_TEXT: Record<WithdrawLockReason, string> = {
  password_changed: 'the password change',
  email_changed: 'the e-mail address change',
  google_bound: 'binding the authenticator',
  google_unbound: 'removing the authenticator',
  google_reset: 'the authenticator reset',
};

/** Withdrawals are locked until `until` because of `reason`. */
export interface WithdrawLock {
  until: number;
  reason: WithdrawLockReason;
}

/**
 * Refuse the user's withdrawals for 24 hours from `now`. A later lock replaces an earlier one
 * (the lock always ends 24 h after the latest change); a running lock that ends later is kept.
 */
export async function lockWithdrawals(
  trx: Executor,
  userId: number,
  reason: WithdrawLockReason,
  now: number,
): Promise<WithdrawLock> {
  const until = now + WITHDRAW_LOCK_MS;
  await trx
    .updateTable('users')
    .set({ withdraw_locked_until: until, withdraw_lock_reason: reason })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('withdraw_locked_until', 'is', null), eb('withdraw_locked_until', '<=', until)]),
    )
    .execute();
  return { until, reason };
}

/** The lock in force at `now`, or null once it has run out (the columns may keep the old one). */
export function withdrawLockOf(
  row: Pick<UserRow, 'withdraw_locked_until' | 'withdraw_lock_reason'>,
  now: number,
): WithdrawLock | null {
  const until = row.withdraw_locked_until;
  if (until === null || until <= now) return null;
  // Only lockWithdrawals writes the reason, always one of the contract's.
  return { until, reason: withdrawLockReasonSchema.parse(row.withdraw_lock_reason) };
}

/**
 * The 403 message of a withdrawal refused by the lock, naming the UTC time it ends and why:
 * "Withdrawals are locked until 2026-11-25T09:30:00Z after the password change" (the time as
 * the login lock writes it, login-throttle.ts).
 */
export function withdrawLockedMessage(lock: WithdrawLock): string {
  return `Withdrawals are locked until ${utcTime(lock.until)} after ${REASON_TEXT[lock.reason]}`;
}
