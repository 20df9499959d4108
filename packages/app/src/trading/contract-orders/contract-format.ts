import Big from 'big.js';
import { formatSignedAmount, formatSignedPercent, NO_VALUE } from '@exchange/design-system';
import { isZero, type PairFormat } from '../orders/order-format.ts';

// Display rules of the contract tables beside the orders tables' own (order-format.ts): signed
// profit and loss in the settlement coin and funding rates in percent, truncated like every
// amount (SPEC.md section 5).

/**
 * A signed amount of the settlement (quote) coin, to the pair's price decimals: realised PnL,
 * a funding payment. Zero shows unsigned.
 *
 * @example signedQuote('-1.2345', { pricePrecision: 2 } as PairFormat) // '−1.23'
 */
export function signedQuote(value: string, pair: Pick<PairFormat, 'pricePrecision'>): string {
  return formatSignedAmount(value, Math.max(pair.pricePrecision, 2));
}

/**
 * A funding rate (a fraction per interval) in percent with 4 decimals and its sign.
 *
 * @example fundingRatePercent('0.0001') // '+0.0100%'
 */
export function fundingRatePercent(rate: string): string {
  return formatSignedPercent(new Big(rate).times(100), 4);
}

/** The direction a signed amount colours in: up (gain), down (loss) or none (zero). */
export type Direction = 'up' | 'down' | 'flat';

/**
 * Whether a signed decimal string is a gain, a loss or nothing.
 *
 * @example directionOf('-0.5') // 'down'
 */
export function directionOf(value: string): Direction {
  const big = new Big(value);
  return big.gt(0) ? 'up' : big.lt(0) ? 'down' : 'flat';
}

/**
 * What an entrust shows for a value that only exists once something filled (average price,
 * realised PnL): '—' (NO_VALUE) while nothing has.
 *
 * @example filledOrNothing('0', () => formatPrice(avg, format)) // '—'
 */
export function filledOrNothing(filledAmount: string, text: () => string): string {
  return isZero(filledAmount) ? NO_VALUE : text();
}
