import { type WithdrawLockReason, withdrawLockReasonSchema } from '@exchange/api';
import type { Executor } from '../wallet/ledger.ts';
import type { UserRow } from './users.ts';

/**
 * How long withdrawals stay refused after a security change (issue 18: changing the password or
 * the e-mail address, binding, unbinding or resetting the authenticator).
 */
export const WITHDRAW_LOCK_MS = 24 * 60 * 60_000;

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
