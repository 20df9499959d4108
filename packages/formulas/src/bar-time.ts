// Where a chart period's bars start and how far back a page of them reaches, on the UTC
// calendar: the server keys its candles by it, the chart loader pages by it and the chart's demo
// feed walks by it, so the three can never disagree about where a bar (or a month, or a year)
// begins. Weeks start on Monday; months and years are stepped on the calendar, not by a fixed
// length: KLineChart Pro computed a wrong `from` for them (STACK.md "klinecharts 10").

import { DEFAULT_PERIODS, type ChartPeriod, type KlinePeriod } from './kline-periods.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const FIXED_MS: Record<'minute' | 'hour' | 'day' | 'week', number> = {
  minute: MINUTE_MS,
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
};

/**
 * The chart period a wire period code stands for.
 *
 * @example periodOf('4H') // { multiplier: 4, timespan: 'hour', text: '4H' }
 */
export function periodOf(code: KlinePeriod): ChartPeriod {
  const period = DEFAULT_PERIODS.find((candidate) => candidate.text === code);
  if (period === undefined) throw new RangeError(`unknown kline period ${code}`);
  return period;
}

/** Midnight UTC of the first day of `month` in `year` (years before 100 included). */
function utcMonthStart(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 1);
  return date.getTime();
}

/**
 * The start of the bar of `period` containing `timestamp`, in UTC (bars are keyed by their open
 * time). Weeks are ISO weeks, starting on Monday.
 *
 * @example periodStart(Date.UTC(2026, 0, 7, 13, 47), periodOf('15m')) // Date.UTC(2026, 0, 7, 13, 45)
 */
export function periodStart(timestamp: number, period: ChartPeriod): number {
  switch (period.timespan) {
    case 'minute':
    case 'hour':
    case 'day': {
      const size = FIXED_MS[period.timespan] * period.multiplier;
      return Math.floor(timestamp / size) * size;
    }
    case 'week': {
      const midnight = Math.floor(timestamp / DAY_MS) * DAY_MS;
      const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
      return midnight - sinceMonday * DAY_MS;
    }
    case 'month': {
      const date = new Date(timestamp);
      return utcMonthStart(date.getUTCFullYear(), date.getUTCMonth());
    }
    case 'year':
      return utcMonthStart(new Date(timestamp).getUTCFullYear(), 0);
    default:
      return period.timespan satisfies never;
  }
}

/**
 * The instant `count` periods before `time` (a negative count moves forward); months and years
 * on the UTC calendar, clamped to the month's end.
 *
 * @example periodsBefore(Date.UTC(2024, 2, 31), periodOf('M'), 1) // Date.UTC(2024, 1, 29)
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
 * @example historyWindow(periodOf('1m'), 600_000, 5) // { from: 300_000, to: 600_000 }
 */
export function historyWindow(
  period: ChartPeriod,
  to: number,
  count: number,
): { from: number; to: number } {
  return { from: periodsBefore(to, period, count), to };
}
