import type { Big } from 'big.js';
import type { DepthAggTrade, Page, SpotFill, SpotOrder } from '@exchange/api';
import type { Bar, Ticker } from '@exchange/api/socket';
import type { Storage } from '../db/connect.ts';
import { MarketData } from './market-data.ts';
import type { MarketEvent, PlaceOrderInput } from './market-events.ts';
import { MarketPublisher } from './market-publisher.ts';
import type { FillFilter } from './market-store.ts';
import type { BookOrder } from './order-book.ts';
import { SPOT_PAIRS, type SpotPair } from './pairs.ts';
import { SpotMarkets } from './spot-markets.ts';
import { type OrderListQuery, SpotOrderService } from './spot-order-service.ts';

/** The market seed when none is configured: the generated past is the same on every machine. */
export const DEFAULT_MARKET_SEED = 20261122;

export interface MarketServiceOptions {
  storage: Storage;
  now?: () => number;
  seed?: number;
  pairs?: readonly SpotPair[];
}

/**
 * The spot market: one in-memory matching engine per pair, every order and fill written with its
 * ledger movements in one transaction, candles and tickers from real trades. Rebuilds its books
 * and candles from storage when opened. One front for its three parts: the orders
 * ({@link SpotOrderService}), the public data ({@link MarketData}) and the events
 * ({@link MarketPublisher}).
 *
 * @example
 * const market = await MarketService.open({ storage });
 * const order = await market.placeOrder(userId, { symbol: 'BTCUSDT', side: 'buy', type: 'limit',
 *   price: '64000', amount: '0.01', client_order_id: 'a1' });
 */
export class MarketService {
  private readonly markets: SpotMarkets;
  private readonly data: MarketData;
  private readonly publisher = new MarketPublisher();
  private readonly orders: SpotOrderService;

  private constructor(
    private readonly storage: Storage,
    pairs: readonly SpotPair[],
    now: () => number,
  ) {
    this.markets = new SpotMarkets(pairs);
    this.data = new MarketData(this.markets, now);
    this.orders = new SpotOrderService(storage, this.markets, this.data, this.publisher, now);
  }

  /** Open the market: fix (or read back) the seed and history anchor, then rebuild from storage. */
  static async open(options: MarketServiceOptions): Promise<MarketService> {
    const now = options.now ?? Date.now;
    const service = new MarketService(options.storage, options.pairs ?? SPOT_PAIRS, now);
    await service.markets.load(options.storage.db, options.seed ?? DEFAULT_MARKET_SEED, now());
    return service;
  }

  /** Every pair: the configured ones, then those listed at run time ({@link listPair}). */
  get pairs(): readonly SpotPair[] {
    return this.markets.pairs;
  }

  /**
   * Open a new pair for trading now (a launchpad token at its listing time, issue 21): it joins
   * GET /spots/trading_paris, the tickers and the socket's channels. Idempotent per symbol.
   */
  async listPair(pair: SpotPair): Promise<void> {
    await this.markets.add(this.storage.db, pair);
  }

  /** Generate every pair's candle history now (at start-up, so no request waits for it). */
  warmUp(): void {
    for (const market of this.markets.all()) this.markets.klinesOf(market);
  }

  /** Listen to market events; returns the function that stops listening. */
  on(listener: (event: MarketEvent) => void): () => void {
    return this.publisher.on(listener);
  }

  /** Check an order against the pair's rules; throws naming the field. */
  validate(pair: SpotPair, input: PlaceOrderInput): void {
    this.orders.validate(pair, input);
  }

  /** See {@link SpotOrderService.placeOrder}. */
  placeOrder(userId: number, input: PlaceOrderInput): Promise<SpotOrder> {
    return this.orders.placeOrder(userId, input);
  }

  /** Cancel a resting order of `userId`; an order already done is answered as it ended. */
  cancelOrder(userId: number, orderId: number): Promise<SpotOrder> {
    return this.orders.cancelOrder(userId, orderId);
  }

  /** A user's orders: open ones (open, partial) or history (filled, cancelled), newest first. */
  listOrders(userId: number, query: OrderListQuery): Promise<Page<SpotOrder>> {
    return this.orders.listOrders(userId, query);
  }

  /** See {@link SpotOrderService.cancelAll}. */
  cancelAll(userId: number, symbol: string | undefined): Promise<number> {
    return this.orders.cancelAll(userId, symbol);
  }

  /** A user's fills (GET /spots/fills), newest first. */
  listFills(
    userId: number,
    query: FillFilter & { page: number; limit: number },
  ): Promise<Page<SpotFill>> {
    return this.orders.listFills(userId, query);
  }

  /** Aggregated book and recent trades of a pair (GET /spots/depth_aggTrade). */
  depth(symbol: string, limit?: number): DepthAggTrade {
    return this.data.depth(symbol, limit);
  }

  /** Candles of a pair: `from` inclusive, `to` exclusive, the latest `limit` when more match. */
  klines(
    symbol: string,
    period: Parameters<MarketData['klines']>[1],
    from: number,
    to: number,
    limit?: number,
  ): Bar[] {
    return this.data.klines(symbol, period, from, to, limit);
  }

  /** 24-hour statistics of every pair, reused for up to a second. */
  tickers(): Ticker[] {
    return this.data.tickers();
  }

  /** The last traded price of a pair (the simulator quotes around it). */
  lastPrice(symbol: string): Big {
    return this.data.lastPrice(symbol);
  }

  /** The last traded price when the pair's candles are already built, else undefined. */
  peekLastPrice(symbol: string): Big | undefined {
    return this.data.peekLastPrice(symbol);
  }

  /** The best bid and ask of a pair, when there are any. */
  bestPrices(symbol: string): { bid: Big | undefined; ask: Big | undefined } {
    return this.data.bestPrices(symbol);
  }

  /** A user's resting orders of a pair, oldest first (the simulator cancels stale quotes). */
  openOrdersOf(userId: number, symbol: string): BookOrder[] {
    return this.data.openOrdersOf(userId, symbol);
  }
}
