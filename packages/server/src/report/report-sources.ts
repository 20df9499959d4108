import { Big } from 'big.js';
import { EMPTY_POSITION, type AverageCostPosition } from '@exchange/formulas';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PriceSource } from '../http/context.ts';
import { findSpotPair } from '../market/pairs.ts';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import {
  foldFunding,
  foldFutures,
  foldSpot,
  ReportBatch,
  stored,
  type SpotSide,
} from './report-fold.ts';
import { closeGaps, missingIds, openGaps, recordGaps } from './report-gaps.ts';
import { moveWatermark, type Trx, watermark, writeBatch } from './report-write.ts';
import '../contract/contract-tables.ts';
import '../contract/risk-tables.ts';
import '../market/tables.ts';

// The report's sources read by id (spot trades, contract fills, funding payments): one batch
// function for all three, each source saying only how it reads its rows and folds them.

export const BATCH = 5000;

/** The USDT value of one unit of `coin` (0 when it has no price). */
export function usdt(prices: PriceSource, coin: string): Big {
  if (coin === 'USDT') return new Big(1);
  const price = prices(coin);
  return price === undefined ? new Big(0) : new Big(price);
}

/** Which rows to read: the next ones above a watermark, or the rows of earlier gaps. */
export type IdRange = { after: number } | { ids: readonly number[] };

/** A source table read by id. */
export interface IdSource<Row extends { id: number }> {
  /** Its watermark's and its gaps' name. */
  name: string;
  /** Its rows above `after` in id order (at most BATCH), or those of `ids`. */
  read(trx: Trx, range: IdRange): Promise<Row[]>;
  /** Fold rows into the batch (and write what else the source keeps). */
  fold(trx: Trx, batch: ReportBatch, rows: readonly Row[]): Promise<void>;
}

/**
 * Fold a source's next rows and the rows that appeared in its gaps (report-gaps.ts), in one
 * transaction with the watermark, the new gaps and the closed ones; true when there may be more.
 * `gapped`: whether the source had gaps when the run began (else they are not looked up).
 */
export async function idBatch<Row extends { id: number }>(
  trx: Trx,
  source: IdSource<Row>,
  now: number,
  gapped: boolean,
): Promise<boolean> {
  const from = await watermark(trx, source.name);
  const rows = await source.read(trx, { after: from });
  const gaps = gapped ? await openGaps(trx, source.name, now) : [];
  const late = gaps.length > 0 ? await source.read(trx, { ids: gaps }) : [];
  if (rows.length === 0 && late.length === 0) return false;
  const batch = new ReportBatch();
  await source.fold(trx, batch, [...late, ...rows]);
  await writeBatch(trx, batch);
  if (late.length > 0)
    await closeGaps(
      trx,
      source.name,
      late.map((row) => row.id),
    );
  const last = rows.at(-1)?.id;
  if (last !== undefined) {
    const ids = rows.map((row) => row.id);
    await recordGaps(trx, source.name, missingIds(from, last, ids), now);
    await moveWatermark(trx, source.name, last);
  }
  return rows.length === BATCH;
}

type RowOf<T extends keyof Database> = Selectable<Database[T]>;
type IdTable = 'spot_trades' | 'contract_fills' | 'funding_payments';

/** A source's read of `table`: the rows above a watermark (id order, BATCH at most) or by id. */
function readById<T extends IdTable>(table: T): (trx: Trx, range: IdRange) => Promise<RowOf<T>[]> {
  return async (trx, range) => {
    // Read as the union of the three tables (a table chosen by T is beyond Kysely's types).
    const name: IdTable = table;
    const rows = trx.selectFrom(name).selectAll();
    const found =
      'ids' in range
        ? await rows
            .where('id', 'in', [...range.ids])
            .orderBy('id')
            .execute()
        : await rows.where('id', '>', range.after).orderBy('id').limit(BATCH).execute();
    // The rows are those of T's table.
    return found as RowOf<T>[];
  };
}

/** Spot trades: each user side at its average cost (report_spot_positions). */
export function spotSource(prices: PriceSource): IdSource<RowOf<'spot_trades'>> {
  return {
    name: 'spot',
    read: readById('spot_trades'),
    fold: async (trx, batch, rows) => {
      const positions = new Map<string, AverageCostPosition>();
      const positionOf = async (userId: number, symbol: string) => {
        const held = positions.get(`${String(userId)}|${symbol}`);
        if (held) return held;
        const row = await trx
          .selectFrom('report_spot_positions')
          .select(['amount', 'cost'])
          .where('user_id', '=', userId)
          .where('symbol', '=', symbol)
          .executeTakeFirst();
        return row ? { amount: new Big(row.amount), cost: new Big(row.cost) } : EMPTY_POSITION;
      };
      for (const row of rows) {
        const pair = findSpotPair(row.symbol);
        const quoteCoin = pair?.quote ?? 'USDT';
        const common = {
          tradeId: row.id,
          symbol: row.symbol,
          price: row.price,
          amount: row.amount,
          quote: row.quote,
          base: pair?.base ?? row.symbol,
          quote_coin: quoteCoin,
          quoteUsdt: usdt(prices, quoteCoin),
          createdAt: row.created_at,
        };
        const sides: SpotSide[] = [];
        if (row.buyer_id !== SYSTEM_USER)
          sides.push({ ...common, userId: row.buyer_id, side: 'buy', fee: row.buyer_fee });
        if (row.seller_id !== SYSTEM_USER)
          sides.push({ ...common, userId: row.seller_id, side: 'sell', fee: row.seller_fee });
        for (const side of sides) {
          const next = foldSpot(batch, await positionOf(side.userId, side.symbol), side);
          positions.set(`${String(side.userId)}|${side.symbol}`, next);
        }
      }
      for (const [key, position] of positions) {
        const [user, symbol] = key.split('|') as [string, string];
        const values = { amount: stored(position.amount), cost: stored(position.cost) };
        await trx
          .insertInto('report_spot_positions')
          .values({ user_id: Number(user), symbol, ...values })
          .onConflict((oc) => oc.columns(['user_id', 'symbol']).doUpdateSet(values))
          .execute();
      }
    },
  };
}

/** Contract fills (the insurance fund's and every trader's; the system user's left out). */
export const futuresSource: IdSource<RowOf<'contract_fills'>> = {
  name: 'futures',
  read: readById('contract_fills'),
  fold: (_trx, batch, rows) => {
    for (const row of rows) {
      if (row.user_id === SYSTEM_USER) continue;
      foldFutures(batch, {
        id: row.id,
        userId: row.user_id,
        symbol: row.symbol,
        side: row.side,
        action: row.action,
        price: row.price,
        amount: row.amount,
        fee: row.fee,
        realizedPnl: row.realized_pnl,
        createdAt: row.created_at,
      });
    }
    return Promise.resolve();
  },
};

/** Funding payments. */
export const fundingSource: IdSource<RowOf<'funding_payments'>> = {
  name: 'funding',
  read: readById('funding_payments'),
  fold: (_trx, batch, rows) => {
    for (const row of rows)
      foldFunding(batch, {
        id: row.id,
        userId: row.user_id,
        symbol: row.symbol,
        markPrice: row.mark_price,
        amountHeld: row.amount_held,
        amount: row.amount,
        fundingTime: row.funding_time,
      });
    return Promise.resolve();
  },
};
