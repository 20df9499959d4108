import type { FastifyInstance } from 'fastify';
import { securitySendCode, type SecurityCodePurpose } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { issueCode } from './email-codes.ts';
import { issueSmsCode, maskMobile } from './sms.ts';
import { maskEmail, userByEmail, userById } from './users.ts';

/** Purposes whose code goes to a new address rather than the account's own. */
const TO_NEW_ADDRESS: ReadonlySet<SecurityCodePurpose> = new Set([
  'bind_email',
  'modify_email_new',
]);

export const EMAIL_TAKEN = 'This e-mail is already used by an account';
export const MOBILE_TAKEN = 'This number is already used by an account';
export const EMAIL_ALREADY_BOUND = 'An e-mail address is already bound to this account';
export const MOBILE_ALREADY_BOUND = 'A mobile number is already bound to this account';

/**
 * POST /security/sendCode (issue 18): a code for one security change, valid only for its purpose.
 * E-mail purposes go to the account's own address, except bind_email and modify_email_new, which
 * go to the new address (refused when any account uses it); bind_mobile goes by SMS to the number
 * (refused when the account has one or another account uses it). Codes live 10 minutes, are used
 * once, die after 5 wrong tries, and the resend guard applies (ServerOptions.codeResendMs).
 */
export function registerSecurityCodeRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: {
    codeResendMs?: number | undefined;
    /** Requests per minute per client address, as on login and getCaptcha. */
    rateLimitPerMinute: number;
  },
): void {
  const { db } = ctx.storage;
  // The resend guard is per target: without a limit per client, one account could mail a code
  // to a new address after another (modify_email_new) as fast as it likes.
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } };

  addRoute(
    app,
    ctx,
    securitySendCode,
    async ({ user, body, request }) => {
      const account = await userById(db, user.id);
      if (!account) throw new HttpError(401, 'Login expired, please log in again');
      const log = (line: string) => {
        request.log.info(line);
      };
      const now = ctx.now();
      if (body.purpose === 'bind_mobile') {
        const countryCode = body.country_code ?? '';
        const mobile = body.mobile ?? '';
        if (account.mobile !== null) throw fieldError('mobile', MOBILE_ALREADY_BOUND);
        if (await mobileInUse(ctx, countryCode, mobile)) throw fieldError('mobile', MOBILE_TAKEN);
        const sent = await issueSmsCode(db, {
          countryCode,
          mobile,
          purpose: body.purpose,
          now,
          log,
          resendAfterMs: options.codeResendMs,
        });
        return { ...sent, masked_target: maskMobile(countryCode, mobile) };
      }
      let email = account.email;
      if (TO_NEW_ADDRESS.has(body.purpose)) {
        // Accounts always have an address today (they register with one): there is nothing to
        // bind, and the page offers modify-email instead.
        if (body.purpose === 'bind_email' && account.email)
          throw fieldError('email', EMAIL_ALREADY_BOUND);
        email = body.email ?? '';
        if (await userByEmail(db, email)) throw fieldError('email', EMAIL_TAKEN);
      }
      const sent = await issueCode(db, {
        email,
        purpose: body.purpose,
        now,
        log,
        resendAfterMs: options.codeResendMs,
      });
      return { ...sent, masked_target: maskEmail(email) };
    },
    limited,
  );
}

/** Whether any account has this number bound. */
export async function mobileInUse(
  ctx: ServerContext,
  countryCode: string,
  mobile: string,
): Promise<boolean> {
  const row = await ctx.storage.db
    .selectFrom('users')
    .select('id')
    .where('country_code', '=', countryCode)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return row !== undefined;
}
