import crypto from 'node:crypto';
import { fieldError, HttpError } from '../http/errors.ts';
import type { Executor } from '../wallet/ledger.ts';
import { deliverMail } from './mail.ts';

/** A code is good for 10 minutes and 5 wrong guesses; a new one may be asked for after 60 s. */
export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_ATTEMPTS = 5;

/** What a code is for and where it went. */
export interface CodeTarget {
  /**
   * Where the code went: an e-mail address, or for a code sent by SMS the number as
   * `+44 7700900123` (sms.ts). Stored in the `email` column of `email_codes`.
   */
  email: string;
  /**
   * What the code is for (the `scene` column): a captcha type of the login pages (register,
   * forget_password, withdraw …) or a security code purpose (api SECURITY_CODE_PURPOSES). A code
   * is good only for its purpose.
   */
  purpose: string;
}

/**
 * Create a 6-digit code for a target and purpose, valid for 10 minutes. Refuses (429) a new code
 * within `resendAfterMs` of the last one for the same target and purpose. The caller delivers it
 * ({@link issueCode} by e-mail, sms.ts by SMS).
 */
export async function createCode(
  db: Executor,
  input: CodeTarget & { now: number; resendAfterMs?: number | undefined },
): Promise<{ code: string; expires_at: number; resend_at: number }> {
  const resendAfter = input.resendAfterMs ?? RESEND_AFTER_MS;
  const last = await db
    .selectFrom('email_codes')
    .select('created_at')
    .where('email', '=', input.email)
    .where('scene', '=', input.purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last && input.now - last.created_at < resendAfter) {
    throw new HttpError(
      429,
      `Please wait ${Math.ceil((last.created_at + resendAfter - input.now) / 1000)} s before asking for another code`,
    );
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = input.now + CODE_TTL_MS;
  await db
    .insertInto('email_codes')
    .values({
      email: input.email,
      scene: input.purpose,
      code,
      attempts: 0,
      expires_at: expiresAt,
      consumed_at: null,
      created_at: input.now,
    })
    .execute();
  return { code, expires_at: expiresAt, resend_at: input.now + resendAfter };
}

/**
 * Create a 6-digit code for an address and purpose and drop it into the demo mailbox
 * (the reference exchange sends no real e-mail). Refuses a new code within 60 s of the last.
 */
export async function issueCode(
  db: Executor,
  input: CodeTarget & {
    now: number;
    log: (line: string) => void;
    /** The resend guard; {@link RESEND_AFTER_MS} unless a demo or test server shortens it. */
    resendAfterMs?: number | undefined;
  },
): Promise<{ expires_at: number; resend_at: number }> {
  const { code, expires_at, resend_at } = await createCode(db, input);
  await deliverMail(db, {
    email: input.email,
    subject: `Your ${input.purpose.replaceAll('_', ' ')} code`,
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    now: input.now,
  });
  input.log(`demo mailbox: ${input.purpose} code for ${input.email} is ${code}`);
  return { expires_at, resend_at };
}

/**
 * Check the latest code for a target and purpose without using it up; a wrong, used or expired
 * code is a 422 on `field`. Wrong guesses count; after {@link MAX_ATTEMPTS} the code is dead.
 * Returns the code's row id for {@link useCode}: a change that needs two codes checks both before
 * using either, so a typo in the second does not cost the first.
 */
export async function checkCode(
  db: Executor,
  input: CodeTarget & { code: string; now: number; field?: string },
): Promise<number> {
  const field = input.field ?? 'email_code';
  const row = await db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', input.email)
    .where('scene', '=', input.purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (
    !row ||
    row.consumed_at !== null ||
    row.expires_at < input.now ||
    row.attempts >= MAX_ATTEMPTS
  ) {
    throw fieldError(field, 'The code has expired, please request a new one');
  }
  const match = crypto.timingSafeEqual(
    Buffer.from(row.code),
    Buffer.from(input.code.padEnd(row.code.length).slice(0, row.code.length)),
  );
  if (!match) {
    await db
      .updateTable('email_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    throw fieldError(field, 'The code is incorrect');
  }
  return row.id;
}

/**
 * Use up a code {@link checkCode} accepted. Two requests racing with the same code: only one
 * uses it, the other gets the 422 on `field` an used code gets.
 */
export async function useCode(
  db: Executor,
  id: number,
  now: number,
  field = 'email_code',
): Promise<void> {
  const used = await db
    .updateTable('email_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows === 0n)
    throw fieldError(field, 'The code has expired, please request a new one');
}

/**
 * Use up the latest code for a target and purpose; a wrong, used or expired code is a 422 on
 * `field`. Wrong guesses count; after {@link MAX_ATTEMPTS} the code is dead.
 */
export async function consumeCode(
  db: Executor,
  input: CodeTarget & { code: string; now: number; field?: string },
): Promise<void> {
  const id = await checkCode(db, input);
  await useCode(db, id, input.now, input.field);
}
