import type { FastifyInstance } from 'fastify';
import {
  checkUser,
  forgetPassword,
  getAcceptInviteUsers,
  getCaptcha,
  login,
  type LoginResult,
  logout,
  register,
} from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import { deviceOf } from '../http/auth.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { grantDemoFunds } from '../demo/demo-funds.ts';
import { consumeCode, issueCode } from './email-codes.ts';
import { consumeGoogleCode, GOOGLE_CODE_REQUIRED } from './google-code.ts';
import {
  clearLoginFailures,
  LOGIN_LOCK_MS,
  loginLockedUntil,
  lockedMessage,
  MAX_LOGIN_FAILURES,
  recordLoginFailure,
  retryAfterSeconds,
  utcTime,
} from './login-throttle.ts';
import { recordLogin } from './login-records.ts';
import { consumeRecoveryCodeForLogin } from './recovery-login.ts';
import { mailSecurityNotice } from './mail.ts';
import { hashPassword, NO_PASSWORD, verifyPassword } from './password.ts';
import { endSessions, tellSessionsEnded } from './sessions.ts';
import { newInviteCode, startSession, toUserInfo, userByEmail } from './users.ts';
import { invitedUsers } from '../referral/referral-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { lockWithdrawals } from './withdraw-lock.ts';

export interface AccountRouteOptions {
  /** scrypt cost N (default 2^15); tests lower it to stay fast. */
  scryptN: number;
  /** Where avatars are written; served under /uploads/avatars/. */
  uploadDir: string;
  /** How long before another e-mail code for the same address and purpose (default 60 s). */
  codeResendMs?: number | undefined;
  /**
   * Requests per minute per client address (request.ip) on login, checkUser, getCaptcha,
   * register and forgetPassword.
   */
  rateLimitPerMinute: number;
  /** One device per account: a login ends the others' sessions with notify 40 (the old rule). */
  singleDeviceSessions?: boolean | undefined;
}

/** Login's answer (403) for a closed account, once the password is right (issue 18). */
export const ACCOUNT_DISABLED = 'This account is disabled';

/** The user calls of SPEC.md section 7: register, login, sessions, profile, invitees. */
export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: AccountRouteOptions,
): void {
  const { db } = ctx.storage;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } };
  const cost = { N: options.scryptN };
  const single = { singleDevice: options.singleDeviceSessions };

  /** Tell the owner that guessing locked their account (security notice mail). */
  const mailLoginLocked = (email: string, lockedUntil: number, now: number) =>
    mailSecurityNotice(db, {
      email,
      title: 'logins to your account are locked',
      body:
        `There were ${MAX_LOGIN_FAILURES} failed login attempts on your account in a row, the ` +
        `last at ${utcTime(now)}. To protect it, logins are locked until ${utcTime(lockedUntil)} ` +
        `(${LOGIN_LOCK_MS / 60_000} minutes), even with the right password. If this was you, ` +
        'wait and try again. If it was not, someone may be guessing your password: choose a new ' +
        'one with "Forgot password" (an e-mail code), which also lifts the lock.',
      now,
    });

  addRoute(
    app,
    ctx,
    getCaptcha,
    async ({ body, request, user }) => {
      // Codes for account actions (withdraw, e-mail change) are asked for by the signed-in owner
      // only, to their own address: anyone else could void the owner's outstanding code and
      // flood their mailbox (issue 17). The resend guard of issueCode (60 s) applies on top.
      if (body.type !== 'register' && body.type !== 'forget_password') {
        if (!user) throw new HttpError(401, 'Please log in first');
        if (user.email !== body.email)
          throw fieldError('email', 'The code goes to the e-mail address of your account');
      }
      const exists = (await userByEmail(db, body.email)) !== undefined;
      if (body.type === 'register' && exists)
        throw fieldError('email', 'This e-mail is already registered');
      if (body.type !== 'register' && !exists)
        throw fieldError('email', 'No account uses this e-mail');
      return issueCode(db, {
        email: body.email,
        purpose: body.type,
        now: ctx.now(),
        log: (line) => {
          request.log.info(line);
        },
        resendAfterMs: options.codeResendMs,
      });
    },
    limited,
  );

  // Tells whether an address has an account: limited per client like login, or it would be a
  // free existence oracle.
  addRoute(
    app,
    ctx,
    checkUser,
    async ({ body }) => ({
      exists: (await userByEmail(db, body.email)) !== undefined,
    }),
    limited,
  );

  addRoute(
    app,
    ctx,
    register,
    async ({ body, request }) => {
      if (await userByEmail(db, body.email))
        throw fieldError('email', 'This e-mail is already registered');
      let invitedBy: number | null = null;
      if (body.invite_code !== undefined) {
        const inviter = await db
          .selectFrom('users')
          .select('id')
          .where('invite_code', '=', body.invite_code.toUpperCase())
          .executeTakeFirst();
        if (!inviter) throw fieldError('invite_code', 'Unknown invite code');
        invitedBy = inviter.id;
      }
      await consumeCode(db, {
        email: body.email,
        purpose: 'register',
        code: body.email_code,
        now: ctx.now(),
      });
      const passwordHash = await hashPassword(body.password, cost);
      const { user, postings } = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('users')
          .values({
            email: body.email,
            password_hash: passwordHash,
            nickname: body.email.split('@')[0]?.slice(0, 32) ?? '',
            avatar_url: '',
            invite_code: newInviteCode(),
            invited_by: invitedBy,
            is_google2fa: 0,
            // The visitor's language and theme carry over; null keeps the site's default.
            language: body.language ?? null,
            theme: body.theme ?? null,
            created_at: ctx.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => {
            // Two registrations racing for one address: the unique index decides.
            if (/unique|duplicate/i.test(String(error)))
              throw fieldError('email', 'This e-mail is already registered');
            throw error;
          });
        const grants = ctx.demo ? await grantDemoFunds(trx, created.id) : [];
        return { user: created, postings: grants };
      });
      for (const p of postings) ctx.hooks.onBalances?.(user.id, p.accounts);
      // Registering signs the new owner in: the first entry of their login history.
      await recordLogin(db, user.id, deviceOf(request), 'success', ctx.now());
      const token = await startSession(ctx, user, deviceOf(request), single);
      return { token, user: toUserInfo(user) };
    },
    limited,
  );

  addRoute(
    app,
    ctx,
    login,
    async ({ body, request, reply }) => {
      // Two limits: per client address (`limited`, @fastify/rate-limit on request.ip) and per
      // e-mail address (login-throttle.ts): 5 failures from anywhere lock it for 15 minutes.
      // Addresses without an account are counted and locked the same way, with the same
      // answers, so the lock reveals nothing about which e-mails exist.
      const now = ctx.now();
      const refuse = (lockedUntil: number) => {
        void reply.header('retry-after', String(retryAfterSeconds(lockedUntil, now)));
        return new HttpError(429, lockedMessage(lockedUntil, now));
      };
      const device = deviceOf(request);
      const user = await userByEmail(db, body.email);
      // The owner's login history (security page); attempts on unknown addresses have no owner.
      const record = async (result: LoginResult) => {
        if (user) await recordLogin(db, user.id, device, result, now);
      };
      const lockedUntil = await loginLockedUntil(db, body.email, now);
      // Locked: refused before the password is even checked, right or wrong.
      if (lockedUntil !== null) {
        await record('locked');
        throw refuse(lockedUntil);
      }
      // Hash even for an unknown address, so timing does not reveal which e-mails exist.
      const good = user
        ? await verifyPassword(body.password, user.password_hash)
        : (await hashPassword(body.password, cost), false);
      // A failed attempt counts towards the per-account lock: its refusal, or 429 once locked.
      const failed = async (result: LoginResult, refusal: HttpError) => {
        await record(result);
        const failure = await recordLoginFailure(db, body.email, now);
        if (failure.lockedUntil === null) return refusal;
        if (failure.lockedNow) {
          request.log.warn(
            `login locked until ${utcTime(failure.lockedUntil)} after ${failure.failures} failed attempts: ${body.email}`,
          );
          if (user) await mailLoginLocked(user.email, failure.lockedUntil, now);
        }
        return refuse(failure.lockedUntil);
      };
      if (!user || !good)
        throw await failed('wrong_password', new HttpError(400, 'Incorrect e-mail or password'));
      // Only the owner learns that an account is closed (after the right password).
      if (user.disabled_at !== null) {
        await record('disabled');
        throw new HttpError(403, ACCOUNT_DISABLED);
      }
      // The second step (issue 18): with an authenticator bound, the page asks for its code on
      // this 422 and posts again with it. Asking is not a failure; a wrong or replayed code is.
      // A recovery code stands in for a lost authenticator's code: used up once, counted alike.
      if (
        user.google_secret !== null &&
        body.google_code === undefined &&
        body.recovery_code !== undefined
      ) {
        const refusal = await consumeRecoveryCodeForLogin(db, user, body.recovery_code, now);
        if (refusal) throw await failed('wrong_google_code', refusal);
      } else if (user.google_secret !== null) {
        if (body.google_code === undefined) throw fieldError('google_code', GOOGLE_CODE_REQUIRED);
        const secret = { id: user.id, google_secret: user.google_secret };
        const refusal = await consumeGoogleCode(db, secret, body.google_code, 'google_code', now)
          .then(() => null)
          .catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 422) return error;
            throw error;
          });
        if (refusal) throw await failed('wrong_google_code', refusal);
      }
      await clearLoginFailures(db, body.email);
      await record('success');
      const token = await startSession(ctx, user, device, single);
      return { token, user: toUserInfo(user) };
    },
    limited,
  );

  addRoute(app, ctx, logout, async ({ user }) => {
    await db.deleteFrom('sessions').where('token_hash', '=', user.tokenHash).execute();
    return null;
  });

  registerProfileRoutes(app, ctx, options);

  addRoute(
    app,
    ctx,
    forgetPassword,
    async ({ body }) => {
      const user = await userByEmail(db, body.email);
      // A system-made account (password hash '!': demo merchants, lead traders, copy
      // sub-accounts) has no owner to reset it: in demo mode anyone reads its code.
      if (!user || user.password_hash === NO_PASSWORD)
        throw fieldError('email', 'No account uses this e-mail');
      await consumeCode(db, {
        email: body.email,
        purpose: 'forget_password',
        code: body.email_code,
        now: ctx.now(),
      });
      const passwordHash = await hashPassword(body.password, cost);
      const now = ctx.now();
      const ended = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_updated_at: now })
          .where('id', '=', user.id)
          .execute();
        // A new password is a password change (issue 18): withdrawals wait 24 hours.
        await lockWithdrawals(trx, user.id, 'password_changed', now);
        // The owner proved the address with a code: a login lock on it ends too.
        await clearLoginFailures(trx, user.email);
        return endSessions(trx, user.id);
      });
      tellSessionsEnded(ctx, user.id, ended);
      return null;
    },
    limited,
  );

  addRoute(app, ctx, getAcceptInviteUsers, ({ user, query }) => invitedUsers(db, user.id, query));
}
