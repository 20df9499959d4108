import type { KlinePeriod } from '@exchange/formulas';

// Where a bar of a kline period (the table is @exchange/formulas') starts and ends, in UTC.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 1970-01-01 was a Thursday; weeks start on Monday (UTC), 4 days later. */
const MONDAY_OFFSET = 4 * DAY;

const FIXED: Partial<Record<KlinePeriod, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1H': HOUR,
  '2H': 2 * HOUR,
  '4H': 4 * HOUR,
  D: DAY,
};

/**
 * The start (UTC, ms) of the bar of `period` that contains time `ms`.
 *
 * @example barStart('W', Date.UTC(2026, 10, 22)) === Date.UTC(2026, 10, 16) // the Monday before
 */
export function barStart(period: KlinePeriod, ms: number): number {
  const fixed = FIXED[period];
  if (fixed !== undefined) return Math.floor(ms / fixed) * fixed;
  if (period === 'W') return Math.floor((ms - MONDAY_OFFSET) / (7 * DAY)) * 7 * DAY + MONDAY_OFFSET;
  const date = new Date(ms);
  if (period === 'M') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return Date.UTC(date.getUTCFullYear(), 0, 1);
}

/** The start of the bar after the one starting at `start`. */
export function nextBarStart(period: KlinePeriod, start: number): number {
  const fixed = FIXED[period];
  if (fixed !== undefined) return start + fixed;
  if (period === 'W') return start + 7 * DAY;
  const date = new Date(start);
  if (period === 'M') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
}

export const TIME = { MINUTE, HOUR, DAY } as const;
