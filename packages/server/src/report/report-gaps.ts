import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import './report-tables.ts';

// The report tick reads each source by id above a watermark. On PostgreSQL an id is taken when a
// row is inserted, not when its transaction commits, so two writers of one table can commit out
// of id order: a tick may see id 8 while id 7's transaction is still running, and a watermark
// moved to 8 would skip 7 for ever. Instead of relying on id-order visibility, every id the tick
// reads past without a row is kept as a gap (report_gaps); each later run looks the gaps up
// again, folds the rows that appeared (exactly once: the gap is deleted in the same
// transaction), and gives an id up as rolled back once it has been missing for GAP_WAIT_MS. On
// SQLite (one writer, ids visible in order) gaps only come from rollbacks. The cost is one
// indexed read of report_gaps per source and run, and nothing re-read otherwise.

/**
 * How long a missing id is looked for: far longer than any settlement transaction runs (they
 * take milliseconds), so an id still missing after it was rolled back. A row whose transaction
 * commits later than this after a higher id was folded would not be counted.
 */
export const GAP_WAIT_MS = 10 * 60_000;

/** Ids between `after` (exclusive) and `upTo` (inclusive) that are not in `seen`. */
export function missingIds(after: number, upTo: number, seen: readonly number[]): number[] {
  const present = new Set(seen);
  const missing: number[] = [];
  for (let id = after + 1; id <= upTo; id += 1) if (!present.has(id)) missing.push(id);
  return missing;
}

type Trx = Transaction<Database>;

/** Remember ids read past without a row, seen now. */
export async function recordGaps(
  trx: Trx,
  source: string,
  ids: readonly number[],
  now: number,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await trx
      .insertInto('report_gaps')
      .values(ids.slice(i, i + 500).map((id) => ({ source, source_id: id, seen_at: now })))
      .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
      .execute();
}

/**
 * The source's gaps to look up again in this run: those missing for GAP_WAIT_MS are dropped
 * (rolled back), the others returned, oldest id first.
 */
export async function openGaps(trx: Trx, source: string, now: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('report_gaps')
    .select(['source_id', 'seen_at'])
    .where('source', '=', source)
    .orderBy('source_id')
    .execute();
  if (rows.length === 0) return [];
  const expired = rows.filter((row) => now - row.seen_at >= GAP_WAIT_MS);
  if (expired.length > 0)
    await trx
      .deleteFrom('report_gaps')
      .where('source', '=', source)
      .where('seen_at', '<=', now - GAP_WAIT_MS)
      .execute();
  return rows.filter((row) => now - row.seen_at < GAP_WAIT_MS).map((row) => row.source_id);
}

/** The gaps whose rows were found (and folded in this transaction) are closed. */
export async function closeGaps(trx: Trx, source: string, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await trx
      .deleteFrom('report_gaps')
      .where('source', '=', source)
      .where('source_id', 'in', ids.slice(i, i + 500))
      .execute();
}
