import type { FastifyInstance } from 'fastify';
import {
  type GoogleReset,
  googleResetStatusSchema,
  securityOverview,
  type SecurityLevel,
  type SecurityOverview,
} from '@exchange/api';
import type { Selectable } from 'kysely';
import type { GoogleResetsTable } from '../db/schema.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { Executor } from '../wallet/ledger.ts';
import { maskMobile } from './sms.ts';
import { maskEmail, type UserRow } from './users.ts';
import { withdrawLockOf } from './withdraw-lock.ts';

/**
 * The security level the centre shows (issue 18), from the protections on besides the e-mail
 * address every account has:
 * - `high`: the authenticator AND a second one of mobile or anti-phishing code;
 * - `medium`: the authenticator alone, or a mobile number (with or without anti-phishing code);
 * - `low`: nothing but the e-mail address (an anti-phishing code alone does not raise it: it
 *   proves mail genuine but guards no login or withdrawal).
 */
export function securityLevelOf(on: {
  google: boolean;
  mobile: boolean;
  antiPhishing: boolean;
}): SecurityLevel {
  if (on.google && (on.mobile || on.antiPhishing)) return 'high';
  if (on.google || on.mobile) return 'medium';
  return 'low';
}

/** "AB12CD9" → "AB****9": the owner recognises it, a glance over the shoulder does not. */
export function maskAntiPhishingCode(code: string): string {
  return `${code.slice(0, 2)}****${code.slice(-1)}`;
}

/** The wire form of an authenticator reset request. */
export function toGoogleReset(row: Selectable<GoogleResetsTable>): GoogleReset {
  return {
    id: row.id,
    status: googleResetStatusSchema.parse(row.status),
    reason: row.reason,
    review_note: row.review_note,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
  };
}

/** The user's latest authenticator reset request, if any. */
export async function latestGoogleReset(
  db: Executor,
  userId: number,
): Promise<Selectable<GoogleResetsTable> | undefined> {
  return db
    .selectFrom('google_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The overview of one user row at `now` (masked fields, the lock in force, the latest reset). */
export function overviewOf(
  user: UserRow,
  reset: Selectable<GoogleResetsTable> | undefined,
  now: number,
): SecurityOverview {
  const google = user.google_secret !== null;
  const mobile = user.mobile !== null && user.country_code !== null;
  const antiPhishing = user.anti_phishing_code !== null;
  const lock = withdrawLockOf(user, now);
  return {
    level: securityLevelOf({ google, mobile, antiPhishing }),
    google2fa: google,
    email: user.email === '' ? null : maskEmail(user.email),
    mobile:
      user.mobile !== null && user.country_code !== null
        ? maskMobile(user.country_code, user.mobile)
        : null,
    anti_phishing_code:
      user.anti_phishing_code === null ? null : maskAntiPhishingCode(user.anti_phishing_code),
    password_updated_at: user.password_updated_at,
    withdraw_locked_until: lock?.until ?? null,
    withdraw_lock_reason: lock?.reason ?? null,
    google_reset: reset ? toGoogleReset(reset) : null,
  };
}

/**
 * The security centre's state for a user (GET /security/overview). Every security change answers
 * it, so the page redraws from the answer.
 *
 * @example return securityOverviewFor(ctx.storage.db, user.id, ctx.now());
 */
export async function securityOverviewFor(
  db: Executor,
  userId: number,
  now: number,
): Promise<SecurityOverview> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(401, 'Login expired, please log in again');
  return overviewOf(user, await latestGoogleReset(db, userId), now);
}

/** GET /security/overview. */
export function registerSecurityOverviewRoute(app: FastifyInstance, ctx: ServerContext): void {
  addRoute(app, ctx, securityOverview, async ({ user }) =>
    securityOverviewFor(ctx.storage.db, user.id, ctx.now()),
  );
}
