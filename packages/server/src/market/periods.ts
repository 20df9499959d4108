import { periodOf, periodsBefore, periodStart, type KlinePeriod } from '@exchange/formulas';

// Where a bar of a kline period starts and ends, in UTC: the chart's own rule
// (@exchange/formulas' periodStart / periodsBefore), so a candle the server keys is the bar the
// chart draws.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The start (UTC, ms) of the bar of `period` that contains time `ms`.
 *
 * @example barStart('W', Date.UTC(2026, 10, 22)) === Date.UTC(2026, 10, 16) // the Monday before
 */
export function barStart(period: KlinePeriod, ms: number): number {
  return periodStart(ms, periodOf(period));
}

/** The start of the bar after the one starting at `start`. */
export function nextBarStart(period: KlinePeriod, start: number): number {
  return periodsBefore(start, periodOf(period), -1);
}

export const TIME = { MINUTE, HOUR, DAY } as const;
