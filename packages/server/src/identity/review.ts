import type { DocumentType, IdentityStatus, KycLevel, ReviewStatus } from '@exchange/api';
import type { Selectable } from 'kysely';
import type { ServerContext } from '../http/context.ts';
import type { Executor } from '../wallet/ledger.ts';
import { maskDocumentNumber, maskFullName } from './basic-checks.ts';
import type { BasicDetails, IdentitySubmissionsTable } from './tables.ts';
import { levelLimits, withdrawnInDayValued } from './withdraw-limit.ts';

export type SubmissionRow = Selectable<IdentitySubmissionsTable>;
export type SubmittedLevel = Exclude<KycLevel, 'unverified'>;

/**
 * How long the demo reviewer takes before it approves a submission (ServerOptions.reviewMs,
 * DEMO_REVIEW_MS, shared with the authenticator reset's reviewer; default 30 s).
 */
export const DEFAULT_IDENTITY_REVIEW_MS = 30_000;

/** What the demo reviewer says when a test rejects without a reason of its own. */
export const DEFAULT_REJECT_REASON = 'The documents could not be verified';

/** The latest submission of a level, which is that level's state; undefined when none. */
export async function latestSubmission(
  db: Executor,
  userId: number,
  level: SubmittedLevel,
): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('identity_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('level', '=', level)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The highest approved level: advanced needs basic approved first, so it is read in order. */
export function levelFrom(basic?: SubmissionRow, advanced?: SubmissionRow): KycLevel {
  if (basic?.status !== 'approved') return 'unverified';
  return advanced?.status === 'approved' ? 'advanced' : 'basic';
}

/** The user's level as the withdrawal limit sees it. */
export async function levelOf(db: Executor, userId: number): Promise<KycLevel> {
  const [basic, advanced] = await Promise.all([
    latestSubmission(db, userId, 'basic'),
    latestSubmission(db, userId, 'advanced'),
  ]);
  return levelFrom(basic, advanced);
}

function reviewOf(row: SubmissionRow | undefined) {
  return {
    status: (row?.status ?? 'not_submitted') as ReviewStatus,
    reason: row?.reason ?? null,
    submitted_at: row?.submitted_at ?? null,
    reviewed_at: row?.reviewed_at ?? null,
  };
}

/** The basic form a row stores. */
function basicDetails(row: SubmissionRow): BasicDetails {
  return JSON.parse(row.details) as BasicDetails;
}

/** The stored file name per image key an advanced row stores. */
export function storedImages(row: SubmissionRow): Record<string, string> {
  return JSON.parse(row.details) as Record<string, string>;
}

/** GET /identity/status: both levels' reviews, the limits and the last 24 hours' withdrawals. */
export async function identityStatusOf(
  ctx: ServerContext,
  userId: number,
): Promise<IdentityStatus> {
  const { db } = ctx.storage;
  const [basic, advanced] = await Promise.all([
    latestSubmission(db, userId, 'basic'),
    latestSubmission(db, userId, 'advanced'),
  ]);
  const details = basic ? basicDetails(basic) : undefined;
  const withdrawn = await withdrawnInDayValued(ctx, userId);
  return {
    level: levelFrom(basic, advanced),
    basic: {
      ...reviewOf(basic),
      details: details
        ? {
            full_name: maskFullName(details.full_name),
            country: details.country,
            document_type: details.document_type as DocumentType,
            document_number: maskDocumentNumber(details.document_number),
            birth_date: details.birth_date,
          }
        : null,
    },
    advanced: {
      ...reviewOf(advanced),
      images: advanced ? Object.keys(storedImages(advanced)) : [],
    },
    limits: levelLimits(),
    withdrawn_24h: withdrawn,
  };
}

/**
 * Decide a pending submission, exactly once: the update only matches while it is pending, so a
 * sweep and a demo decision racing (or two sweeps, or a sweep after a restart) decide it once.
 * Answers whether this call decided it.
 */
export async function decideSubmission(
  db: Executor,
  id: number,
  decision: { approve: boolean; reason?: string | undefined; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('identity_submissions')
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? null : (decision.reason ?? DEFAULT_REJECT_REASON),
      reviewed_at: decision.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The demo reviewer: approve every pending submission whose time has come on the server's
 * clock (`due_at <= ctx.now()`). State lives in the database, so a restarted server picks up
 * where it stopped. Answers the ids it decided.
 */
export async function sweepIdentityReviews(ctx: ServerContext, userId?: number): Promise<number[]> {
  const { db } = ctx.storage;
  const now = ctx.now();
  let due = db
    .selectFrom('identity_submissions')
    .select('id')
    .where('status', '=', 'pending')
    .where('due_at', '<=', now);
  if (userId !== undefined) due = due.where('user_id', '=', userId);
  const rows = await due.orderBy('id').limit(500).execute();
  const decided: number[] = [];
  for (const row of rows)
    if (await decideSubmission(db, row.id, { approve: true, now })) decided.push(row.id);
  return decided;
}
