import Big from 'big.js';
import { formatAmount, formatPercent, withUnit } from '@exchange/design-system';

// How the C2C pages write their figures (SPEC.md section 5 truncates, never rounds): coin
// amounts and prices with every decimal they carry (the design system's formatCoinAmount), fiat
// amounts with 2, each with its unit.

/**
 * A fiat amount with its currency, 2 decimals.
 *
 * @example fiatAmount('250.5', 'USD') // '250.50 USD'
 */
export function fiatAmount(value: string, fiat: string): string {
  return withUnit(formatAmount(value, 2), fiat);
}

/**
 * A completion rate (a fraction) as a percentage, one decimal at most.
 *
 * @example completionPercent('0.995') // '99.5%'
 */
export function completionPercent(rate: string): string {
  return formatPercent(new Big(rate).times(100).toFixed(), -1);
}
