import { Secret, TOTP } from 'otpauth';
import { fieldError } from '../http/errors.ts';
import type { Executor } from '../wallet/ledger.ts';

/**
 * The authenticator (issue 18): TOTP of RFC 6238 as Google Authenticator and its peers read it:
 * HMAC-SHA-1, 6 digits, a new code every 30 s. A code of the step before or after the server's
 * is accepted too (clocks drift); each step is accepted once per user (replay refused).
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;

export const GOOGLE_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const GOOGLE_CODE_WRONG = 'The authenticator code is incorrect';
export const GOOGLE_CODE_USED =
  'This authenticator code has already been used; wait for the next one';

function totpOf(secret: string, label = 'account', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, the size RFC 4226 recommends), base32 without padding. */
export function newGoogleSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI the page draws as a QR code. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The code an authenticator shows at `now` (tests and the demo use it). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** The 30-second time-step `code` belongs to, within one step of `now`; null when it is wrong. */
export function totpStep(secret: string, code: string, now: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Check `code` against the user's bound secret and use it up: wrong is a 422 on `field`, and so
 * is a code of a step already used (or older), even by a request running at the same time (the
 * step is claimed by a conditional update).
 */
export async function consumeGoogleCode(
  db: Executor,
  user: { id: number; google_secret: string },
  code: string,
  field: string,
  now: number,
): Promise<void> {
  const step = totpStep(user.google_secret, code, now);
  if (step === null) throw fieldError(field, GOOGLE_CODE_WRONG);
  const claimed = await db
    .updateTable('users')
    .set({ google_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('google_last_step', 'is', null), eb('google_last_step', '<', step)]))
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw fieldError(field, GOOGLE_CODE_USED);
}

/**
 * The authenticator check of every sensitive change (withdrawal, password, e-mail, anti-phishing,
 * the login's second step): nothing to do while the user has none bound; once bound, `code` must
 * be present, right and not used before, else a 422 on `field`. Run it before any other code
 * (e-mail, SMS) is used up, so a refusal here leaves those codes valid.
 *
 * @example await requireGoogleCodeWhenBound(trx, user.id, body.google_code, 'google_code', ctx.now());
 */
export async function requireGoogleCodeWhenBound(
  db: Executor,
  userId: number,
  code: string | undefined,
  field: string,
  now: number,
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'google_secret'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.google_secret === null) return;
  if (code === undefined || code === '') throw fieldError(field, GOOGLE_CODE_REQUIRED);
  await consumeGoogleCode(db, { id: row.id, google_secret: row.google_secret }, code, field, now);
}
