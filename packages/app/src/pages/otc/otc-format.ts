import { formatAmount, isolateLtr, TRIM_TRAILING_ZEROS, withUnit } from '@exchange/design-system';

// How the OTC pages write their figures: every decimal the desk quoted (SPEC.md section 5
// truncates, never rounds), each with its coin, as one left-to-right run inside a sentence.

/**
 * An amount with its coin, every decimal it has.
 *
 * @example otcAmount('64378.99', 'USDT') // '64,378.99 USDT'
 */
export function otcAmount(value: string, coin: string): string {
  return withUnit(formatAmount(value, TRIM_TRAILING_ZEROS), coin);
}

/**
 * {@link otcAmount} isolated left to right, to go inside a translated sentence (Arabic too).
 *
 * @example t`At least ${otcAmountInText('0.5', 'BTC')}.`
 */
export function otcAmountInText(value: string, coin: string): string {
  return isolateLtr(otcAmount(value, coin));
}
