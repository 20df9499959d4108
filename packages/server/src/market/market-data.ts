import { Big } from 'big.js';
import type { DepthAggTrade } from '@exchange/api';
import type { Bar, PublicTrade, Ticker } from '@exchange/api/socket';
import { KLINE_PAGE, type KlineStore } from './kline-store.ts';
import type { Fill } from './matching-engine.ts';
import type { BookOrder } from './order-book.ts';
import { RECENT_TRADES, type SpotMarket, type SpotMarkets } from './spot-markets.ts';
import { tickerFromKlines } from './ticker-stats.ts';

// The period type is the kline store's own, so this file follows wherever periods are defined.
type Period = Parameters<KlineStore['range']>[0];

/** How long computed tickers are reused (ms). */
const TICKER_CACHE_MS = 1000;

/** What recording a match's fills changed: the public trades and the candles they moved. */
export interface RecordedTrades {
  trades: PublicTrade[];
  bars: Map<Period, Bar>;
}

/**
 * The spot market's public data: depth, candles, tickers and last prices, read from the
 * in-memory books and candles; `recordTrades` adds a committed match's fills to them.
 */
export class MarketData {
  private tickerCache: { at: number; tickers: Ticker[] } | null = null;

  constructor(
    private readonly markets: SpotMarkets,
    private readonly now: () => number,
  ) {}

  /** Add committed fills to the pair's recent trades and candles (after the commit only). */
  recordTrades(market: SpotMarket, fills: Fill[], tradeIds: number[], ts: number): RecordedTrades {
    const trades: PublicTrade[] = fills.map((fill, i) => ({
      id: String(tradeIds[i] ?? ''),
      price: fill.price.toFixed(),
      amount: fill.amount.toFixed(),
      side: fill.takerSide,
      ts,
    }));
    let bars = new Map<Period, Bar>();
    if (trades.length > 0) {
      this.tickerCache = null;
      market.trades = [...trades.slice().reverse(), ...market.trades].slice(0, RECENT_TRADES);
      for (const fill of fills)
        bars = this.markets
          .klinesOf(market)
          .addTrade({ price: fill.price, amount: fill.amount, ts });
    }
    return { trades, bars };
  }

  /** Aggregated book and recent trades of a pair (GET /spots/depth_aggTrade). */
  depth(symbol: string, limit = 20): DepthAggTrade {
    const market = this.markets.get(symbol);
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
    return this.markets.klinesOf(this.markets.get(symbol)).range(period, from, to - 1, limit);
  }

  /**
   * 24-hour statistics of every pair. Summing a day of 1-minute bars per pair is not free, and
   * pair lists and the socket ask often: the result is reused for up to a second.
   */
  tickers(): Ticker[] {
    const now = this.now();
    if (this.tickerCache && now - this.tickerCache.at < TICKER_CACHE_MS)
      return this.tickerCache.tickers;
    const tickers = this.markets.pairs.flatMap((pair) => {
      const market = this.markets.peek(pair.symbol);
      return market
        ? [tickerFromKlines(pair.symbol, this.markets.klinesOf(market), now, pair.pricePrecision)]
        : [];
    });
    this.tickerCache = { at: now, tickers };
    return tickers;
  }

  /** The last traded price of a pair (the simulator quotes around it). */
  lastPrice(symbol: string): Big {
    const market = this.markets.get(symbol);
    const last = this.markets.klinesOf(market).last('1m');
    return new Big(last?.close ?? market.pair.referencePrice);
  }

  /**
   * The last traded price when the pair's candles are already built, else undefined: wallet
   * valuations use it without paying for history generation.
   */
  peekLastPrice(symbol: string): Big | undefined {
    const close = this.markets.peek(symbol)?.klines?.last('1m')?.close;
    return close === undefined ? undefined : new Big(close);
  }

  /** The best bid and ask of a pair, when there are any. */
  bestPrices(symbol: string): { bid: Big | undefined; ask: Big | undefined } {
    const { engine } = this.markets.get(symbol);
    return { bid: engine.bids.best(), ask: engine.asks.best() };
  }

  /** A user's resting orders of a pair, oldest first (the simulator cancels stale quotes). */
  openOrdersOf(userId: number, symbol: string): BookOrder[] {
    return this.markets
      .get(symbol)
      .engine.openOrders()
      .filter((o) => o.userId === userId)
      .sort((a, b) => a.seq - b.seq);
  }
}
