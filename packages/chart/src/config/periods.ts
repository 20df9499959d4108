import type { Period } from '../types.ts';

/** Bars per history request (SPEC.md section 9). */
export const HISTORY_PAGE_SIZE = 500;

/**
 * The default top-bar periods: 1m 5m 15m 1H 2H 4H D W M Y (SPEC.md section 9).
 *
 * @example <Chart periods={DEFAULT_PERIODS} period={DEFAULT_PERIODS[0]} … />
 */
export const DEFAULT_PERIODS: readonly Period[] = [
  { multiplier: 1, timespan: 'minute', text: '1m' },
  { multiplier: 5, timespan: 'minute', text: '5m' },
  { multiplier: 15, timespan: 'minute', text: '15m' },
  { multiplier: 1, timespan: 'hour', text: '1H' },
  { multiplier: 2, timespan: 'hour', text: '2H' },
  { multiplier: 4, timespan: 'hour', text: '4H' },
  { multiplier: 1, timespan: 'day', text: 'D' },
  { multiplier: 1, timespan: 'week', text: 'W' },
  { multiplier: 1, timespan: 'month', text: 'M' },
  { multiplier: 1, timespan: 'year', text: 'Y' },
];

/** Two periods are the same choice when their texts match (SPEC.md section 2: "matched by text"). */
export function samePeriod(a: Period, b: Period): boolean {
  return a.text === b.text;
}
