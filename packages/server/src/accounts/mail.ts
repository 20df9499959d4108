import type { Executor } from '../wallet/ledger.ts';

/** The first line of every mail to an account with an anti-phishing code (issue 18). */
export const ANTI_PHISHING_PREFIX = 'Anti-phishing code: ';

/**
 * The reference exchange sends no real e-mail: every message goes to the `mailbox` table, which
 * demo mode shows at `GET /demo/mailbox`. Two kinds exist: verification codes
 * (email-codes.ts) and security notices ({@link mailSecurityNotice}). When the address belongs
 * to an account with an anti-phishing code, the body's first line carries it
 * ("Anti-phishing code: XXXX"), so the owner can tell a genuine mail from a forged one.
 */
export async function deliverMail(
  db: Executor,
  mail: { email: string; subject: string; body: string; now: number },
): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('anti_phishing_code')
    .where('email', '=', mail.email)
    .executeTakeFirst();
  const code = owner?.anti_phishing_code;
  const body = code ? `${ANTI_PHISHING_PREFIX}${code}\n${mail.body}` : mail.body;
  await db
    .insertInto('mailbox')
    .values({ email: mail.email, subject: mail.subject, body, created_at: mail.now })
    .execute();
}

/**
 * The verification code a mail carries (6 digits), read past its anti-phishing line (which may
 * itself be 6 digits), or null: the demo mailbox shows it beside the mail.
 */
export function verificationCodeIn(body: string): string | null {
  const text = body.startsWith(ANTI_PHISHING_PREFIX) ? body.slice(body.indexOf('\n') + 1) : body;
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

/**
 * A security notice to an account's owner (e.g. "logins are locked"). Its subject starts with
 * "Security notice:"; its text never holds a 6-digit number, so the demo mailbox never reads a
 * verification code out of it.
 */
export async function mailSecurityNotice(
  db: Executor,
  notice: { email: string; title: string; body: string; now: number },
): Promise<void> {
  await deliverMail(db, {
    email: notice.email,
    subject: `Security notice: ${notice.title}`,
    body: notice.body,
    now: notice.now,
  });
}
