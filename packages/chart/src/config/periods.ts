import type { Period } from '../types.ts';

/** Bars per history request (SPEC.md section 9). */
export const HISTORY_PAGE_SIZE = 500;

/** Two periods are the same choice when their texts match (SPEC.md section 2: "matched by text"). */
export function samePeriod(a: Period, b: Period): boolean {
  return a.text === b.text;
}
