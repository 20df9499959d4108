import type { Bar, PublicTrade } from '@exchange/api/socket';
import type { Executor } from '../wallet/ledger.ts';
import { generateHistory } from './kline-history.ts';
import { KlineStore } from './kline-store.ts';
import { OrderRejectedError } from './market-events.ts';
import { marketSettings, recentTrades, restingOrders, storedMinuteBars } from './market-store.ts';
import { MatchingEngine } from './matching-engine.ts';
import { normaliseSymbol, type SpotPair } from './pairs.ts';

/** How many recent trades each pair keeps for depth_aggTrade. */
export const RECENT_TRADES = 50;

/** One pair's live state: the book, its candles and its latest trades (newest first). */
export interface SpotMarket {
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

/**
 * Every pair's in-memory state, shared by the order service and the market data: rebuilt from
 * storage when loaded, looked up by symbol, and each pair's queue of orders.
 */
export class SpotMarkets {
  private readonly markets = new Map<string, SpotMarket>();
  private readonly listed: SpotPair[];
  private seed = 0;
  private anchor = 0;

  constructor(pairs: readonly SpotPair[]) {
    this.listed = [...pairs];
  }

  /** Every pair, in listing order: the configured ones, then those {@link add}ed at run time. */
  get pairs(): readonly SpotPair[] {
    return this.listed;
  }

  /** Fix (or read back) the seed and history anchor, then rebuild books and trades from storage. */
  async load(db: Executor, defaultSeed: number, now: number): Promise<void> {
    const settings = await marketSettings(db, { seed: defaultSeed, anchor: now });
    this.seed = settings.seed;
    this.anchor = settings.anchor;
    for (const pair of this.listed) await this.open(db, pair);
    for (const order of await restingOrders(db))
      this.markets.get(order.symbol)?.engine.restore(order);
  }

  private async open(db: Executor, pair: SpotPair): Promise<SpotMarket> {
    const market: SpotMarket = {
      pair,
      engine: new MatchingEngine(pair),
      klines: null,
      storedBars: await storedMinuteBars(db, pair.symbol),
      trades: await recentTrades(db, pair.symbol, RECENT_TRADES),
      queue: Promise.resolve(),
    };
    this.markets.set(pair.symbol, market);
    return market;
  }

  /**
   * List a pair while the server runs (a launchpad token): its book, candles and trades are
   * rebuilt from storage like a configured pair's. Listing a symbol already listed does nothing.
   */
  async add(db: Executor, pair: SpotPair): Promise<void> {
    if (this.markets.has(pair.symbol)) return;
    const market = await this.open(db, pair);
    this.listed.push(pair);
    for (const order of await restingOrders(db))
      if (order.symbol === pair.symbol) market.engine.restore(order);
  }

  /** The pair's market; an unknown symbol is refused naming the field. */
  get(symbol: string): SpotMarket {
    const market = this.markets.get(normaliseSymbol(symbol));
    if (!market) throw new OrderRejectedError(`Unknown trading pair ${symbol}`, 422, 'symbol');
    return market;
  }

  /** The market of exactly this symbol, if it is one of ours. */
  peek(symbol: string): SpotMarket | undefined {
    return this.markets.get(symbol);
  }

  all(): IterableIterator<SpotMarket> {
    return this.markets.values();
  }

  /** The pair's candles: generated history plus the stored real ones, built on first use. */
  klinesOf(market: SpotMarket): KlineStore {
    if (market.klines) return market.klines;
    const store = market.pair.freshListing
      ? new KlineStore()
      : generateHistory(market.pair, this.seed, this.anchor).store;
    for (const bar of market.storedBars) store.addMinuteBar(bar);
    market.storedBars = [];
    market.klines = store;
    return store;
  }

  /** Run `task` after every earlier task of the same pair: matching is strictly sequential. */
  serial<T>(market: SpotMarket, task: () => Promise<T>): Promise<T> {
    const result = market.queue.then(task, task);
    market.queue = result.catch(() => undefined);
    return result;
  }
}
