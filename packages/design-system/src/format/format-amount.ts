import Big from 'big.js';

/** A decimal amount as it arrives from the wire (a string) or as code holds it (big.js). */
export type DecimalInput = string | Big;

/** `decimals` value that means "keep every significant decimal, trim trailing zeros" (SPEC.md section 5). */
export const TRIM_TRAILING_ZEROS = -1;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Parse a decimal string or big.js value, failing with a message that names the bad input.
 *
 * @example toBig('12.5').times(2).toString() // '25'
 */
export function toBig(value: DecimalInput): Big {
  if (value instanceof Big) return value;
  try {
    return new Big(value.trim());
  } catch {
    throw new TypeError(`Not a decimal number: "${value}"`);
  }
}

/**
 * Format an amount for display: truncated toward zero (never rounded) to `decimals` places,
 * with thousands separators when the whole part is above 999. `decimals = -1` keeps every
 * decimal and trims trailing zeros. Works on any size without float error (SPEC.md section 5).
 *
 * @example
 * formatAmount('1234.5678')      // '1,234.56'
 * formatAmount('-0.019', 2)      // '-0.01'
 * formatAmount('12.3400', -1)    // '12.34'
 */
export function formatAmount(value: DecimalInput, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < TRIM_TRAILING_ZEROS) {
    throw new RangeError(`formatAmount: decimals must be an integer >= -1, got ${decimals}`);
  }
  const big = toBig(value);
  // Big normalises away trailing zeros, so toFixed() with no argument is the trimmed form.
  const fixed =
    decimals === TRIM_TRAILING_ZEROS
      ? big.toFixed()
      : big.round(decimals, Big.roundDown).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [whole = '0', fraction] = unsigned.split('.');
  const grouped = whole.replace(THOUSANDS, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  // A value truncated to zero ("-0.00") reads as zero, not as a loss.
  const isZero = /^[0.]*$/.test(unsigned);
  return negative && !isZero ? `-${body}` : body;
}
