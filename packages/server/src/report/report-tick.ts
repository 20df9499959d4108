import { Big } from 'big.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PriceSource } from '../http/context.ts';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import { foldOption, ReportBatch, utcDay } from './report-fold.ts';
import { closeGaps, missingIds, openGaps, recordGaps } from './report-gaps.ts';
import type { ReportBook } from './report-tables.ts';
import {
  BATCH,
  fundingSource,
  futuresSource,
  idBatch,
  type IdSource,
  spotSource,
  usdt,
} from './report-sources.ts';
import { moveWatermark, type Trx, watermark, writeBatch } from './report-write.ts';
import '../option/option-tables.ts';
import './report-tables.ts';

// The report tick (issue 23): folds new fills, funding payments, option settlements and
// deposits/transfers into the report's tables, from each source's watermark. Each batch and its
// watermark commit in one transaction, so a row is counted exactly once whatever a crash or a
// restart does; the unique source index of report_trades would refuse a second count anyway.
//
// Id order is not commit order. The id sources (spot trades, contract fills, funding payments,
// ledger entries) are read by id above the watermark, and on PostgreSQL a transaction that took
// id 7 may commit after one that took id 8: a watermark moved to 8 would leave 7 behind for good.
// So the tick does not rely on ids becoming visible in order: every id it reads past without a
// row becomes a gap (report_gaps, report-gaps.ts), looked up again on each later run; the row
// that appears is folded then, and its gap deleted in the same transaction (exactly once). An id
// still missing after GAP_WAIT_MS (10 min, while settlements take milliseconds) was rolled back
// and is given up. Chosen over re-reading a trailing window of ids because only missing ids are
// looked at: a run with nothing new reads report_gaps once, and a fold with no gaps is unchanged.
// SQLite (one writer) only has gaps where a transaction rolled back.
// Options are read by settlement time (they settle out of id order), from the last folded time
// inclusive, with report_trades' unique index keeping each once.

/** Ledger ids scanned per batch for deposits and transfers (most entries are trades). */
const FLOW_SCAN = 50_000;

/** Ledger reasons that bring value into an account or take it out (the return's base). */
export const FLOW_REASONS = [
  'deposit',
  'withdraw',
  'withdraw_fee',
  'withdraw_cancel',
  'withdraw_refund',
  'transfer_in',
  'transfer_out',
  'transfer',
  'demo_grant',
  'earn_subscribe',
  'earn_redeem',
  'earn_interest',
  'launchpad_commit',
  'launchpad_refund',
  'launchpad_allocation',
  'c2c_escrow',
  'c2c_release',
  'c2c_refund',
] as const;

const FLOW_KINDS: Readonly<Record<string, ReportBook>> = {
  spot: 'spot',
  futures: 'futures',
  finance: 'finance',
};

/**
 * Options settle out of id order, so their watermark is a settlement time: the orders settled
 * since then are folded unless report_trades already holds them (the unique source index).
 */
async function optionBatch(trx: Trx, prices: PriceSource): Promise<boolean> {
  const from = await watermark(trx, 'option');
  const rows = await trx
    .selectFrom('option_orders')
    .selectAll()
    .where('status', '!=', 'open')
    .where('settled_at', '>=', from)
    .orderBy('settled_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const known = new Set(
    rows.length === 0
      ? []
      : (
          await trx
            .selectFrom('report_trades')
            .select('source_id')
            .where('kind', '=', 'option')
            .where(
              'source_id',
              'in',
              rows.map((row) => row.id),
            )
            .execute()
        ).map((row) => row.source_id),
  );
  const fresh = rows.filter((row) => !known.has(row.id));
  if (fresh.length === 0) return false;
  const batch = new ReportBatch();
  for (const row of fresh)
    foldOption(batch, {
      id: row.id,
      userId: row.user_id,
      symbol: row.symbol,
      coin: row.coin,
      direction: row.direction,
      openPrice: row.open_price ?? '0',
      stake: row.amount,
      profit: row.profit ?? '0',
      coinUsdt: usdt(prices, row.coin),
      settledAt: row.settled_at ?? 0,
    });
  await writeBatch(trx, batch);
  await moveWatermark(trx, 'option', rows[rows.length - 1]?.settled_at ?? from);
  return rows.length === BATCH;
}

/**
 * Deposits, withdrawals and transfers of spot, futures and finance accounts (the return's base):
 * ledger entries scanned by id range (every entry's id, to find the gaps), the flows among them
 * and those that appeared in earlier gaps folded.
 */
async function flowBatch(
  trx: Trx,
  prices: PriceSource,
  now: number,
  gapped: boolean,
): Promise<boolean> {
  const from = await watermark(trx, 'flows');
  const top = await trx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const last = Math.min(top?.id ?? 0, from + FLOW_SCAN);
  const gaps = gapped ? await openGaps(trx, 'flows', now) : [];
  if (last <= from && gaps.length === 0) return false;
  const flows = (range: { after: number; upTo: number } | { ids: readonly number[] }) => {
    const query = trx
      .selectFrom('ledger_entries')
      .select(['user_id', 'kind', 'coin', 'balance_delta', 'created_at'])
      .where('reason', 'in', FLOW_REASONS)
      .where('user_id', '!=', SYSTEM_USER);
    return 'ids' in range
      ? query.where('id', 'in', [...range.ids]).execute()
      : query.where('id', '>', range.after).where('id', '<=', range.upTo).execute();
  };
  const found =
    gaps.length > 0
      ? (await trx.selectFrom('ledger_entries').select('id').where('id', 'in', gaps).execute()).map(
          (row) => row.id,
        )
      : [];
  const rows = [
    ...(found.length > 0 ? await flows({ ids: found }) : []),
    ...(last > from ? await flows({ after: from, upTo: last }) : []),
  ];
  const batch = new ReportBatch();
  for (const row of rows) {
    const account = FLOW_KINDS[row.kind];
    if (!account) continue;
    batch.add(
      { userId: row.user_id, account, day: utcDay(row.created_at), symbol: '' },
      { netDeposit: new Big(row.balance_delta).times(usdt(prices, row.coin)) },
    );
  }
  await writeBatch(trx, batch);
  if (found.length > 0) await closeGaps(trx, 'flows', found);
  if (last > from) {
    const seen = await trx
      .selectFrom('ledger_entries')
      .select('id')
      .where('id', '>', from)
      .where('id', '<=', last)
      .execute();
    const ids = seen.map((row) => row.id);
    await recordGaps(trx, 'flows', missingIds(from, last, ids), now);
    await moveWatermark(trx, 'flows', last);
  }
  return last < (top?.id ?? 0);
}

/**
 * Fold everything new into the report's tables, batch after batch until caught up, and the rows
 * that appeared in earlier gaps. Runs of the tick never overlap (`ReportTick` chains them).
 * `now`: the clock gaps are timed by (wall time: how long a transaction has held an id).
 */
export async function catchUp(
  db: Kysely<Database>,
  prices: PriceSource,
  now: () => number = Date.now,
): Promise<void> {
  // One read tells which sources have gaps; a source without any never looks them up.
  const gapped = new Set(
    (await db.selectFrom('report_gaps').select('source').distinct().execute()).map(
      (row) => row.source,
    ),
  );
  type Step = (trx: Trx, first: boolean) => Promise<boolean>;
  const byId =
    <Row extends { id: number }>(source: IdSource<Row>): Step =>
    (trx, first) =>
      idBatch(trx, source, now(), first && gapped.has(source.name));
  const steps: Step[] = [
    byId(spotSource(prices)),
    byId(futuresSource),
    byId(fundingSource),
    (trx) => optionBatch(trx, prices),
    (trx, first) => flowBatch(trx, prices, now(), first && gapped.has('flows')),
  ];
  for (const step of steps) {
    let first = true;
    let more = true;
    while (more) {
      const looked = first;
      more = await db.transaction().execute((trx) => step(trx, looked));
      first = false;
    }
  }
}

/** The tick's runs, one at a time: a request waiting for fresh figures joins the current run. */
export class ReportTick {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly prices: PriceSource,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a caller came while the last run was going (it may have missed their rows). */
  private rerunAsked(): boolean {
    return this.again;
  }

  /** Resolves when no run is in progress (the server waits for it before closing). */
  async settled(): Promise<void> {
    await this.running;
  }

  /** Catch up now (or after the run in progress, which may have missed the latest rows). */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await catchUp(this.db, this.prices, this.now);
        } while (this.rerunAsked());
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
