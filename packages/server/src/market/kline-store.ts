import { Big } from 'big.js';
import type { Bar } from '@exchange/api/socket';
import { HISTORY_PAGE_SIZE, KLINE_PERIODS, type KlinePeriod } from '@exchange/formulas';
import { barStart } from './periods.ts';

/** The history page size of the chart (SPEC.md section 9), the one the chart and its loader use. */
export const KLINE_PAGE = HISTORY_PAGE_SIZE;

/**
 * The candles of one symbol for every default period, ascending by time. Bars are decimal
 * strings (the wire format); only the bar a trade lands in is touched, through big.js.
 *
 * @example
 * store.addTrade({ price: new Big('100'), amount: new Big('2'), ts: Date.now() });
 * store.range('1m', from, to); // up to 500 bars, the latest ones when more match
 */
export class KlineStore {
  private readonly bars = new Map<KlinePeriod, Bar[]>(KLINE_PERIODS.map((p) => [p, []]));

  /** Replace one period's bars (generated history); `bars` must be ascending. */
  load(period: KlinePeriod, bars: Bar[]): void {
    this.bars.set(period, bars);
  }

  private series(period: KlinePeriod): Bar[] {
    const series = this.bars.get(period);
    if (!series) throw new Error(`Unknown period ${period}`);
    return series;
  }

  /** Fold one trade into the bar of every period it falls in; returns the bars it changed. */
  addTrade(trade: { price: Big; amount: Big; ts: number }): Map<KlinePeriod, Bar> {
    const changed = new Map<KlinePeriod, Bar>();
    for (const period of KLINE_PERIODS) {
      const series = this.series(period);
      const start = barStart(period, trade.ts);
      const at = this.indexOf(series, start);
      const bar = foldTrade(at >= 0 ? series[at] : undefined, start, trade);
      if (at >= 0) series[at] = bar;
      else series.splice(-at - 1, 0, bar);
      changed.set(period, bar);
    }
    return changed;
  }

  /** The 1-minute bar that folding `trades` (all in one minute) would give, without changing anything. */
  previewMinute(trades: readonly { price: Big; amount: Big; ts: number }[]): Bar | undefined {
    const first = trades[0];
    if (!first) return undefined;
    const series = this.series('1m');
    const start = barStart('1m', first.ts);
    const at = this.indexOf(series, start);
    let bar = at >= 0 ? series[at] : undefined;
    for (const trade of trades) bar = foldTrade(bar, start, trade);
    return bar;
  }

  /**
   * Merge a stored 1-minute bar into every period (rebuilding candles after a restart): the
   * bar's own minute is replaced, coarser bars absorb it.
   */
  addMinuteBar(bar: Bar): void {
    for (const period of KLINE_PERIODS) {
      const series = this.series(period);
      const start = barStart(period, bar.timestamp);
      const at = this.indexOf(series, start);
      const existing = at >= 0 ? series[at] : undefined;
      const merged: Bar =
        period === '1m' || !existing
          ? { ...bar, timestamp: start }
          : {
              timestamp: start,
              open: existing.open,
              high: new Big(bar.high).gt(existing.high) ? bar.high : existing.high,
              low: new Big(bar.low).lt(existing.low) ? bar.low : existing.low,
              close: bar.close,
              volume: new Big(existing.volume).plus(bar.volume).toFixed(),
              turnover: new Big(existing.turnover).plus(bar.turnover).toFixed(),
            };
      if (at >= 0) series[at] = merged;
      else series.splice(-at - 1, 0, merged);
    }
  }

  /**
   * Bars with `from <= timestamp <= to`; when more than `limit` match, the latest `limit`
   * (the chart pages backwards from `to`, SPEC.md section 4).
   */
  range(period: KlinePeriod, from: number, to: number, limit = KLINE_PAGE): Bar[] {
    const series = this.series(period);
    const lo = this.lowerBound(series, from);
    const hi = this.lowerBound(series, to + 1);
    return series.slice(Math.max(lo, hi - limit), hi);
  }

  last(period: KlinePeriod): Bar | undefined {
    return this.series(period).at(-1);
  }

  count(period: KlinePeriod): number {
    return this.series(period).length;
  }

  /** First index whose timestamp >= ts. */
  private lowerBound(series: Bar[], ts: number): number {
    let lo = 0;
    let hi = series.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((series[mid]?.timestamp ?? Infinity) < ts) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the bar starting at `start`, or -(insertion point) - 1 (fast path: the last bar). */
  private indexOf(series: Bar[], start: number): number {
    const last = series.at(-1);
    if (!last || last.timestamp < start) return -series.length - 1;
    if (last.timestamp === start) return series.length - 1;
    const at = this.lowerBound(series, start);
    return series[at]?.timestamp === start ? at : -at - 1;
  }
}

/** One trade folded into the bar starting at `start` (a new bar opens at the trade's price). */
export function foldTrade(
  bar: Bar | undefined,
  start: number,
  trade: { price: Big; amount: Big },
): Bar {
  const price = trade.price.toFixed();
  const turnover = trade.price.times(trade.amount);
  if (!bar) {
    return {
      timestamp: start,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: trade.amount.toFixed(),
      turnover: turnover.toFixed(),
    };
  }
  return {
    timestamp: start,
    open: bar.open,
    high: trade.price.gt(bar.high) ? price : bar.high,
    low: trade.price.lt(bar.low) ? price : bar.low,
    close: price,
    volume: new Big(bar.volume).plus(trade.amount).toFixed(),
    turnover: new Big(bar.turnover).plus(turnover).toFixed(),
  };
}
