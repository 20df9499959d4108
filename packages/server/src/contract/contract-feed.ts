import { Big } from 'big.js';
import type { DepthAggTrade } from '@exchange/api';
import type { MarkUpdate, PublicTrade, Ticker } from '@exchange/api/socket';
import type { ChannelDataEvent, ChannelDepth, ChannelFeed } from '../live/channel-registry.ts';
import type { ContractKlines } from './contract-klines.ts';
import type { ContractBooks, ContractPrices, ContractTrade, MarketPair } from './market-ports.ts';

/** How many recent trades each contract keeps for depth_aggTrade and a new subscriber. */
export const RECENT_CONTRACT_TRADES = 50;
/** Levels per side a depth update carries (as spot's). */
const DEPTH_LEVELS = 20;
/** How long computed tickers are reused (ms): a day of minutes is summed per symbol. */
const TICKER_CACHE_MS = 1000;

export interface ContractFeedOptions {
  pairs: readonly MarketPair[];
  books: ContractBooks;
  prices: ContractPrices;
  klines: ContractKlines;
  now: () => number;
  /** Each symbol's latest trades at start (newest first), read back from storage. */
  recent?: ReadonlyMap<string, PublicTrade[]>;
}

/**
 * The public market data of the perpetual contracts (issue 19), and the live feed of the
 * `contract@{symbol}` channels (a {@link ChannelFeed}): committed trades become the recent
 * trades, last-price candles and depth updates; every tick samples the mark into the mark
 * candles and sends a `mark` update. Tickers are the 24 h statistics of the contract trades.
 *
 * @example
 * const feed = new ContractFeed({ pairs, books, prices, klines, now });
 * feed.recordTrades('BTCUSDT', trades); // after the fills committed
 * feed.tick(now); // once per contract tick
 */
export class ContractFeed implements ChannelFeed {
  private readonly listeners = new Set<(event: ChannelDataEvent) => void>();
  private readonly pairs: ReadonlyMap<string, MarketPair>;
  private readonly recent = new Map<string, PublicTrade[]>();
  private readonly marks = new Map<string, MarkUpdate>();
  private tickerCache: { at: number; tickers: Ticker[] } | null = null;

  constructor(private readonly options: ContractFeedOptions) {
    this.pairs = new Map(options.pairs.map((pair) => [pair.symbol, pair]));
    for (const pair of options.pairs)
      this.recent.set(pair.symbol, [...(options.recent?.get(pair.symbol) ?? [])]);
  }

  on(listener: (event: ChannelDataEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: ChannelDataEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Whether the symbol is a listed contract. */
  accepts(symbol: string): boolean {
    return this.pairs.has(symbol);
  }

  private pairOf(symbol: string): MarketPair {
    const pair = this.pairs.get(symbol);
    if (!pair) throw new Error(`No contract ${symbol}`);
    return pair;
  }

  depth(symbol: string, limit = DEPTH_LEVELS): ChannelDepth {
    const { asks, bids } = this.options.books.depth(symbol, limit);
    return { asks, bids, timestamp: this.options.now() };
  }

  /** The book and recent trades (GET /contract/depth_aggTrade). */
  depthAggTrade(symbol: string, limit: number): DepthAggTrade {
    const { asks, bids, timestamp } = this.depth(symbol, limit);
    return { symbol, asks, bids, trades: this.trades(symbol), timestamp };
  }

  /** The latest trades of a symbol, newest first. */
  trades(symbol: string): PublicTrade[] {
    return [...(this.recent.get(symbol) ?? [])];
  }

  /** The book of a symbol changed (an entrust rested, was cancelled or filled). */
  bookChanged(symbol: string): void {
    if (this.pairs.has(symbol)) this.emit({ type: 'depth', symbol });
  }

  /**
   * Trades committed (oldest first): the recent trades, the last-price candles and the channel.
   * The book changed too (they took liquidity).
   */
  recordTrades(symbol: string, trades: readonly ContractTrade[]): void {
    if (!this.pairs.has(symbol) || trades.length === 0) return;
    const publicTrades = trades.map((trade): PublicTrade => ({
      id: trade.id,
      price: trade.price.toFixed(),
      amount: trade.amount.toFixed(),
      side: trade.side,
      ts: trade.ts,
    }));
    this.recent.set(
      symbol,
      [...publicTrades.slice().reverse(), ...(this.recent.get(symbol) ?? [])].slice(
        0,
        RECENT_CONTRACT_TRADES,
      ),
    );
    this.tickerCache = null;
    const bars = this.options.klines.addTrades(symbol, trades);
    this.emit({ type: 'trades', symbol, trades: publicTrades });
    for (const [period, bar] of bars) this.emit({ type: 'kline', symbol, period, bar });
    this.emit({ type: 'depth', symbol });
  }

  /** The mark, index and funding of a symbol now, as the `mark` update carries them. */
  markUpdate(symbol: string, now: number): MarkUpdate {
    const pair = this.pairOf(symbol);
    const { prices } = this.options;
    return {
      channel: 'mark',
      symbol,
      mark_price: prices.markOf(symbol).toFixed(pair.pricePrecision),
      index_price: prices.indexOf(symbol).toFixed(pair.pricePrecision),
      funding_rate: prices.fundingRateOf(symbol).toFixed(),
      next_funding_time: prices.nextFundingTime(now),
      ts: now,
    };
  }

  /** The last `mark` update sent for a symbol (a new subscriber gets it at once). */
  lastMark(symbol: string): MarkUpdate | undefined {
    return this.marks.get(symbol);
  }

  /** One tick: sample every symbol's mark into its candles and send the `mark` updates. */
  tick(now: number): void {
    for (const symbol of this.pairs.keys()) {
      const update = this.markUpdate(symbol, now);
      this.marks.set(symbol, update);
      this.options.klines.addMark(symbol, new Big(update.mark_price), now);
      this.emit({ type: 'mark', symbol, update });
    }
  }

  /** 24-hour statistics of every contract's trades, reused for up to a second. */
  tickers(): Ticker[] {
    const now = this.options.now();
    if (this.tickerCache && now - this.tickerCache.at < TICKER_CACHE_MS)
      return this.tickerCache.tickers;
    const tickers = [...this.pairs.keys()].map((symbol) => this.options.klines.ticker(symbol, now));
    this.tickerCache = { at: now, tickers };
    return tickers;
  }
}
