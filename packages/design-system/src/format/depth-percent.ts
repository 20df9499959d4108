import { toBig, type DecimalInput } from './format-amount.ts';

/**
 * The share of `whole` that `part` is, in percent, for order-book depth bars: capped at 100
 * (SPEC.md section 9) and never below 0; 0 when the whole is zero. Returned as a number because
 * it only sizes a bar, it is never money.
 *
 * @example depthPercent('25', '200') // 12.5
 */
export function depthPercent(part: DecimalInput, whole: DecimalInput): number {
  const total = toBig(whole);
  if (total.lte(0)) return 0;
  const percent = toBig(part).div(total).times(100);
  if (percent.gte(100)) return 100;
  if (percent.lte(0)) return 0;
  return percent.toNumber();
}
