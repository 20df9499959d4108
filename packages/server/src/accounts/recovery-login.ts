import { fieldError, type HttpError } from '../http/errors.ts';
import type { Executor } from '../wallet/ledger.ts';
import { unusedRecoveryCodeId, useRecoveryCode } from './google-reset.ts';
import { RECOVERY_CODE_WRONG } from './google-routes.ts';
import { utcTime } from './login-throttle.ts';
import { mailSecurityNotice } from './mail.ts';

/** How many of the user's recovery codes are still unused. */
export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('google_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/**
 * Login's second step with a recovery code instead of the authenticator's (issue 18: the
 * authenticator is lost and no session is open to reach the reset page). An unused code of the
 * user is used up by a conditional update, so two logins racing with it cannot both pass, and
 * the owner is mailed a security notice telling how many are left and to reset the
 * authenticator. Answers the refusal (422 on recovery_code) for a wrong or used code, for the
 * caller to count like a wrong authenticator code; null when the code was good.
 */
export async function consumeRecoveryCodeForLogin(
  db: Executor,
  user: { id: number; email: string },
  code: string,
  now: number,
): Promise<HttpError | null> {
  const id = await unusedRecoveryCodeId(db, user.id, code);
  if (id === undefined || !(await useRecoveryCode(db, id, now)))
    return fieldError('recovery_code', RECOVERY_CODE_WRONG);
  const left = await recoveryCodesLeft(db, user.id);
  await mailSecurityNotice(db, {
    email: user.email,
    title: 'a recovery code was used to sign in',
    body:
      `A recovery code was used to sign in to your account at ${utcTime(now)} instead of the ` +
      `code from your authenticator app. Each code works once: ${left === 1 ? '1 is' : `${left} are`} ` +
      'left. If you no longer have your authenticator app, reset the authenticator now under ' +
      'Account > Security > Reset authenticator and bind it again, which gives you new ' +
      'recovery codes. If this was not you, someone has your password and a recovery code: ' +
      'change your password and reset the authenticator at once.',
    now,
  });
  return null;
}
