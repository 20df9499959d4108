import { periodsBefore } from '@exchange/formulas';
import type { Period } from '../types.ts';

/**
 * Moves `timestamp` by `count` periods (negative = into the past) on the UTC calendar: the
 * loader's page arithmetic (`periodsBefore`, @exchange/formulas) run the other way, so the demo
 * feed and the pages the chart asks for can never disagree about where a month or a year begins.
 *
 * @example shiftPeriods(Date.UTC(2024, 2, 31), { multiplier: 1, timespan: 'month', text: 'M' }, -1) // Feb 29
 */
export function shiftPeriods(timestamp: number, period: Period, count: number): number {
  return periodsBefore(timestamp, period, -count);
}
