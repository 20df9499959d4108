import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Period } from '../types.ts';

dayjs.extend(utc);

/**
 * Moves `timestamp` by `count` periods (negative = into the past) with calendar arithmetic.
 * Weeks, months and years are not fixed lengths of ms: KLineChart Pro multiplied fixed ms and
 * asked for the wrong `from` on W/M/Y (STACK.md, known bugs), so this uses dayjs in UTC.
 *
 * @example shiftPeriods(Date.UTC(2024, 2, 31), { multiplier: 1, timespan: 'month', text: 'M' }, -1) // Feb 29
 */
export function shiftPeriods(timestamp: number, period: Period, count: number): number {
  return dayjs
    .utc(timestamp)
    .add(count * period.multiplier, period.timespan)
    .valueOf();
}

/**
 * The `[from, to)` window of one history page ending at `to` (SPEC.md section 4: 500 bars).
 *
 * @example historyRange(period, Date.now(), 500) // { from: …, to: Date.now() }
 */
export function historyRange(
  period: Period,
  to: number,
  count: number,
): { from: number; to: number } {
  return { from: shiftPeriods(to, period, -count), to };
}

/** The start of the period containing `timestamp`, in UTC (bars are keyed by their open time). */
export function periodStart(timestamp: number, period: Period): number {
  const d = dayjs.utc(timestamp);
  switch (period.timespan) {
    case 'minute':
    case 'hour':
    case 'day': {
      const unitMs = { minute: 60_000, hour: 3_600_000, day: 86_400_000 }[period.timespan];
      const size = unitMs * period.multiplier;
      return Math.floor(timestamp / size) * size;
    }
    case 'week':
      // ISO weeks start on Monday; dayjs's startOf('week') is Sunday-based without a plugin.
      return d
        .startOf('day')
        .subtract((d.day() + 6) % 7, 'day')
        .valueOf();
    case 'month':
      return d.startOf('month').valueOf();
    case 'year':
      return d.startOf('year').valueOf();
    default:
      return period.timespan satisfies never;
  }
}
