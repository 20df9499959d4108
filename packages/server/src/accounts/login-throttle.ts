import { sql } from 'kysely';
import type { Executor } from '../wallet/ledger.ts';

/** After this many failed logins in a row, the address is locked … */
export const MAX_LOGIN_FAILURES = 5;
/** … for this long (the server's clock, `ctx.now`). */
export const LOGIN_LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten (a typo a week ago does not count towards a lock). */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60_000;

/**
 * "2030-01-01T12:15:00Z": an instant in UTC to the second, rounded up (never earlier than the
 * real end of a lock).
 */
export function utcTime(ms: number): string {
  return new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** The refusal while locked: until when (UTC) and in how many minutes. */
export function lockedMessage(lockedUntil: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
  return (
    `Too many failed logins: logins to this account are locked until ${utcTime(lockedUntil)} ` +
    `(in ${minutes} minute${minutes === 1 ? '' : 's'}). ` +
    'Try again then, or reset your password with an e-mail code.'
  );
}

/** Seconds until the lock ends, for `Retry-After`. */
export function retryAfterSeconds(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 1000));
}

/** When logins for this address are locked until, or null when they are not locked now. */
export async function loginLockedUntil(
  db: Executor,
  email: string,
  now: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.locked_until != null && row.locked_until > now ? row.locked_until : null;
}

/**
 * Count one failed login for an address (whether or not an account uses it). The count is one
 * atomic upsert, so failures racing from many addresses all count; an expired lock or a quiet
 * day starts the count again. The failure that reaches {@link MAX_LOGIN_FAILURES} sets the lock:
 * `lockedNow` is true for exactly that one request (the one that tells the owner).
 */
export async function recordLoginFailure(
  db: Executor,
  email: string,
  now: number,
): Promise<{ failures: number; lockedUntil: number | null; lockedNow: boolean }> {
  const stale = sql<boolean>`(login_throttle.locked_until is not null and login_throttle.locked_until <= ${now}) or login_throttle.last_failure_at < ${now - FORGET_FAILURES_AFTER_MS}`;
  const row = await db
    .insertInto('login_throttle')
    .values({ email, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`,
        locked_until: sql<
          number | null
        >`case when ${stale} then null else login_throttle.locked_until end`,
        last_failure_at: now,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  const failures = row.failures;
  if (row.locked_until !== null && row.locked_until > now)
    return { failures, lockedUntil: row.locked_until, lockedNow: false };
  if (failures < MAX_LOGIN_FAILURES) return { failures, lockedUntil: null, lockedNow: false };
  const lockedUntil = now + LOGIN_LOCK_MS;
  const set = await db
    .updateTable('login_throttle')
    .set({ locked_until: lockedUntil })
    .where('email', '=', email)
    .where('locked_until', 'is', null)
    .executeTakeFirst();
  if (Number(set.numUpdatedRows) === 1) return { failures, lockedUntil, lockedNow: true };
  // Another failure locked it a moment ago: answer with its lock.
  return {
    failures,
    lockedUntil: (await loginLockedUntil(db, email, now)) ?? lockedUntil,
    lockedNow: false,
  };
}

/** A successful login or a password reset by e-mail code: forget the failures and any lock. */
export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('email', '=', email).execute();
}
