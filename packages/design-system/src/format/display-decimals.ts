import Big from 'big.js';
import { toBig, type DecimalInput } from './format-amount.ts';

/**
 * How many decimals to show for an amount (SPEC.md section 9): under 0.01 → 7, under 0.1 → 6,
 * under 1 → 5, otherwise 2. The magnitude is compared, so a loss of -5 shows 2 decimals like a
 * gain of 5 rather than 7.
 *
 * @example formatAmount(price, displayDecimals(price)) // '0.0012345' for '0.00123456789'
 */
export function displayDecimals(amount: DecimalInput): number {
  const magnitude = toBig(amount).abs();
  if (magnitude.lt(new Big('0.01'))) return 7;
  if (magnitude.lt(new Big('0.1'))) return 6;
  if (magnitude.lt(1)) return 5;
  return 2;
}
