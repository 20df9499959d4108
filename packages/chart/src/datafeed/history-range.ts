import { periodsBefore } from '@exchange/machines';
import type { Period } from '../types.ts';

const DAY_MS = 86_400_000;

/**
 * Moves `timestamp` by `count` periods (negative = into the past) on the UTC calendar: the
 * machines' page arithmetic (`periodsBefore`) run the other way, so the demo feed and the pages
 * the chart asks for can never disagree about where a month or a year begins.
 *
 * @example shiftPeriods(Date.UTC(2024, 2, 31), { multiplier: 1, timespan: 'month', text: 'M' }, -1) // Feb 29
 */
export function shiftPeriods(timestamp: number, period: Period, count: number): number {
  return periodsBefore(timestamp, period, -count);
}

/** Midnight UTC of the first day of `month` in `year` (years before 100 included). */
function utcMonthStart(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 1);
  return date.getTime();
}

/**
 * The start of the period containing `timestamp`, in UTC (bars are keyed by their open time).
 * Weeks are ISO weeks, starting on Monday.
 *
 * @example periodStart(Date.UTC(2026, 0, 7, 13, 47), { multiplier: 15, timespan: 'minute', text: '15m' }) // 13:45
 */
export function periodStart(timestamp: number, period: Period): number {
  switch (period.timespan) {
    case 'minute':
    case 'hour':
    case 'day': {
      const unitMs = { minute: 60_000, hour: 3_600_000, day: DAY_MS }[period.timespan];
      const size = unitMs * period.multiplier;
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
