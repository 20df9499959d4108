import { Big } from 'big.js';
import type { DepthAggTrade, Page, SpotFill, SpotOrder } from '@exchange/api';
import type { Bar, PublicTrade, Ticker } from '@exchange/api/socket';
import type { Storage } from '../db/connect.ts';
import {
  type AccountSnapshot,
  InsufficientFundsError,
  ledger,
  type SpotMovement,
} from '../wallet/ledger.ts';
import { generateHistory } from './kline-history.ts';
import { KLINE_PAGE, type KlineStore } from './kline-store.ts';
import { type MatchPlan, MatchingEngine } from './matching-engine.ts';
import { type MarketEvent, OrderRejectedError, type PlaceOrderInput } from './market-events.ts';
import {
  insertOrder,
  insertTrades,
  marketSettings,
  orderByClientId,
  orderById,
  recentTrades,
  restingOrders,
  storedMinuteBars,
  upsertMinuteBar,
  userFills,
  writeOrderState,
} from './market-store.ts';
import { cancelMovements, FEE_ACCOUNT, matchMovements, type Movement } from './movements.ts';
import type { BookOrder } from './order-book.ts';
import { checkOrderBounds } from './order-bounds.ts';
import { findSpotPair, SPOT_PAIRS, type SpotPair } from './pairs.ts';
import type { Period } from './periods.ts';
import { bookOrderView, plain, toSpotOrder } from './spot-order-view.ts';
import { tickerFromKlines } from './ticker-stats.ts';
import { fetchPage } from '../db/page.ts';

/** How many recent trades each pair keeps for depth_aggTrade. */
const RECENT_TRADES = 50;
/** How long computed tickers are reused (ms). */
const TICKER_CACHE_MS = 1000;
/** The market seed when none is configured: the generated past is the same on every machine. */
export const DEFAULT_MARKET_SEED = 20261122;

/** One pair's live state: the book, its candles and its latest trades (newest first). */
interface SpotMarket {
  pair: SpotPair;
  engine: MatchingEngine;
  /** Generated on first use: the history costs ~0.3 s per pair, and many servers never chart. */
  klines: KlineStore | null;
  /** 1-minute bars built from real trades, read at open, merged when `klines` is generated. */
  storedBars: Bar[];
  trades: PublicTrade[];
  /** Orders of one pair are matched one at a time, in arrival order. */
  queue: Promise<unknown>;
}

export interface MarketServiceOptions {
  storage: Storage;
  now?: () => number;
  seed?: number;
  pairs?: readonly SpotPair[];
}

function decimals(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

function toLedgerMovement(m: Movement): SpotMovement {
  return {
    kind: m.kind,
    userId: m.userId === FEE_ACCOUNT ? 'fees' : Number(m.userId),
    coin: m.coin,
    amount: m.amount,
  };
}

/**
 * The spot market: one in-memory matching engine per pair, every order and fill written with its
 * ledger movements in one transaction, candles and tickers from real trades. Rebuilds its books
 * and candles from storage when opened.
 *
 * @example
 * const market = await MarketService.open({ storage });
 * const order = await market.placeOrder(userId, { symbol: 'BTCUSDT', side: 'buy', type: 'limit',
 *   price: '64000', amount: '0.01', client_order_id: 'a1' });
 */
export class MarketService {
  readonly pairs: readonly SpotPair[];
  private readonly markets = new Map<string, SpotMarket>();
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  private readonly storage: Storage;
  private readonly now: () => number;
  private seed = DEFAULT_MARKET_SEED;
  private tickerCache: { at: number; tickers: Ticker[] } | null = null;
  private anchor = 0;

  private constructor(storage: Storage, pairs: readonly SpotPair[], now: () => number) {
    this.storage = storage;
    this.pairs = pairs;
    this.now = now;
  }

  /** Open the market: fix (or read back) the seed and history anchor, then rebuild from storage. */
  static async open(options: MarketServiceOptions): Promise<MarketService> {
    const now = options.now ?? Date.now;
    const service = new MarketService(options.storage, options.pairs ?? SPOT_PAIRS, now);
    await service.load(options.seed ?? DEFAULT_MARKET_SEED);
    return service;
  }

  private async load(defaultSeed: number): Promise<void> {
    const { db } = this.storage;
    const settings = await marketSettings(db, { seed: defaultSeed, anchor: this.now() });
    this.seed = settings.seed;
    this.anchor = settings.anchor;
    for (const pair of this.pairs) {
      this.markets.set(pair.symbol, {
        pair,
        engine: new MatchingEngine(pair),
        klines: null,
        storedBars: await storedMinuteBars(db, pair.symbol),
        trades: await recentTrades(db, pair.symbol, RECENT_TRADES),
        queue: Promise.resolve(),
      });
    }
    for (const order of await restingOrders(db))
      this.markets.get(order.symbol)?.engine.restore(order);
  }

  /** The pair's candles: generated history plus the stored real ones, built on first use. */
  private klinesOf(market: SpotMarket): KlineStore {
    if (market.klines) return market.klines;
    const { store } = generateHistory(market.pair, this.seed, this.anchor);
    for (const bar of market.storedBars) store.addMinuteBar(bar);
    market.storedBars = [];
    market.klines = store;
    return store;
  }

  /** Generate every pair's candle history now (at start-up, so no request waits for it). */
  warmUp(): void {
    for (const market of this.markets.values()) this.klinesOf(market);
  }

  /** Listen to market events; returns the function that stops listening. */
  on(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: MarketEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private market(symbol: string): SpotMarket {
    const pair = findSpotPair(symbol);
    const market = pair ? this.markets.get(pair.symbol) : undefined;
    if (!market) throw new OrderRejectedError(`Unknown trading pair ${symbol}`, 422, 'symbol');
    return market;
  }

  /** Run `task` after every earlier task of the same pair: matching is strictly sequential. */
  private serial<T>(market: SpotMarket, task: () => Promise<T>): Promise<T> {
    const result = market.queue.then(task, task);
    market.queue = result.catch(() => undefined);
    return result;
  }

  /** Check an order against the pair's rules; throws naming the field. */
  validate(pair: SpotPair, input: PlaceOrderInput): void {
    if (input.type === 'limit') {
      if (input.price === undefined)
        throw new OrderRejectedError('A limit order needs a price', 422, 'price');
      if (decimals(plain(input.price)) > pair.pricePrecision) {
        throw new OrderRejectedError(`Price must be a multiple of ${pair.tickSize}`, 422, 'price');
      }
    } else if (input.price !== undefined) {
      throw new OrderRejectedError('A market order takes no price', 422, 'price');
    }
    if (decimals(plain(input.amount)) > pair.sizePrecision) {
      throw new OrderRejectedError(
        `Amount has at most ${pair.sizePrecision} decimals`,
        422,
        'amount',
      );
    }
    if (new Big(input.amount).lt(pair.minSize)) {
      throw new OrderRejectedError(`Amount must be at least ${pair.minSize}`, 422, 'amount');
    }
    checkOrderBounds(pair, input, this.markets.get(pair.symbol)?.trades[0]?.price);
  }

  /**
   * Place an order: idempotent on (user, client_order_id). Reserves funds, matches, settles
   * every fill and hands back what is no longer needed, all in one transaction; the book and
   * candles change only after it commits.
   */
  async placeOrder(userId: number, input: PlaceOrderInput): Promise<SpotOrder> {
    const market = this.market(input.symbol);
    const { pair } = market;
    this.validate(pair, input);
    return this.serial(market, async () => {
      const ts = this.now();
      let plan: MatchPlan | undefined;
      let minuteBar: Bar | undefined;
      let tradeIds: number[] = [];
      let postings: AccountSnapshot[] = [];
      let duplicate: SpotOrder | undefined;
      try {
        await this.storage.db.transaction().execute(async (trx) => {
          const existing = await orderByClientId(trx, userId, input.client_order_id);
          if (existing) {
            duplicate = toSpotOrder(existing, findSpotPair(existing.symbol) ?? pair);
            return;
          }
          const id = await insertOrder(trx, {
            userId,
            clientOrderId: input.client_order_id,
            symbol: pair.symbol,
            side: input.side,
            type: input.type,
            price: input.type === 'limit' && input.price !== undefined ? plain(input.price) : null,
            amount: plain(input.amount),
            ts,
          });
          plan = market.engine.plan({
            id: String(id),
            userId: String(userId),
            side: input.side,
            type: input.type,
            price:
              input.type === 'limit' && input.price !== undefined ? new Big(input.price) : null,
            amount: new Big(input.amount),
            seq: id,
            ts,
            clientOrderId: input.client_order_id,
          });
          const movements = matchMovements(pair, plan).map(toLedgerMovement);
          if (movements.length > 0) {
            const posting = await ledger.applyMovements(trx, {
              refId: `spot-order:${id}`,
              movements,
            });
            postings = posting.accounts;
          }
          tradeIds = await insertTrades(trx, pair.symbol, id, plan.fills, ts);
          // Own resting orders the taker reached are cancelled (self-trade prevention).
          const expired = plan.expired.map((c) => c.order);
          for (const order of [...plan.makers, ...expired, plan.taker])
            await writeOrderState(trx, order, ts);
          minuteBar = this.klinesOf(market).previewMinute(
            plan.fills.map((f) => ({ price: f.price, amount: f.amount, ts })),
          );
          if (minuteBar) await upsertMinuteBar(trx, pair.symbol, minuteBar);
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new OrderRejectedError(`Insufficient ${error.coin} balance`, 400, 'amount');
        }
        // The same client order id raced in on another pair's queue: the unique index kept one.
        const raced = await orderByClientId(this.storage.db, userId, input.client_order_id);
        if (raced) return toSpotOrder(raced, findSpotPair(raced.symbol) ?? pair);
        throw error;
      }
      if (duplicate) return duplicate;
      if (!plan) throw new Error('Order transaction ended without a plan');
      market.engine.apply(plan);
      this.publishPlan(market, plan, tradeIds, postings, ts);
      return bookOrderView(plan.taker, pair, ts);
    });
  }

  private async readOrder(id: number, pair: SpotPair): Promise<SpotOrder> {
    const row = await orderById(this.storage.db, id);
    if (!row) throw new OrderRejectedError('Order not found', 404, 'id');
    return toSpotOrder(row, pair);
  }

  private publishPlan(
    market: SpotMarket,
    plan: MatchPlan,
    tradeIds: number[],
    postings: AccountSnapshot[],
    ts: number,
  ): void {
    const { pair } = market;
    const symbol = pair.symbol;
    const trades: PublicTrade[] = plan.fills.map((fill, i) => ({
      id: String(tradeIds[i] ?? ''),
      price: fill.price.toFixed(),
      amount: fill.amount.toFixed(),
      side: fill.takerSide,
      ts,
    }));
    if (trades.length > 0) {
      this.tickerCache = null;
      market.trades = [...trades.slice().reverse(), ...market.trades].slice(0, RECENT_TRADES);
      this.emit({ type: 'trades', symbol, trades });
      let changed = new Map<Period, Bar>();
      for (const fill of plan.fills)
        changed = this.klinesOf(market).addTrade({ price: fill.price, amount: fill.amount, ts });
      for (const [period, bar] of changed) this.emit({ type: 'kline', symbol, period, bar });
    }
    this.emit({ type: 'depth', symbol });
    plan.fills.forEach((fill, i) => {
      const tradeId = String(tradeIds[i] ?? '');
      const sides = [
        {
          userId: fill.buyerUserId,
          orderId: fill.buyOrderId,
          side: 'buy' as const,
          fee: fill.buyerFee,
          feeCoin: pair.base,
        },
        {
          userId: fill.sellerUserId,
          orderId: fill.sellOrderId,
          side: 'sell' as const,
          fee: fill.sellerFee,
          feeCoin: pair.quote,
        },
      ];
      for (const s of sides) {
        this.emit({
          type: 'fill',
          userId: Number(s.userId),
          fill: {
            tradeId,
            orderId: s.orderId,
            symbol,
            side: s.side,
            price: fill.price.toFixed(),
            amount: fill.amount.toFixed(),
            fee: s.fee.toFixed(),
            feeCoin: s.feeCoin,
            ts,
          },
        });
      }
    });
    for (const account of postings) {
      if (account.kind === 'spot') this.emit({ type: 'balance', userId: account.userId, account });
    }
    for (const order of [plan.taker, ...plan.makers, ...plan.expired.map((c) => c.order)]) {
      this.emit({
        type: 'order',
        userId: Number(order.userId),
        order: bookOrderView(order, pair, ts),
      });
    }
  }

  /** Cancel a resting order of `userId`; an order already done is answered as it ended. */
  async cancelOrder(userId: number, orderId: number): Promise<SpotOrder> {
    const row = await orderById(this.storage.db, orderId);
    // Another user's order is reported exactly like a missing one: ids reveal nothing.
    if (row?.user_id !== userId) throw new OrderRejectedError('Order not found', 404, 'id');
    const market = this.market(row.symbol);
    return this.serial(market, async () => {
      const plan = market.engine.planCancel(String(orderId));
      if (!plan) return this.readOrder(orderId, market.pair);
      const ts = this.now();
      let postings: AccountSnapshot[] = [];
      await this.storage.db.transaction().execute(async (trx) => {
        const movements = cancelMovements(market.pair, plan).map(toLedgerMovement);
        if (movements.length > 0) {
          postings = (
            await ledger.applyMovements(trx, { refId: `spot-order:${orderId}`, movements })
          ).accounts;
        }
        await trx
          .updateTable('spot_orders')
          .set({ status: 'cancelled', frozen: '0', updated_at: ts })
          .where('id', '=', orderId)
          .execute();
      });
      market.engine.applyCancel(plan);
      const view = bookOrderView(plan.order, market.pair, ts);
      this.emit({ type: 'depth', symbol: market.pair.symbol });
      this.emit({ type: 'order', userId, order: view });
      for (const account of postings)
        this.emit({ type: 'balance', userId: account.userId, account });
      return view;
    });
  }

  /** A user's orders: open ones (open, partial) or history (filled, cancelled), newest first. */
  async listOrders(
    userId: number,
    query: {
      state: 'open' | 'history';
      symbol?: string | undefined;
      side?: 'buy' | 'sell' | undefined;
      page: number;
      limit: number;
    },
  ): Promise<Page<SpotOrder>> {
    let q = this.storage.db
      .selectFrom('spot_orders')
      .where('user_id', '=', userId)
      .where(
        'status',
        'in',
        query.state === 'open' ? ['open', 'partial'] : ['filled', 'cancelled'],
      );
    if (query.symbol !== undefined)
      q = q.where('symbol', '=', this.market(query.symbol).pair.symbol);
    if (query.side !== undefined) q = q.where('side', '=', query.side);
    const { rows, total } = await fetchPage(q, query, (q) => q.selectAll().orderBy('id', 'desc'));
    return {
      list: rows.map((row) =>
        toSpotOrder(row, findSpotPair(row.symbol) ?? this.market(row.symbol).pair),
      ),
      page: query.page,
      limit: query.limit,
      total,
    };
  }

  /**
   * A user's fills (GET /spots/fills), newest first; an unknown `symbol` is refused naming it.
   * The fee coin is what that side received: the base coin for a buy, the quote for a sell.
   */
  async listFills(
    userId: number,
    query: { symbol?: string | undefined; page: number; limit: number },
  ): Promise<Page<SpotFill>> {
    const symbol = query.symbol === undefined ? undefined : this.market(query.symbol).pair.symbol;
    const { rows, total } = await userFills(this.storage.db, userId, { ...query, symbol });
    return {
      list: rows.map((fill) => {
        const pair = findSpotPair(fill.symbol) ?? this.market(fill.symbol).pair;
        return { ...fill, fee_coin: fill.side === 'buy' ? pair.base : pair.quote };
      }),
      page: query.page,
      limit: query.limit,
      total,
    };
  }

  /** Aggregated book and recent trades of a pair (GET /spots/depth_aggTrade). */
  depth(symbol: string, limit = 20): DepthAggTrade {
    const market = this.market(symbol);
    const { asks, bids } = market.engine.depth(limit);
    return {
      symbol: market.pair.symbol,
      asks,
      bids,
      trades: market.trades.slice(),
      timestamp: this.now(),
    };
  }

  /** Candles of a pair: `from` inclusive, `to` exclusive, the latest `limit` when more match. */
  klines(symbol: string, period: Period, from: number, to: number, limit = KLINE_PAGE): Bar[] {
    return this.klinesOf(this.market(symbol)).range(period, from, to - 1, limit);
  }

  /**
   * 24-hour statistics of every pair. Summing a day of 1-minute bars per pair is not free, and
   * pair lists and the socket ask often: the result is reused for up to a second.
   */
  tickers(): Ticker[] {
    const now = this.now();
    if (this.tickerCache && now - this.tickerCache.at < TICKER_CACHE_MS)
      return this.tickerCache.tickers;
    const tickers = this.pairs.flatMap((pair) => {
      const market = this.markets.get(pair.symbol);
      return market
        ? [tickerFromKlines(pair.symbol, this.klinesOf(market), now, pair.pricePrecision)]
        : [];
    });
    this.tickerCache = { at: now, tickers };
    return tickers;
  }

  /** The last traded price of a pair (the simulator quotes around it). */
  lastPrice(symbol: string): Big {
    const market = this.market(symbol);
    const last = this.klinesOf(market).last('1m');
    return new Big(last?.close ?? market.pair.referencePrice);
  }

  /**
   * The last traded price when the pair's candles are already built, else undefined: wallet
   * valuations use it without paying for history generation.
   */
  peekLastPrice(symbol: string): Big | undefined {
    const market = this.markets.get(symbol);
    const close = market?.klines?.last('1m')?.close;
    return close === undefined ? undefined : new Big(close);
  }

  /** The best bid and ask of a pair, when there are any. */
  bestPrices(symbol: string): { bid: Big | undefined; ask: Big | undefined } {
    const { engine } = this.market(symbol);
    return { bid: engine.bids.best(), ask: engine.asks.best() };
  }

  /** A user's resting orders of a pair, oldest first (the simulator cancels stale quotes). */
  openOrdersOf(userId: number, symbol: string): BookOrder[] {
    return this.market(symbol)
      .engine.openOrders()
      .filter((o) => o.userId === String(userId))
      .sort((a, b) => a.seq - b.seq);
  }
}
