import type { ChartPeriod } from '@exchange/formulas';
import type { Bar } from '@exchange/machines';
import type { ChartSymbol } from './symbol-label.ts';

/** The unit of a {@link Period} (SPEC.md section 3). */
export type { Timespan } from '@exchange/formulas';

/**
 * A chart period: `multiplier` × `timespan`, shown as `text` on its top-bar button.
 *
 * @example const fifteen: Period = { multiplier: 15, timespan: 'minute', text: '15m' };
 */
export type Period = ChartPeriod;

/**
 * One candle, prices and volumes as decimal strings (the house rule for money, and what
 * `@exchange/api` carries). They become numbers only at klinecharts, which paints numbers.
 */
export type KLineBar = Bar;

/**
 * Where the chart gets its data. The widget never calls HTTP itself (ARCHITECTURE.md).
 *
 * @example
 * const feed: Datafeed = {
 *   searchSymbols: async (text) => api.searchSymbols(text),
 *   getHistoryKLineData: async (symbol, period, from, to) => api.kline(symbol.ticker, period, from, to),
 *   subscribe: (symbol, period, onBar) => socket.subscribe(symbol.ticker, onBar),
 *   unsubscribe: (symbol) => socket.unsubscribe(symbol.ticker),
 * };
 */
export interface Datafeed {
  /** Symbols matching `text` (ticker or name); an empty text lists the default set. */
  searchSymbols: (text?: string) => Promise<ChartSymbol[]>;
  /** Bars with `from <= timestamp < to`, oldest first. An empty array means no older history. */
  getHistoryKLineData: (
    symbol: ChartSymbol,
    period: Period,
    from: number,
    to: number,
  ) => Promise<KLineBar[]>;
  /** Live bars: one with the last bar's timestamp replaces it, a newer one appends. */
  subscribe: (symbol: ChartSymbol, period: Period, callback: (bar: KLineBar) => void) => void;
  unsubscribe: (symbol: ChartSymbol, period: Period) => void;
}

/** The chart's colour theme (SPEC.md section 4). */
export type ChartTheme = 'light' | 'dark';

/** A timezone choice of the timezone picker (SPEC.md section 3). */
export interface TimezoneChoice {
  /** IANA name, e.g. `Asia/Shanghai`. */
  key: string;
  /** Locale key of its label. */
  text: string;
}
