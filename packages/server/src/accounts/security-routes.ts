import type { FastifyInstance } from 'fastify';
import { bindEmail, bindMobile, modifyEmail, modifyPassword, setAntiPhishing } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { checkCode, consumeCode, useCode } from './email-codes.ts';
import { requireGoogleCodeWhenBound } from './google-code.ts';
import { mailSecurityNotice } from './mail.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  EMAIL_ALREADY_BOUND,
  EMAIL_TAKEN,
  MOBILE_ALREADY_BOUND,
  MOBILE_TAKEN,
  mobileInUse,
} from './security-codes.ts';
import { securityOverviewFor } from './security-overview.ts';
import { endSessions, tellSessionsEnded } from './sessions.ts';
import { phoneTarget } from './sms.ts';
import { maskEmail, userByEmail, userById, type UserRow } from './users.ts';
import { lockWithdrawals } from './withdraw-lock.ts';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect';

/** A unique index refused the write: two changes raced for one address. */
const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String(error));

/**
 * The e-mail, mobile, password and anti-phishing changes of the security centre (issue 18). Each
 * checks, in this order, what the user knows (the current password), the authenticator when
 * bound (google-code.ts: before any other code is used up, so a refusal there costs none), then
 * the codes sent by POST /security/sendCode for the change's purpose; and answers the security
 * overview as it is afterwards. Password and e-mail changes lock withdrawals for 24 hours.
 */
export function registerSecurityRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: { scryptN: number },
): void {
  const { db } = ctx.storage;

  const accountOf = async (id: number): Promise<UserRow> => {
    const row = await userById(db, id);
    if (!row) throw new HttpError(401, 'Login expired, please log in again');
    return row;
  };

  // Accounts register with an e-mail address, so today this answers "already bound"; it binds
  // one for an account without (the contract allows it), under the same rules as a change.
  addRoute(app, ctx, bindEmail, async ({ user, body }) => {
    const account = await accountOf(user.id);
    if (account.email !== '') throw fieldError('email', EMAIL_ALREADY_BOUND);
    if (await userByEmail(db, body.email)) throw fieldError('email', EMAIL_TAKEN);
    const now = ctx.now();
    await consumeCode(db, { email: body.email, purpose: 'bind_email', code: body.email_code, now });
    await db
      .updateTable('users')
      .set({ email: body.email })
      .where('id', '=', user.id)
      .execute()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
        throw error;
      });
    return securityOverviewFor(db, user.id, now);
  });

  addRoute(app, ctx, modifyEmail, async ({ user, body }) => {
    const account = await accountOf(user.id);
    const now = ctx.now();
    if (body.email === account.email)
      throw fieldError('email', 'Enter an address other than the current one');
    if (await userByEmail(db, body.email)) throw fieldError('email', EMAIL_TAKEN);
    await requireGoogleCodeWhenBound(db, user.id, body.google_code, 'google_code', now);
    const oldCode = await checkCode(db, {
      email: account.email,
      purpose: 'modify_email_old',
      code: body.old_email_code,
      now,
      field: 'old_email_code',
    });
    const newCode = await checkCode(db, {
      email: body.email,
      purpose: 'modify_email_new',
      code: body.new_email_code,
      now,
      field: 'new_email_code',
    });
    await db
      .transaction()
      .execute(async (trx) => {
        await useCode(trx, oldCode, now, 'old_email_code');
        await useCode(trx, newCode, now, 'new_email_code');
        await trx
          .updateTable('users')
          .set({ email: body.email })
          .where('id', '=', user.id)
          .execute();
        await lockWithdrawals(trx, user.id, 'email_changed', now);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
        throw error;
      });
    // To the old address: if the owner did not ask for this, they learn of it there.
    await mailSecurityNotice(db, {
      email: account.email,
      title: 'your e-mail address was changed',
      body:
        `The e-mail address of your account was changed to ${maskEmail(body.email)}. ` +
        'Withdrawals are paused for 24 hours. If this was not you, contact support at once.',
      now,
    });
    return securityOverviewFor(db, user.id, now);
  });

  addRoute(app, ctx, bindMobile, async ({ user, body }) => {
    const account = await accountOf(user.id);
    if (account.mobile !== null) throw fieldError('mobile', MOBILE_ALREADY_BOUND);
    if (await mobileInUse(ctx, body.country_code, body.mobile))
      throw fieldError('mobile', MOBILE_TAKEN);
    const now = ctx.now();
    await consumeCode(db, {
      email: phoneTarget(body.country_code, body.mobile),
      purpose: 'bind_mobile',
      code: body.sms_code,
      now,
      field: 'sms_code',
    });
    const bound = await db
      .updateTable('users')
      .set({ country_code: body.country_code, mobile: body.mobile })
      .where('id', '=', user.id)
      .where('mobile', 'is', null)
      .executeTakeFirst()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldError('mobile', MOBILE_TAKEN);
        throw error;
      });
    if (bound.numUpdatedRows === 0n) throw fieldError('mobile', MOBILE_ALREADY_BOUND);
    return securityOverviewFor(db, user.id, now);
  });

  addRoute(app, ctx, modifyPassword, async ({ user, body }) => {
    const account = await accountOf(user.id);
    if (!(await verifyPassword(body.password, account.password_hash)))
      throw fieldError('password', CURRENT_PASSWORD_WRONG);
    const now = ctx.now();
    await requireGoogleCodeWhenBound(db, user.id, body.google_code, 'google_code', now);
    await consumeCode(db, {
      email: account.email,
      purpose: 'modify_password',
      code: body.email_code,
      now,
    });
    const passwordHash = await hashPassword(body.new_password, { N: options.scryptN });
    const ended = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, password_updated_at: now })
        .where('id', '=', user.id)
        .execute();
      await lockWithdrawals(trx, user.id, 'password_changed', now);
      // Every other device must sign in with the new password (issue 18).
      return endSessions(trx, user.id, { except: user.sessionId });
    });
    tellSessionsEnded(ctx, user.id, ended);
    await mailSecurityNotice(db, {
      email: account.email,
      title: 'your password was changed',
      body:
        'The password of your account was changed and every other device was signed out. ' +
        'Withdrawals are paused for 24 hours. If this was not you, reset your password with ' +
        '"Forgot password" and contact support.',
      now,
    });
    return securityOverviewFor(db, user.id, now);
  });

  addRoute(app, ctx, setAntiPhishing, async ({ user, body }) => {
    const account = await accountOf(user.id);
    const now = ctx.now();
    await requireGoogleCodeWhenBound(db, user.id, body.google_code, 'google_code', now);
    await consumeCode(db, {
      email: account.email,
      purpose: 'anti_phishing',
      code: body.email_code,
      now,
    });
    await db
      .updateTable('users')
      .set({ anti_phishing_code: body.anti_phishing_code })
      .where('id', '=', user.id)
      .execute();
    return securityOverviewFor(db, user.id, now);
  });
}
