import type { Executor } from '../wallet/ledger.ts';

/**
 * The reference exchange sends no real e-mail: every message goes to the `mailbox` table, which
 * demo mode shows at `GET /demo/mailbox`. Two kinds exist: verification codes
 * (email-codes.ts) and security notices ({@link mailSecurityNotice}).
 */
export async function deliverMail(
  db: Executor,
  mail: { email: string; subject: string; body: string; now: number },
): Promise<void> {
  await db
    .insertInto('mailbox')
    .values({ email: mail.email, subject: mail.subject, body: mail.body, created_at: mail.now })
    .execute();
}

/**
 * A security notice to an account's owner (e.g. "logins are locked"). Its subject starts with
 * "Security notice:"; its body never holds a 6-digit number, so the demo mailbox never reads a
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
