import { Big } from 'big.js';
import { sql } from 'kysely';
import type { Page, SpotFill } from '@exchange/api';
import type { Bar, PublicTrade } from '@exchange/api/socket';
import type { Executor } from '../wallet/ledger.ts';
import type { Fill } from './matching-engine.ts';
import type { BookOrder, OrderType, Side } from './order-book.ts';
import { plain } from './spot-order-view.ts';
import type { SpotOrdersTable } from './tables.ts';
import './tables.ts';
import { pageOf } from '../db/page.ts';
import { sqliteFast } from '../db/sqlite-fast.ts';

// The spot market's rows: orders, trades, 1-minute candles and the market settings. Every
// write takes the open transaction, so an order, its fills and its ledger movements commit
// together (issue 5).

/**
 * The seed and history anchor fixed at first start; written once, read back on every restart
 * so the generated past never changes.
 *
 * @example const { seed, anchor } = await marketSettings(db, { seed: 42, anchor: Date.now() });
 */
export async function marketSettings(
  db: Executor,
  first: { seed: number; anchor: number },
): Promise<{ seed: number; anchor: number }> {
  const meta = new Map(
    (await db.selectFrom('market_meta').selectAll().execute()).map((r) => [r.key, r.value]),
  );
  const seed = Number(meta.get('seed') ?? Number.NaN);
  const anchor = Number(meta.get('history_anchor') ?? Number.NaN);
  if (Number.isFinite(seed) && Number.isFinite(anchor)) return { seed, anchor };
  await db
    .insertInto('market_meta')
    .values([
      { key: 'seed', value: String(first.seed) },
      { key: 'history_anchor', value: String(first.anchor) },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return first;
}

/** A pair's stored 1-minute candles (built from its real trades), ascending. */
export async function storedMinuteBars(db: Executor, symbol: string): Promise<Bar[]> {
  const rows = await db
    .selectFrom('spot_klines')
    .selectAll()
    .where('symbol', '=', symbol)
    .orderBy('ts')
    .execute();
  return rows.map((row) => ({
    timestamp: row.ts,
    open: plain(row.open),
    high: plain(row.high),
    low: plain(row.low),
    close: plain(row.close),
    volume: plain(row.volume),
    turnover: plain(row.turnover),
  }));
}

/** A pair's latest trades, newest first. */
export async function recentTrades(
  db: Executor,
  symbol: string,
  limit: number,
): Promise<PublicTrade[]> {
  const rows = await db
    .selectFrom('spot_trades')
    .selectAll()
    .where('symbol', '=', symbol)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((t) => ({
    id: String(t.id),
    price: plain(t.price),
    amount: plain(t.amount),
    side: t.taker_side,
    ts: t.created_at,
  }));
}

/** The fills' filters: pair, the user's side, created_at from (inclusive) to (exclusive), ms. */
export interface FillFilter {
  symbol?: string | undefined;
  side?: Side | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * A user's fills (their side of each trade), newest first, one page of them and the total, as
 * the api's `SpotFill` but for `fee_coin`, which the caller adds from the pair.
 * A trade between two of the user's own orders counts twice, once per side, so the buyer's and
 * the seller's halves are read as two selects joined by UNION ALL.
 *
 * @example const { list, total } = await userFills(db, 7, { symbol: 'BTCUSDT', page: 1, limit: 20 });
 */
export async function userFills(
  db: Executor,
  userId: number,
  query: FillFilter & { page: number; limit: number },
): Promise<Page<Omit<SpotFill, 'fee_coin'>>> {
  const half = (side: Side) => {
    let q = db
      .selectFrom('spot_trades')
      .select([
        'id',
        'symbol',
        'price',
        'amount',
        'quote',
        'taker_side',
        'maker_order_id',
        'taker_order_id',
        'created_at',
      ])
      .select(side === 'buy' ? 'buyer_fee as fee' : 'seller_fee as fee')
      // A literal cast to text: PostgreSQL cannot type a bare literal in a UNION subquery.
      .select(sql<Side>`cast(${sql.lit(side)} as text)`.as('side'))
      .where(side === 'buy' ? 'buyer_id' : 'seller_id', '=', userId);
    if (query.symbol !== undefined) q = q.where('symbol', '=', query.symbol);
    if (query.from !== undefined) q = q.where('created_at', '>=', query.from);
    if (query.to !== undefined) q = q.where('created_at', '<', query.to);
    return q;
  };
  const halves =
    query.side === 'buy'
      ? half('buy')
      : query.side === 'sell'
        ? half('sell')
        : half('buy').unionAll(half('sell'));
  const fills = db.selectFrom(halves.as('fills'));
  return pageOf(
    fills,
    query,
    (q) => q.selectAll().orderBy('id', 'desc').orderBy('side'),
    (row): Omit<SpotFill, 'fee_coin'> => {
      const taker = row.taker_side === row.side;
      return {
        id: row.id,
        order_id: taker ? row.taker_order_id : row.maker_order_id,
        symbol: row.symbol,
        side: row.side,
        price: plain(row.price),
        amount: plain(row.amount),
        quote_amount: plain(row.quote),
        fee: plain(row.fee),
        role: taker ? 'taker' : 'maker',
        created_at: row.created_at,
      };
    },
  );
}

/** Every resting order (open or partly filled limit orders), oldest first: the books to rebuild. */
export async function restingOrders(db: Executor): Promise<BookOrder[]> {
  const rows = await db
    .selectFrom('spot_orders')
    .selectAll()
    .where('status', 'in', ['open', 'partial'])
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    row.price === null
      ? []
      : [
          {
            id: String(row.id),
            userId: row.user_id,
            symbol: row.symbol,
            side: row.side,
            type: row.type,
            price: new Big(row.price),
            amount: new Big(row.amount),
            filled: new Big(row.filled),
            filledQuote: new Big(row.filled_quote),
            fee: new Big(row.fee),
            frozen: new Big(row.frozen),
            status: row.status,
            seq: row.id,
            ts: row.created_at,
            clientOrderId: row.client_order_id,
          },
        ],
  );
}

type OrderRow = Omit<SpotOrdersTable, 'id'> & { id: number };

/** The order a user already placed under this client order id, if any (idempotent placement). */
export function orderByClientId(
  db: Executor,
  userId: number,
  clientOrderId: string,
): Promise<OrderRow | undefined> {
  // SQLite in a transaction: the same query, prepared (db/sqlite-fast.ts).
  const fast = sqliteFast(db);
  if (fast)
    return Promise.resolve(
      fast
        .statement('select * from "spot_orders" where "user_id" = ? and "client_order_id" = ?')
        .get(userId, clientOrderId) as OrderRow | undefined,
    );
  return db
    .selectFrom('spot_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_order_id', '=', clientOrderId)
    .executeTakeFirst();
}

export function orderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('spot_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Insert a new order (nothing filled yet); its id is also its time priority. */
export async function insertOrder(
  trx: Executor,
  order: {
    userId: number;
    clientOrderId: string;
    symbol: string;
    side: Side;
    type: OrderType;
    price: string | null;
    amount: string;
    ts: number;
  },
): Promise<number> {
  const fast = sqliteFast(trx);
  if (fast) {
    const inserted = fast
      .statement(
        'insert into "spot_orders" ("user_id", "client_order_id", "symbol", "side", "type", "price", ' +
          '"amount", "filled", "filled_quote", "frozen", "fee", "status", "created_at", "updated_at") ' +
          `values (?, ?, ?, ?, ?, ?, ?, '0', '0', '0', '0', 'open', ?, ?) returning "id"`,
      )
      .get(
        order.userId,
        order.clientOrderId,
        order.symbol,
        order.side,
        order.type,
        order.price,
        order.amount,
        order.ts,
        order.ts,
      ) as { id: number };
    return inserted.id;
  }
  const row = await trx
    .insertInto('spot_orders')
    .values({
      user_id: order.userId,
      client_order_id: order.clientOrderId,
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      price: order.price,
      amount: order.amount,
      filled: '0',
      filled_quote: '0',
      frozen: '0',
      fee: '0',
      status: 'open',
      created_at: order.ts,
      updated_at: order.ts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows per multi-row statement on SQLite: few distinct statements, far below its 32,766 parameters. */
const ROWS_PER_STATEMENT = 100;

/** Store orders' states after matching or cancelling (on SQLite one statement per 100). */
export async function writeOrderStates(
  trx: Executor,
  orders: readonly BookOrder[],
  ts: number,
): Promise<void> {
  if (orders.length === 0) return;
  const fast = sqliteFast(trx);
  if (fast) {
    // One row per order (the last state given wins, as with one UPDATE after another).
    const rows = [...new Map(orders.map((order) => [order.id, order])).values()];
    // UPDATE … FROM (VALUES …): column1 the id, then the order's new state.
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
      const values: unknown[] = [ts];
      for (const order of chunk)
        values.push(
          Number(order.id),
          order.filled.toFixed(),
          order.filledQuote.toFixed(),
          order.frozen.toFixed(),
          order.fee.toFixed(),
          order.status,
        );
      fast
        .statement(
          'update "spot_orders" set "filled" = "v"."column2", "filled_quote" = "v"."column3", ' +
            '"frozen" = "v"."column4", "fee" = "v"."column5", "status" = "v"."column6", ' +
            '"updated_at" = ? from (values ' +
            chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ') +
            ') as "v" where "spot_orders"."id" = "v"."column1"',
        )
        .run(values);
    }
    return;
  }
  for (const order of orders) {
    await trx
      .updateTable('spot_orders')
      .set({
        filled: order.filled.toFixed(),
        filled_quote: order.filledQuote.toFixed(),
        frozen: order.frozen.toFixed(),
        fee: order.fee.toFixed(),
        status: order.status,
        updated_at: ts,
      })
      .where('id', '=', Number(order.id))
      .execute();
  }
}

/** Store a taker's fills; returns the trade ids, in fill order. */
export async function insertTrades(
  trx: Executor,
  symbol: string,
  takerOrderId: number,
  fills: readonly Fill[],
  ts: number,
): Promise<number[]> {
  const ids: number[] = [];
  const fast = sqliteFast(trx);
  if (fast) {
    const insert = fast.statement(
      'insert into "spot_trades" ("symbol", "price", "amount", "quote", "taker_side", "maker_order_id", ' +
        '"taker_order_id", "buyer_id", "seller_id", "buyer_fee", "seller_fee", "created_at") ' +
        'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id"',
    );
    for (const fill of fills) {
      const trade = insert.get(
        symbol,
        fill.price.toFixed(),
        fill.amount.toFixed(),
        fill.quote.toFixed(),
        fill.takerSide,
        Number(fill.makerOrderId),
        takerOrderId,
        fill.buyerUserId,
        fill.sellerUserId,
        fill.buyerFee.toFixed(),
        fill.sellerFee.toFixed(),
        ts,
      ) as { id: number };
      ids.push(trade.id);
    }
    return ids;
  }
  for (const fill of fills) {
    const trade = await trx
      .insertInto('spot_trades')
      .values({
        symbol,
        price: fill.price.toFixed(),
        amount: fill.amount.toFixed(),
        quote: fill.quote.toFixed(),
        taker_side: fill.takerSide,
        maker_order_id: Number(fill.makerOrderId),
        taker_order_id: takerOrderId,
        buyer_id: fill.buyerUserId,
        seller_id: fill.sellerUserId,
        buyer_fee: fill.buyerFee.toFixed(),
        seller_fee: fill.sellerFee.toFixed(),
        created_at: ts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(trade.id);
  }
  return ids;
}

/** Write (or overwrite) a pair's 1-minute candle. */
export async function upsertMinuteBar(trx: Executor, symbol: string, bar: Bar): Promise<void> {
  const values = {
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
    turnover: bar.turnover,
  };
  const fast = sqliteFast(trx);
  if (fast) {
    fast
      .statement(
        'insert into "spot_klines" ("symbol", "ts", "open", "high", "low", "close", "volume", "turnover") ' +
          'values (?, ?, ?, ?, ?, ?, ?, ?) on conflict ("symbol", "ts") do update set "open" = ?, ' +
          '"high" = ?, "low" = ?, "close" = ?, "volume" = ?, "turnover" = ?',
      )
      .run(
        symbol,
        bar.timestamp,
        bar.open,
        bar.high,
        bar.low,
        bar.close,
        bar.volume,
        bar.turnover,
        bar.open,
        bar.high,
        bar.low,
        bar.close,
        bar.volume,
        bar.turnover,
      );
    return;
  }
  await trx
    .insertInto('spot_klines')
    .values({ symbol, ts: bar.timestamp, ...values })
    .onConflict((oc) => oc.columns(['symbol', 'ts']).doUpdateSet(values))
    .execute();
}
