import type { FastifyInstance } from 'fastify';
import {
  bindGoogle,
  demoGoogleResetReview,
  googleSecret,
  resetGoogle,
  unbindGoogle,
} from '@exchange/api';
import { siteConfig } from '../config/site-config.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { checkCode, useCode } from './email-codes.ts';
import {
  GOOGLE_CODE_WRONG,
  newGoogleSecret,
  otpauthUri,
  requireGoogleCodeWhenBound,
  totpStep,
} from './google-code.ts';
import {
  announceDecision,
  decideGoogleReset,
  decideResetIn,
  DEFAULT_REVIEW_MS,
  newRecoveryCodes,
  removeAuthenticator,
  storeRecoveryCodes,
  unusedRecoveryCodeId,
  useRecoveryCode,
} from './google-reset.ts';
import { latestGoogleReset, securityOverviewFor, toGoogleReset } from './security-overview.ts';
import { userByEmail, userById, type UserRow } from './users.ts';
import { lockWithdrawals } from './withdraw-lock.ts';

export const GOOGLE_ALREADY_BOUND = 'An authenticator is already bound to this account';
export const GOOGLE_NOT_BOUND = 'No authenticator is bound to this account';
export const GOOGLE_NO_PENDING_SECRET = 'Scan a new QR code first, then enter the code it shows';
export const RESET_ALREADY_PENDING = 'A reset request is already under review';
export const RECOVERY_CODE_WRONG = 'This recovery code is wrong or has been used';
/** The note a pending reset gets when its authenticator is removed with its own code. */
export const RESET_OBSOLETE_NOTE = 'The authenticator was removed with its code before the review';

/** The site's name (config website_name): the issuer an authenticator app lists the key under. */
function issuerName(): string {
  const entry = siteConfig({ articleIds: new Map() }).find((e) => e.keywords === 'website_name');
  return entry?.content || 'Exchange';
}

/**
 * The authenticator routes (issue 18): a new secret, binding it with its first code (recovery
 * codes shown once; withdrawals locked 24 h), unbinding with its code and an e-mail code, and
 * the reset of a lost one (approved at once with a recovery code, else by the reviewer after
 * `reviewMs`; the demo reviewer's route decides it at once).
 */
export function registerGoogleRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: { reviewMs?: number | undefined } = {},
): void {
  const { db } = ctx.storage;
  const reviewMs = options.reviewMs ?? DEFAULT_REVIEW_MS;

  const accountOf = async (id: number): Promise<UserRow> => {
    const account = await userById(db, id);
    if (!account) throw new HttpError(401, 'Login expired, please log in again');
    return account;
  };

  addRoute(app, ctx, googleSecret, async ({ user }) => {
    const account = await accountOf(user.id);
    if (account.google_secret !== null) throw new HttpError(409, GOOGLE_ALREADY_BOUND);
    // Each call replaces the secret awaiting confirmation: an older QR code stops working.
    const secret = newGoogleSecret();
    await db
      .updateTable('users')
      .set({ google_pending_secret: secret })
      .where('id', '=', user.id)
      .execute();
    return { secret, otpauth_uri: otpauthUri(secret, issuerName(), account.email) };
  });

  addRoute(app, ctx, bindGoogle, async ({ user, body }) => {
    const now = ctx.now();
    const account = await accountOf(user.id);
    if (account.google_secret !== null) throw new HttpError(409, GOOGLE_ALREADY_BOUND);
    const pending = account.google_pending_secret;
    if (pending === null) throw fieldError('google_code', GOOGLE_NO_PENDING_SECRET);
    const step = totpStep(pending, body.google_code, now);
    if (step === null) throw fieldError('google_code', GOOGLE_CODE_WRONG);
    const codes = newRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      // Conditional on the state read: a second bind racing this one finds the secret taken.
      const bound = await trx
        .updateTable('users')
        .set({
          google_secret: pending,
          google_pending_secret: null,
          // The confirming code counts as used: it cannot be replayed on a withdrawal.
          google_last_step: step,
          is_google2fa: 1,
        })
        .where('id', '=', user.id)
        .where('google_secret', 'is', null)
        .where('google_pending_secret', '=', pending)
        .executeTakeFirst();
      if (bound.numUpdatedRows === 0n) throw new HttpError(409, GOOGLE_ALREADY_BOUND);
      await storeRecoveryCodes(trx, user.id, codes);
      await lockWithdrawals(trx, user.id, 'google_bound', now);
    });
    return { recovery_codes: codes, overview: await securityOverviewFor(db, user.id, now) };
  });

  addRoute(app, ctx, unbindGoogle, async ({ user, body }) => {
    const now = ctx.now();
    const account = await accountOf(user.id);
    if (account.google_secret === null) throw new HttpError(409, GOOGLE_NOT_BOUND);
    // Both codes are checked before either is used: a typo in one costs nothing of the other
    // (the e-mail code stays good, the authenticator's step stays unused).
    const emailCode = await checkCode(db, {
      email: account.email,
      purpose: 'unbind_google',
      code: body.email_code,
      now,
    });
    await requireGoogleCodeWhenBound(db, user.id, body.google_code, 'google_code', now);
    await db.transaction().execute(async (trx) => {
      await useCode(trx, emailCode, now);
      await removeAuthenticator(trx, user.id);
      // A reset under review has nothing left to remove.
      await trx
        .updateTable('google_resets')
        .set({ status: 'rejected', review_note: RESET_OBSOLETE_NOTE, reviewed_at: now })
        .where('user_id', '=', user.id)
        .where('status', '=', 'pending')
        .execute();
      await lockWithdrawals(trx, user.id, 'google_unbound', now);
    });
    return securityOverviewFor(db, user.id, now);
  });

  addRoute(app, ctx, resetGoogle, async ({ user, body }) => {
    const now = ctx.now();
    const account = await accountOf(user.id);
    if (account.google_secret === null) throw new HttpError(409, GOOGLE_NOT_BOUND);
    if ((await latestGoogleReset(db, user.id))?.status === 'pending')
      throw new HttpError(409, RESET_ALREADY_PENDING);
    // Both codes are checked before either is used: a refused one costs nothing of the other.
    const emailCode = await checkCode(db, {
      email: account.email,
      purpose: 'reset_google',
      code: body.email_code,
      now,
    });
    const recoveryId =
      body.recovery_code === undefined
        ? undefined
        : await unusedRecoveryCodeId(db, user.id, body.recovery_code);
    if (body.recovery_code !== undefined && recoveryId === undefined)
      throw fieldError('recovery_code', RECOVERY_CODE_WRONG);
    const outcome = await db.transaction().execute(async (trx) => {
      await useCode(trx, emailCode, now);
      if (recoveryId !== undefined && !(await useRecoveryCode(trx, recoveryId, now)))
        throw fieldError('recovery_code', RECOVERY_CODE_WRONG);
      const created = await trx
        .insertInto('google_resets')
        .values({
          user_id: user.id,
          status: 'pending',
          reason: body.reason,
          review_note: null,
          created_at: now,
          reviewed_at: null,
          due_at: now + reviewMs,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (recoveryId === undefined) return { reset: created, decided: null };
      // A recovery code proves the owner at once: approved now. The session asking stays
      // signed in (it just proved itself); every other device is signed out.
      const decided = await decideResetIn(
        trx,
        created.id,
        { approve: true, note: null, keepSessionId: user.sessionId },
        now,
      );
      return { reset: decided?.reset ?? created, decided };
    });
    if (outcome.decided) await announceDecision(ctx, outcome.decided);
    return toGoogleReset(outcome.reset);
  });

  // Demo mode only: play the reviewer at once (e2e tests, the demo).
  addRoute(app, ctx, demoGoogleResetReview, async ({ body }) => {
    const owner = await userByEmail(db, body.email);
    const pending = owner ? await latestGoogleReset(db, owner.id) : undefined;
    if (pending?.status !== 'pending')
      throw fieldError('email', 'No authenticator reset of this account awaits review');
    const decided = await decideGoogleReset(ctx, pending.id, {
      approve: body.decision === 'approve',
      note: body.reason ?? null,
    });
    if (!decided) throw fieldError('email', 'No authenticator reset of this account awaits review');
    return toGoogleReset(decided.reset);
  });
}
