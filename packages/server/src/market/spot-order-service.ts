import { Big } from 'big.js';
import type { Page, SpotFill, SpotOrder } from '@exchange/api';
import type { Storage } from '../db/connect.ts';
import { pageOf } from '../db/page.ts';
import { settle } from '../settlement/settle.ts';
import { InsufficientFundsError, type SpotMovement } from '../wallet/ledger.ts';
import type { MarketData, RecordedTrades } from './market-data.ts';
import { OrderRejectedError, type PlaceOrderInput } from './market-events.ts';
import type { MarketPublisher } from './market-publisher.ts';
import {
  insertOrder,
  insertTrades,
  orderByClientId,
  orderById,
  upsertMinuteBar,
  userFills,
  type FillFilter,
  writeOrderStates,
} from './market-store.ts';
import type { MatchPlan } from './matching-engine.ts';
import { cancelMovements, matchMovements, type Movement } from './movements.ts';
import { findSpotPair, type SpotPair } from './pairs.ts';
import type { SpotMarkets } from './spot-markets.ts';
import { bookOrderView, plain, toSpotOrder } from './spot-order-view.ts';
import { validateOrder } from './validate-order.ts';
import { InviterCache, payCommissions } from '../referral/commissions.ts';
import { referralRateOf } from '../referral/referral-config.ts';

function toLedgerMovement(m: Movement): SpotMovement {
  return {
    kind: m.kind,
    userId: m.userId,
    coin: m.coin,
    amount: m.amount,
  };
}

/** A match as it settles: the engine's plan, when it ran, and the trade ids it was given. */
interface SettledMatch {
  orderId: number;
  match: MatchPlan;
  ts: number;
  tradeIds: number[];
}

/** The order lists' filters (GET /spots/order and its export); `from` inclusive, `to` exclusive (ms). */
export interface OrderFilter {
  state: 'open' | 'history';
  symbol?: string | undefined;
  side?: 'buy' | 'sell' | undefined;
  type?: 'limit' | 'market' | undefined;
  status?: SpotOrder['status'] | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** Only orders with a smaller id: how an export walks the list page by page. */
  belowId?: number | undefined;
}

export interface OrderListQuery extends OrderFilter {
  page: number;
  limit: number;
}

const STATE_STATUSES = {
  open: ['open', 'partial'],
  history: ['filled', 'cancelled'],
} as const satisfies Record<OrderFilter['state'], readonly SpotOrder['status'][]>;

/**
 * Spot orders: place and cancel through each pair's queue and the settlement helper (one
 * transaction with the ledger, the book changed only after it commits), and the user's orders
 * and fills.
 */
export class SpotOrderService {
  /** Who invited whom, read once per trader: the commission step of every fill needs it. */
  private readonly inviters = new InviterCache();
  /** The last publication queued: each waits for the one before it (see {@link afterDurable}). */
  private publishing: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    private readonly markets: SpotMarkets,
    private readonly data: MarketData,
    private readonly publisher: MarketPublisher,
    private readonly now: () => number,
  ) {}

  /** Check an order against the pair's rules; throws naming the field. */
  validate(pair: SpotPair, input: PlaceOrderInput): void {
    validateOrder(pair, input, this.markets.peek(pair.symbol)?.trades[0]?.price);
  }

  /**
   * Run `publish` once everything committed so far is durable (Storage.durable: on SQLite the
   * group commit and the WAL's sync), in the order the calls were made, so no listener (a
   * socket) sees a state that a crash could still undo. Call it right after the commit, inside
   * the market's queue; the caller awaits the result outside the queue, so the next order does
   * not wait for this one's sync. Resolves once published, which also means durable.
   */
  private afterDurable(publish: () => void): Promise<void> {
    const next = Promise.all([this.publishing, this.storage.durable()]).then(publish);
    this.publishing = next.catch(() => undefined);
    return next;
  }

  /**
   * Place an order: idempotent on (user, client_order_id). Reserves funds, matches, settles
   * every fill and hands back what is no longer needed, all in one transaction; the book and
   * candles change only after it commits. Resolves once the order is durable (an answer may
   * be sent) and its events are published.
   */
  async placeOrder(userId: number, input: PlaceOrderInput): Promise<SpotOrder> {
    const market = this.markets.get(input.symbol);
    const { pair } = market;
    this.validate(pair, input);
    // An order answered again (same client order id) may still be in the open group: it too
    // is answered only once durable.
    let published: Promise<void> | undefined;
    const order = await this.markets.serial(market, async () => {
      const ts = this.now();
      let answer: SpotOrder | undefined;
      const settled = await settle<SettledMatch, RecordedTrades>(this.storage.db, {
        plan: async (trx) => {
          const existing = await orderByClientId(trx, userId, input.client_order_id);
          if (existing) {
            published = this.storage.durable();
            answer = toSpotOrder(existing, findSpotPair(existing.symbol) ?? pair);
            return undefined;
          }
          const price =
            input.type === 'limit' && input.price !== undefined ? plain(input.price) : null;
          const id = await insertOrder(trx, {
            userId,
            clientOrderId: input.client_order_id,
            symbol: pair.symbol,
            side: input.side,
            type: input.type,
            price,
            amount: plain(input.amount),
            ts,
          });
          const match = market.engine.plan({
            id: String(id),
            userId,
            side: input.side,
            type: input.type,
            price:
              input.type === 'limit' && input.price !== undefined ? new Big(input.price) : null,
            amount: new Big(input.amount),
            seq: id,
            ts,
            clientOrderId: input.client_order_id,
          });
          const movements = matchMovements(pair, match).map(toLedgerMovement);
          return {
            plan: { orderId: id, match, ts, tradeIds: [] },
            journal: { refId: `spot-order:${id}`, movements },
          };
        },
        record: async (trx, settling, accounts) => {
          const { match } = settling;
          const tradeIds = await insertTrades(trx, pair.symbol, settling.orderId, match.fills, ts);
          // Invitees' fees: their inviters' share, in this transaction (issue 23).
          const commissions = await payCommissions(
            trx,
            {
              source: 'spot',
              refId: `spot-order:${String(settling.orderId)}`,
              rate: referralRateOf(this.storage),
              ts,
              charges: match.fills.flatMap((fill) => [
                { userId: fill.buyerUserId, coin: pair.base, fee: fill.buyerFee },
                { userId: fill.sellerUserId, coin: pair.quote, fee: fill.sellerFee },
              ]),
            },
            this.inviters,
          );
          accounts.push(...commissions);
          // Own resting orders the taker reached are cancelled (self-trade prevention).
          const expired = match.expired.map((c) => c.order);
          await writeOrderStates(trx, [...match.makers, ...expired, match.taker], ts);
          const minuteBar = this.markets
            .klinesOf(market)
            .previewMinute(match.fills.map((f) => ({ price: f.price, amount: f.amount, ts })));
          if (minuteBar) await upsertMinuteBar(trx, pair.symbol, minuteBar);
          return { ...settling, tradeIds };
        },
        recover: async (error) => {
          if (error instanceof InsufficientFundsError) {
            throw new OrderRejectedError(`Insufficient ${error.coin} balance`, 400, 'amount');
          }
          // The same client order id raced in on another pair's queue: the unique index kept one.
          const raced = await orderByClientId(this.storage.db, userId, input.client_order_id);
          if (!raced) throw error;
          published = this.storage.durable();
          answer = toSpotOrder(raced, findSpotPair(raced.symbol) ?? pair);
        },
        apply: ({ match, tradeIds }) => {
          market.engine.apply(match);
          return this.data.recordTrades(market, match.fills, tradeIds, ts);
        },
        publish: ({ match }, accounts, recorded) => {
          published = this.afterDurable(() => {
            if (recorded) this.publisher.matched(pair, match, recorded, accounts, ts);
          });
        },
      });
      if (answer) return answer;
      if (!settled) throw new Error('Order transaction ended without a plan');
      return bookOrderView(settled.plan.match.taker, pair, ts);
    });
    await published;
    return order;
  }

  /** Cancel a resting order of `userId`; an order already done is answered as it ended. */
  async cancelOrder(userId: number, orderId: number): Promise<SpotOrder> {
    const { order, published } = await this.cancel(userId, orderId);
    await published;
    return order;
  }

  /**
   * Cancel every open order of `userId` (of `symbol` only, if given), one by one through the
   * single cancel, so each hands its reserve back exactly as PUT /spots/order/:id does. Answers
   * how many this call cancelled: one filled or cancelled meanwhile is not counted.
   */
  async cancelAll(userId: number, symbol: string | undefined): Promise<number> {
    let q = this.storage.db
      .selectFrom('spot_orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', [...STATE_STATUSES.open]);
    if (symbol !== undefined) q = q.where('symbol', '=', this.markets.get(symbol).pair.symbol);
    const rows = await q.orderBy('id').execute();
    let cancelled = 0;
    const published: Promise<void>[] = [];
    for (const { id } of rows) {
      const done = await this.cancel(userId, id);
      published.push(done.published);
      if (done.cancelled) cancelled += 1;
    }
    // One sync for the lot, not one per order.
    await Promise.all(published);
    return cancelled;
  }

  private async cancel(
    userId: number,
    orderId: number,
  ): Promise<{ order: SpotOrder; cancelled: boolean; published: Promise<void> }> {
    const row = await orderById(this.storage.db, orderId);
    // Another user's order is reported exactly like a missing one: ids reveal nothing.
    if (row?.user_id !== userId) throw new OrderRejectedError('Order not found', 404, 'id');
    const market = this.markets.get(row.symbol);
    const { pair } = market;
    return this.markets.serial(market, async () => {
      const plan = market.engine.planCancel(String(orderId));
      if (!plan)
        return {
          order: await this.readOrder(orderId, pair),
          cancelled: false,
          // Its end (a fill, a cancel) may still be in the open group.
          published: this.storage.durable(),
        };
      const ts = this.now();
      const view = bookOrderView(plan.order, pair, ts);
      let published: Promise<void> = Promise.resolve();
      await settle(this.storage.db, {
        plan: () => ({
          plan,
          journal: {
            refId: `spot-order:${orderId}`,
            movements: cancelMovements(pair, plan).map(toLedgerMovement),
          },
        }),
        record: async (trx) => {
          await trx
            .updateTable('spot_orders')
            .set({ status: 'cancelled', frozen: '0', updated_at: ts })
            .where('id', '=', orderId)
            .execute();
          return plan;
        },
        apply: () => {
          market.engine.applyCancel(plan);
        },
        publish: (_plan, accounts) => {
          published = this.afterDurable(() => {
            this.publisher.cancelled(pair.symbol, userId, view, accounts);
          });
        },
      });
      return { order: view, cancelled: true, published };
    });
  }

  private async readOrder(id: number, pair: SpotPair): Promise<SpotOrder> {
    const row = await orderById(this.storage.db, id);
    if (!row) throw new OrderRejectedError('Order not found', 404, 'id');
    return toSpotOrder(row, pair);
  }

  /** The rows of a user's orders matching `filter` (no selection or order yet); unknown `symbol` refused. */
  private orderRows(userId: number, filter: OrderFilter) {
    let q = this.storage.db
      .selectFrom('spot_orders')
      .where('user_id', '=', userId)
      .where('status', 'in', [...STATE_STATUSES[filter.state]]);
    if (filter.symbol !== undefined)
      q = q.where('symbol', '=', this.markets.get(filter.symbol).pair.symbol);
    if (filter.side !== undefined) q = q.where('side', '=', filter.side);
    if (filter.type !== undefined) q = q.where('type', '=', filter.type);
    if (filter.status !== undefined) q = q.where('status', '=', filter.status);
    if (filter.from !== undefined) q = q.where('created_at', '>=', filter.from);
    if (filter.to !== undefined) q = q.where('created_at', '<', filter.to);
    if (filter.belowId !== undefined) q = q.where('id', '<', filter.belowId);
    return q;
  }

  /** A user's orders: open ones (open, partial) or history (filled, cancelled), newest first. */
  async listOrders(userId: number, query: OrderListQuery): Promise<Page<SpotOrder>> {
    return pageOf(
      this.orderRows(userId, query),
      query,
      (q) => q.selectAll().orderBy('id', 'desc'),
      (row) => toSpotOrder(row, findSpotPair(row.symbol) ?? this.markets.get(row.symbol).pair),
    );
  }

  /**
   * A user's fills (GET /spots/fills), newest first; an unknown `symbol` is refused naming it.
   * The fee coin is what that side received: the base coin for a buy, the quote for a sell.
   */
  async listFills(
    userId: number,
    query: FillFilter & { page: number; limit: number },
  ): Promise<Page<SpotFill>> {
    const symbol =
      query.symbol === undefined ? undefined : this.markets.get(query.symbol).pair.symbol;
    const page = await userFills(this.storage.db, userId, { ...query, symbol });
    return {
      ...page,
      list: page.list.map((fill) => {
        const pair = findSpotPair(fill.symbol) ?? this.markets.get(fill.symbol).pair;
        return { ...fill, fee_coin: fill.side === 'buy' ? pair.base : pair.quote };
      }),
    };
  }
}
