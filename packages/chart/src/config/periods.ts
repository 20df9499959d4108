import type { Period } from '../types.ts';

// Bars per history request (SPEC.md section 9): one home in @exchange/formulas, kept in the
// chart's public API.
export { HISTORY_PAGE_SIZE } from '@exchange/formulas';

/** Two periods are the same choice when their texts match (SPEC.md section 2: "matched by text"). */
export function samePeriod(a: Period, b: Period): boolean {
  return a.text === b.text;
}
