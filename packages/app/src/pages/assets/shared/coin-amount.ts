import {
  displayDecimals,
  formatAmount,
  toBig,
  TRIM_TRAILING_ZEROS,
  type DecimalInput,
} from '@exchange/design-system';

/**
 * A coin amount as the wire gives it (already at the coin's precision), with separators and no
 * trailing zeros: '8,250.5', '0.0002'.
 *
 * @example coinAmount('8250.50000000') // '8,250.5'
 */
export function coinAmount(value: DecimalInput): string {
  return formatAmount(value, TRIM_TRAILING_ZEROS);
}

/**
 * A value in the quote coin, truncated to the display tier of SPEC.md section 9 (2 decimals
 * from 1 up, more below); nothing is '0.00'.
 *
 * @example quoteValue('12802.4687') // '12,802.46'
 */
export function quoteValue(value: DecimalInput): string {
  return formatAmount(value, toBig(value).eq(0) ? 2 : displayDecimals(value));
}
