import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { GoogleResetsTable } from '../db/schema.ts';
import type { ServerContext } from '../http/context.ts';
import type { Executor } from '../wallet/ledger.ts';
import { mailSecurityNotice } from './mail.ts';
import { type EndedSession, endSessions, tellSessionsEnded } from './sessions.ts';
import { lockWithdrawals } from './withdraw-lock.ts';

/** How long the demo reviewer takes over an authenticator reset (DEMO_REVIEW_MS; default 30 s). */
export const DEFAULT_REVIEW_MS = 30_000;

/** How many one-time recovery codes binding the authenticator shows. */
export const RECOVERY_CODE_COUNT = 10;

/** No look-alike characters (0/O, 1/I): the codes are written down by hand. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten fresh recovery codes, "K7QM2-XW9PA" (50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < 10; i += 1)
      code += RECOVERY_ALPHABET.charAt(crypto.randomInt(RECOVERY_ALPHABET.length));
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The stored form of a recovery code: sha256 of its ten characters in capitals, no dash. */
export function hashRecoveryCode(code: string): string {
  const canonical = code.trim().toUpperCase().replaceAll('-', '');
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/** Replace the user's recovery codes with `codes` (stored hashed). */
export async function storeRecoveryCodes(
  trx: Executor,
  userId: number,
  codes: readonly string[],
): Promise<void> {
  await trx.deleteFrom('google_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('google_recovery_codes')
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })),
    )
    .execute();
}

/** The id of the user's unused recovery code `code`, or undefined. */
export async function unusedRecoveryCodeId(
  db: Executor,
  userId: number,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('google_recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** Use up a recovery code; false when it was used meanwhile (two requests racing). */
export async function useRecoveryCode(trx: Executor, id: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('google_recovery_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Remove the user's authenticator and its recovery codes (unbind, approved reset). */
export async function removeAuthenticator(trx: Executor, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      google_secret: null,
      google_pending_secret: null,
      google_last_step: null,
      is_google2fa: 0,
    })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('google_recovery_codes').where('user_id', '=', userId).execute();
}

/** What deciding a request did; null when it was no longer pending (decided once only). */
export interface ResetDecision {
  reset: Selectable<GoogleResetsTable>;
  ended: EndedSession[];
}

/**
 * Approve or reject a pending reset inside `trx`, exactly once: the status moves from pending by
 * a conditional update, so a second reviewer, a second sweep or a sweep after a restart finds
 * nothing to do. Approval removes the authenticator, locks withdrawals for 24 h (google_reset)
 * and ends the user's sessions (all, or all but `keepSessionId`); the caller tells the ended
 * devices after commit ({@link tellSessionsEnded}).
 */
export async function decideResetIn(
  trx: Executor,
  id: number,
  decision: { approve: boolean; note: string | null; keepSessionId?: number | undefined },
  now: number,
): Promise<ResetDecision | null> {
  const decided = await trx
    .updateTable('google_resets')
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      review_note: decision.approve ? null : decision.note,
      reviewed_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (decided.numUpdatedRows === 0n) return null;
  const reset = await trx
    .selectFrom('google_resets')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (!decision.approve) return { reset, ended: [] };
  await removeAuthenticator(trx, reset.user_id);
  await lockWithdrawals(trx, reset.user_id, 'google_reset', now);
  const ended = await endSessions(
    trx,
    reset.user_id,
    decision.keepSessionId === undefined ? {} : { except: decision.keepSessionId },
  );
  return { reset, ended };
}

/** Mail the owner the outcome and tell the ended devices (notify 44); after commit. */
export async function announceDecision(ctx: ServerContext, decided: ResetDecision): Promise<void> {
  const { reset, ended } = decided;
  const user = await ctx.storage.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', reset.user_id)
    .executeTakeFirst();
  if (user) {
    await mailSecurityNotice(ctx.storage.db, {
      email: user.email,
      ...(reset.status === 'approved'
        ? {
            title: 'your authenticator was removed',
            body:
              'Your request to reset the authenticator was approved: it no longer protects your ' +
              'account, every device was signed out and withdrawals are locked for 24 hours. ' +
              'Bind a new authenticator from the security centre.',
          }
        : {
            title: 'your authenticator reset was declined',
            body: `Your request to reset the authenticator was declined: ${reset.review_note ?? ''}`,
          }),
      now: ctx.now(),
    });
  }
  tellSessionsEnded(ctx, reset.user_id, ended);
}

/** Decide one pending request now (the demo reviewer route, the sweep). */
export async function decideGoogleReset(
  ctx: ServerContext,
  id: number,
  decision: { approve: boolean; note: string | null },
): Promise<ResetDecision | null> {
  const now = ctx.now();
  const decided = await ctx.storage.db
    .transaction()
    .execute((trx) => decideResetIn(trx, id, decision, now));
  if (decided) await announceDecision(ctx, decided);
  return decided;
}

/**
 * The demo reviewer's round: approve every pending request whose `due_at` has come (server
 * clock). All state is in the database, so a restart resumes and nothing is decided twice.
 * Returns how many it approved.
 */
export async function reviewDueGoogleResets(ctx: ServerContext): Promise<number> {
  const due = await ctx.storage.db
    .selectFrom('google_resets')
    .select('id')
    .where('status', '=', 'pending')
    .where('due_at', '<=', ctx.now())
    .orderBy('id')
    .execute();
  let approved = 0;
  for (const { id } of due) {
    if (await decideGoogleReset(ctx, id, { approve: true, note: null })) approved += 1;
  }
  return approved;
}

/**
 * Runs {@link reviewDueGoogleResets} every `everyMs` in demo mode (ServerOptions
 * demoReviewSweepMs); rounds never overlap. Tests call the sweep themselves.
 */
export class GoogleResetReviewer {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly ctx: ServerContext) {}

  start(everyMs: number, onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = reviewDueGoogleResets(this.ctx);
      this.running.catch(onError).finally(() => {
        this.running = null;
      });
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
