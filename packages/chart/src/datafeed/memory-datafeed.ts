import type { ChartSymbol } from '../symbol-label.ts';
import type { Datafeed, KLineBar, Period } from '../types.ts';
import { shiftPeriods } from './history-range.ts';
import { hashString, periodStart, seededRandom } from '@exchange/formulas';

/** Options of {@link createMemoryDatafeed}. */
export interface MemoryDatafeedOptions {
  /** Symbols offered by search; the first few of a crypto exchange by default. */
  symbols?: readonly ChartSymbol[];
  /** Same seed, same candles. */
  seed?: number;
  /** Clock of the feed: a fixed number makes every bar (and the visual baselines) deterministic. */
  now?: number | (() => number);
  /** Bars of history per symbol and period; older requests return nothing. */
  historyBars?: number;
  /** Live tick interval in ms; `null` (the default) sends ticks only through `tick()`. */
  tickIntervalMs?: number | null;
  /** Simulated network latency of history and search requests, in ms. */
  latencyMs?: number;
}

/** The in-memory feed: a {@link Datafeed} plus a manual tick for tests and benchmarks. */
export interface MemoryDatafeed extends Datafeed {
  /** Sends one live tick to every subscriber of `ticker` (all periods). */
  tick: (ticker: string) => void;
  /** Number of live subscriptions, to check that switching unsubscribes the old feed. */
  subscriptionCount: () => number;
}

/** Symbols of the demo feed. */
export const DEMO_SYMBOLS: readonly ChartSymbol[] = [
  {
    ticker: 'BTCUSDT',
    shortName: 'BTC/USDT',
    name: 'Bitcoin',
    exchange: 'DEMO',
    priceCurrency: 'usdt',
    pricePrecision: 2,
    volumePrecision: 4,
  },
  {
    ticker: 'ETHUSDT',
    shortName: 'ETH/USDT',
    name: 'Ethereum',
    exchange: 'DEMO',
    priceCurrency: 'usdt',
    pricePrecision: 2,
    volumePrecision: 4,
  },
  {
    ticker: 'SOLUSDT',
    shortName: 'SOL/USDT',
    name: 'Solana',
    exchange: 'DEMO',
    priceCurrency: 'usdt',
    pricePrecision: 3,
    volumePrecision: 2,
  },
  {
    ticker: 'XRPUSDT',
    shortName: 'XRP/USDT',
    name: 'XRP',
    exchange: 'DEMO',
    priceCurrency: 'usdt',
    pricePrecision: 4,
    volumePrecision: 0,
  },
  {
    ticker: 'DOGEUSDT',
    shortName: 'DOGE/USDT',
    name: 'Dogecoin',
    exchange: 'DEMO',
    priceCurrency: 'usdt',
    pricePrecision: 5,
    volumePrecision: 0,
  },
];

/** A fixed instant (2026-01-05 08:00 UTC) for deterministic stories and tests. */
export const DEMO_NOW = Date.UTC(2026, 0, 5, 8, 0, 0);

interface Series {
  bars: KLineBar[];
  /** Prices are walked in integer steps of 10^-precision, then written as decimal strings. */
  scale: number;
  precision: number;
  random: () => number;
}

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * A deterministic in-memory {@link Datafeed}: a seeded random walk per symbol and period, with
 * optional live ticks. Used by stories, tests and the benchmark; never by production.
 *
 * @example
 * const feed = createMemoryDatafeed({ seed: 7, now: DEMO_NOW });
 * <Chart datafeed={feed} symbol={DEMO_SYMBOLS[0]} period={DEFAULT_PERIODS[0]} />
 */
export function createMemoryDatafeed(options: MemoryDatafeedOptions = {}): MemoryDatafeed {
  const symbols = options.symbols ?? DEMO_SYMBOLS;
  const seed = options.seed ?? 1;
  const clock = options.now ?? Date.now;
  const now = typeof clock === 'number' ? () => clock : clock;
  const historyBars = options.historyBars ?? 2000;
  const latencyMs = options.latencyMs ?? 0;
  const series = new Map<string, Series>();
  const subscriptions = new Map<
    string,
    {
      symbol: ChartSymbol;
      period: Period;
      callback: (bar: KLineBar) => void;
      timer?: ReturnType<typeof setInterval>;
    }
  >();

  const keyOf = (symbol: ChartSymbol, period: Period) =>
    `${symbol.ticker}|${period.multiplier}${period.timespan}`;

  function seriesOf(symbol: ChartSymbol, period: Period): Series {
    const key = keyOf(symbol, period);
    const existing = series.get(key);
    if (existing) return existing;
    const random = seededRandom(seed ^ hashString(key));
    const precision = symbol.pricePrecision ?? 2;
    const scale = 10 ** precision;
    // A start price between 1 and 1000 in price units, distinct per ticker.
    let price = Math.round((1 + (hashString(symbol.ticker) % 1000)) * scale);
    const last = periodStart(now(), period);
    const bars: KLineBar[] = [];
    for (let k = historyBars - 1; k >= 0; k--) {
      const bar = walk(shiftPeriods(last, period, -k), price, random, precision);
      price = toUnits(bar.close, scale);
      bars.push(bar);
    }
    const created = { bars, scale, precision, random };
    series.set(key, created);
    return created;
  }

  function tickSeries(sub: {
    symbol: ChartSymbol;
    period: Period;
    callback: (bar: KLineBar) => void;
  }) {
    const s = seriesOf(sub.symbol, sub.period);
    const lastBar = s.bars[s.bars.length - 1];
    if (!lastBar) return;
    const open = periodStart(now(), sub.period);
    let bar: KLineBar;
    if (open > lastBar.timestamp) {
      bar = walk(open, toUnits(lastBar.close, s.scale), s.random, s.precision, 0);
      s.bars.push(bar);
    } else {
      const last = toUnits(lastBar.close, s.scale);
      const step = Math.round((s.random() - 0.5) * Math.max(1, last * 0.002));
      const close = Math.max(1, last + step);
      bar = {
        ...lastBar,
        close: fromUnits(close, s.precision),
        high: fromUnits(Math.max(toUnits(lastBar.high, s.scale), close), s.precision),
        low: fromUnits(Math.min(toUnits(lastBar.low, s.scale), close), s.precision),
        volume: String(Number(lastBar.volume) + Math.round(s.random() * 10)),
      };
      s.bars[s.bars.length - 1] = bar;
    }
    sub.callback({ ...bar });
  }

  return {
    async searchSymbols(text = '') {
      await wait(latencyMs);
      const needle = text.trim().toLowerCase();
      return symbols.filter(
        (s) =>
          needle === '' ||
          s.ticker.toLowerCase().includes(needle) ||
          (s.shortName ?? '').toLowerCase().includes(needle) ||
          (s.name ?? '').toLowerCase().includes(needle),
      );
    },
    async getHistoryKLineData(symbol, period, from, to) {
      await wait(latencyMs);
      return seriesOf(symbol, period)
        .bars.filter((bar) => bar.timestamp >= from && bar.timestamp < to)
        .map((bar) => ({ ...bar }));
    },
    subscribe(symbol, period, callback) {
      const key = keyOf(symbol, period);
      this.unsubscribe(symbol, period);
      const sub: {
        symbol: ChartSymbol;
        period: Period;
        callback: (bar: KLineBar) => void;
        timer?: ReturnType<typeof setInterval>;
      } = { symbol, period, callback };
      if (options.tickIntervalMs != null) {
        sub.timer = setInterval(() => {
          tickSeries(sub);
        }, options.tickIntervalMs);
      }
      subscriptions.set(key, sub);
    },
    unsubscribe(symbol, period) {
      const key = keyOf(symbol, period);
      const sub = subscriptions.get(key);
      if (sub?.timer !== undefined) clearInterval(sub.timer);
      subscriptions.delete(key);
    },
    tick(ticker) {
      for (const sub of subscriptions.values()) {
        if (sub.symbol.ticker === ticker) tickSeries(sub);
      }
    },
    subscriptionCount: () => subscriptions.size,
  };
}

/** Integer price steps of a decimal string (exact: the string has at most `precision` decimals). */
const toUnits = (decimal: string, scale: number) => Math.round(Number(decimal) * scale);

/** A decimal string of integer price steps. */
function fromUnits(units: number, precision: number): string {
  const text = String(Math.abs(units)).padStart(precision + 1, '0');
  const whole = precision === 0 ? text : text.slice(0, -precision);
  const sign = units < 0 ? '-' : '';
  return precision === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-precision)}`;
}

/** One bar of the walk opening at `openUnits` (integer price steps). */
function walk(
  timestamp: number,
  openUnits: number,
  random: () => number,
  precision: number,
  moveShare = 1,
): KLineBar {
  const volatility = Math.max(2, openUnits * 0.01);
  const closeUnits = Math.max(
    1,
    Math.round(openUnits + (random() - 0.49) * volatility * moveShare),
  );
  const highUnits =
    Math.max(openUnits, closeUnits) + Math.round(random() * volatility * 0.5 * moveShare);
  const lowUnits = Math.max(
    1,
    Math.min(openUnits, closeUnits) - Math.round(random() * volatility * 0.5 * moveShare),
  );
  const volume = Math.round(100 + random() * 900);
  return {
    timestamp,
    open: fromUnits(openUnits, precision),
    high: fromUnits(highUnits, precision),
    low: fromUnits(lowUnits, precision),
    close: fromUnits(closeUnits, precision),
    volume: String(volume),
    turnover: fromUnits(Math.round((volume * (openUnits + closeUnits)) / 2), precision),
  };
}
