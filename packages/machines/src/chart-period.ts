// The time window of a page of history for a chart period (the period table itself is
// @exchange/formulas'). Weeks, months and years are stepped on the calendar, not by a fixed length: KLineChart
// Pro computed a wrong `from` for them (STACK.md "klinecharts 10").

import type { ChartPeriod } from '@exchange/formulas';

const FIXED_MS: Record<'minute' | 'hour' | 'day' | 'week', number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/**
 * The instant `count` periods before `time` (UTC calendar for months and years).
 *
 * @example periodsBefore(Date.UTC(2024, 2, 31), { multiplier: 1, timespan: 'month', text: 'M' }, 1)
 * // Date.UTC(2024, 1, 29): clamped to the end of February
 */
export function periodsBefore(time: number, period: ChartPeriod, count: number): number {
  const steps = period.multiplier * count;
  if (period.timespan === 'month' || period.timespan === 'year') {
    const months = period.timespan === 'month' ? steps : steps * 12;
    const date = new Date(time);
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - months);
    const lastDay = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
    ).getUTCDate();
    date.setUTCDate(Math.min(day, lastDay));
    return date.getTime();
  }
  return time - steps * FIXED_MS[period.timespan];
}

/**
 * The window of the page before `to`: `count` periods ending just before it.
 *
 * @example historyWindow({ multiplier: 1, timespan: 'minute', text: '1m' }, 600_000, 5)
 * // { from: 300_000, to: 600_000 }
 */
export function historyWindow(
  period: ChartPeriod,
  to: number,
  count: number,
): { from: number; to: number } {
  return { from: periodsBefore(to, period, count), to };
}
