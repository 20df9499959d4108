import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type ReportBatch, stored } from './report-fold.ts';
import './report-tables.ts';

// What every fold of the report tick writes: its watermark and its batch's trades and sums.

export type Trx = Transaction<Database>;

/** A source's watermark: the last id (or, for options, settlement time) folded. */
export async function watermark(trx: Trx, source: string): Promise<number> {
  const row = await trx
    .selectFrom('report_watermarks')
    .select('last_id')
    .where('source', '=', source)
    .executeTakeFirst();
  return row ? row.last_id : 0;
}

export async function moveWatermark(trx: Trx, source: string, lastId: number): Promise<void> {
  await trx
    .insertInto('report_watermarks')
    .values({ source, last_id: lastId })
    .onConflict((oc) => oc.column('source').doUpdateSet({ last_id: lastId }))
    .execute();
}

/** Write a batch: its trades, then each daily row's new sums (read, add, write back). */
export async function writeBatch(trx: Trx, batch: ReportBatch): Promise<void> {
  for (let i = 0; i < batch.trades.length; i += 500)
    await trx
      .insertInto('report_trades')
      .values(batch.trades.slice(i, i + 500))
      .execute();
  for (const { key, sums } of batch.sums.values()) {
    const where = { user_id: key.userId, account: key.account, day: key.day, symbol: key.symbol };
    const old = await trx
      .selectFrom('report_daily')
      .selectAll()
      .where('user_id', '=', where.user_id)
      .where('account', '=', where.account)
      .where('day', '=', where.day)
      .where('symbol', '=', where.symbol)
      .executeTakeFirst();
    const values = {
      pnl: stored(sums.pnl.plus(old?.pnl ?? 0)),
      fees: stored(sums.fees.plus(old?.fees ?? 0)),
      funding: stored(sums.funding.plus(old?.funding ?? 0)),
      volume: stored(sums.volume.plus(old?.volume ?? 0)),
      net_deposit: stored(sums.netDeposit.plus(old?.net_deposit ?? 0)),
      trade_count: sums.tradeCount + (old?.trade_count ?? 0),
      closes: sums.closes + (old?.closes ?? 0),
      wins: sums.wins + (old?.wins ?? 0),
    };
    if (old)
      await trx
        .updateTable('report_daily')
        .set(values)
        .where('user_id', '=', where.user_id)
        .where('account', '=', where.account)
        .where('day', '=', where.day)
        .where('symbol', '=', where.symbol)
        .execute();
    else
      await trx
        .insertInto('report_daily')
        .values({ ...where, ...values })
        .execute();
  }
}
