import { Big } from 'big.js';
import { EMPTY_POSITION, type AverageCostPosition } from '@exchange/formulas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PriceSource } from '../http/context.ts';
import { findSpotPair } from '../market/pairs.ts';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import {
  foldFunding,
  foldFutures,
  foldOption,
  foldSpot,
  ReportBatch,
  stored,
  utcDay,
  type SpotSide,
} from './report-fold.ts';
import type { ReportBook } from './report-tables.ts';
import '../contract/contract-tables.ts';
import '../contract/risk-tables.ts';
import '../market/tables.ts';
import '../option/option-tables.ts';
import './report-tables.ts';

// The report tick (issue 23): folds new fills, funding payments, option settlements and
// deposits/transfers into the report's tables, from each source's watermark. Each batch and its
// watermark commit in one transaction, so a row is counted exactly once whatever a crash or a
// restart does; the unique source index of report_trades would refuse a second count anyway.
// The id watermarks assume a table's rows become visible in id order, which SQLite's single
// writer guarantees; on PostgreSQL two transactions writing the same table and committing out of
// id order could leave the earlier row behind the watermark (README "Trading reports").

const BATCH = 5000;
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

type Trx = Transaction<Database>;

async function watermark(trx: Trx, source: string): Promise<number> {
  const row = await trx
    .selectFrom('report_watermarks')
    .select('last_id')
    .where('source', '=', source)
    .executeTakeFirst();
  return row ? row.last_id : 0;
}

async function moveWatermark(trx: Trx, source: string, lastId: number): Promise<void> {
  await trx
    .insertInto('report_watermarks')
    .values({ source, last_id: lastId })
    .onConflict((oc) => oc.column('source').doUpdateSet({ last_id: lastId }))
    .execute();
}

/** Write a batch: its trades, then each daily row's new sums (read, add, write back). */
async function writeBatch(trx: Trx, batch: ReportBatch): Promise<void> {
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

function usdt(prices: PriceSource, coin: string): Big {
  if (coin === 'USDT') return new Big(1);
  const price = prices(coin);
  return price === undefined ? new Big(0) : new Big(price);
}

/** Fold the next spot trades; true when there may be more. */
async function spotBatch(trx: Trx, prices: PriceSource): Promise<boolean> {
  const from = await watermark(trx, 'spot');
  const rows = await trx
    .selectFrom('spot_trades')
    .selectAll()
    .where('id', '>', from)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return false;
  const batch = new ReportBatch();
  const positions = new Map<string, AverageCostPosition>();
  const positionOf = async (userId: number, symbol: string) => {
    const key = `${String(userId)}|${symbol}`;
    const held = positions.get(key);
    if (held) return held;
    const row = await trx
      .selectFrom('report_spot_positions')
      .select(['amount', 'cost'])
      .where('user_id', '=', userId)
      .where('symbol', '=', symbol)
      .executeTakeFirst();
    const loaded = row ? { amount: new Big(row.amount), cost: new Big(row.cost) } : EMPTY_POSITION;
    positions.set(key, loaded);
    return loaded;
  };
  for (const row of rows) {
    const pair = findSpotPair(row.symbol);
    const base = pair?.base ?? row.symbol;
    const quoteCoin = pair?.quote ?? 'USDT';
    const sides: SpotSide[] = [];
    const common = {
      tradeId: row.id,
      symbol: row.symbol,
      price: row.price,
      amount: row.amount,
      quote: row.quote,
      base,
      quote_coin: quoteCoin,
      quoteUsdt: usdt(prices, quoteCoin),
      createdAt: row.created_at,
    };
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
  await writeBatch(trx, batch);
  await moveWatermark(trx, 'spot', rows[rows.length - 1]?.id ?? from);
  return rows.length === BATCH;
}

async function futuresBatch(trx: Trx): Promise<boolean> {
  const from = await watermark(trx, 'futures');
  const rows = await trx
    .selectFrom('contract_fills')
    .selectAll()
    .where('id', '>', from)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return false;
  const batch = new ReportBatch();
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
  await writeBatch(trx, batch);
  await moveWatermark(trx, 'futures', rows[rows.length - 1]?.id ?? from);
  return rows.length === BATCH;
}

async function fundingBatch(trx: Trx): Promise<boolean> {
  const from = await watermark(trx, 'funding');
  const rows = await trx
    .selectFrom('funding_payments')
    .selectAll()
    .where('id', '>', from)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return false;
  const batch = new ReportBatch();
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
  await writeBatch(trx, batch);
  await moveWatermark(trx, 'funding', rows[rows.length - 1]?.id ?? from);
  return rows.length === BATCH;
}

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

/** Deposits, withdrawals and transfers of spot and futures accounts: the return's base. */
async function flowBatch(trx: Trx, prices: PriceSource): Promise<boolean> {
  const from = await watermark(trx, 'flows');
  const top = await trx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const last = Math.min(top?.id ?? 0, from + FLOW_SCAN);
  if (last <= from) return false;
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['user_id', 'kind', 'coin', 'balance_delta', 'created_at'])
    .where('id', '>', from)
    .where('id', '<=', last)
    .where('reason', 'in', FLOW_REASONS)
    .where('user_id', '!=', SYSTEM_USER)
    .execute();
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
  await moveWatermark(trx, 'flows', last);
  return last < (top?.id ?? 0);
}

/**
 * Fold everything new into the report's tables, batch after batch until caught up. Runs of the
 * tick never overlap (`ReportTick` chains them).
 */
export async function catchUp(db: Kysely<Database>, prices: PriceSource): Promise<void> {
  const steps: ((trx: Trx) => Promise<boolean>)[] = [
    (trx) => spotBatch(trx, prices),
    futuresBatch,
    fundingBatch,
    (trx) => optionBatch(trx, prices),
    (trx) => flowBatch(trx, prices),
  ];
  for (const step of steps) {
    let more = true;
    while (more) more = await db.transaction().execute(step);
  }
}

/** The tick's runs, one at a time: a request waiting for fresh figures joins the current run. */
export class ReportTick {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly prices: PriceSource,
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
          await catchUp(this.db, this.prices);
        } while (this.rerunAsked());
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
