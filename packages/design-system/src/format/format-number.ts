import Big from 'big.js';
import { formatAmount, toBig, TRIM_TRAILING_ZEROS, type DecimalInput } from './format-amount.ts';

// The number formatters every page uses (SPEC.md section 5): truncated, never rounded; big.js,
// never floats; Latin digits, '.' for decimals and ',' for thousands in every language. They
// return plain strings: render them in `<Num>` (or `isolateLtr()` for a plain-string place) so
// a sign or a unit stays on its side in Arabic.

/** What a cell shows when there is no value (an unfilled order's fee, a price not yet known). */
export const NO_VALUE = '—';

/** U+2212 MINUS SIGN: the sign of a negative signed value ('−0.49%'); as wide as '+'. */
export const MINUS = '\u2212';

/** U+00A0 NO-BREAK SPACE: between a number and its unit, so '29 ms' never wraps. */
const UNIT_SPACE = '\u00a0';

const COMPACT_UNITS = [
  { exponent: 12, suffix: 'T' },
  { exponent: 9, suffix: 'B' },
  { exponent: 6, suffix: 'M' },
  { exponent: 3, suffix: 'K' },
] as const;

/**
 * A large amount shortened with K (thousand), M (million), B (billion), T (trillion), truncated
 * to `decimals` places, for turnover and volume columns. Below 1,000 it is `formatAmount`.
 * The suffixes are the same in every language, like the digits.
 *
 * @example
 * formatCompact('18202520.336501') // '18.20M'
 * formatCompact('999.999')         // '999.99'
 * formatCompact('-1250')           // '-1.25K'
 */
export function formatCompact(value: DecimalInput, decimals = 2): string {
  const big = toBig(value);
  const magnitude = big.abs();
  for (const { exponent, suffix } of COMPACT_UNITS) {
    const unit = new Big(10).pow(exponent);
    if (magnitude.gte(unit)) {
      // Truncation can never carry 999.999K up to 1,000.00K, so no unit needs bumping.
      const scaled = formatAmount(big.div(unit), decimals);
      return `${scaled}${suffix}`;
    }
  }
  return formatAmount(big, decimals);
}

/**
 * A percentage that is already in percent ('5.0123' means 5.0123 %), truncated to `decimals`
 * places. A negative one carries a real minus sign (U+2212).
 *
 * @example formatPercent('0.2') // '0.20%'; formatPercent('0.2', -1) // '0.2%'
 */
export function formatPercent(value: DecimalInput, decimals = 2): string {
  const text = formatAmount(value, decimals);
  return `${text.startsWith('-') ? `${MINUS}${text.slice(1)}` : text}%`;
}

/**
 * A change in percent with its direction as a sign: '+' for a rise, '−' (U+2212) for a fall,
 * none for zero (or a change that truncates to zero).
 *
 * @example
 * formatSignedPercent('5.0199')  // '+5.01%'
 * formatSignedPercent('-0.4912') // '−0.49%'
 * formatSignedPercent('0')       // '0.00%'
 */
export function formatSignedPercent(value: DecimalInput, decimals = 2): string {
  const text = formatPercent(value, decimals);
  if (text.startsWith(MINUS)) return text;
  return /^[0.,]*%$/.test(text) ? text : `+${text}`;
}

/**
 * A signed amount ('+12.50', '−3.00'), for profit and loss and balance changes.
 *
 * @example formatSignedAmount('12.5') // '+12.50'; formatSignedAmount('-3', 0) // '−3'
 */
export function formatSignedAmount(value: DecimalInput, decimals = 2): string {
  const text = formatAmount(value, decimals);
  if (text.startsWith('-')) return `${MINUS}${text.slice(1)}`;
  return /^[0.,]*$/.test(text) ? text : `+${text}`;
}

/**
 * A formatted number followed by its unit or coin, joined by a no-break space. An empty unit
 * leaves the number alone.
 *
 * @example withUnit(formatAmount('630'), 'USDT') // '630.00 USDT'
 */
export function withUnit(text: string, unit: string): string {
  return unit === '' ? text : `${text}${UNIT_SPACE}${unit}`;
}

/**
 * An amount with every decimal it carries (truncated, never rounded; trailing zeros trimmed),
 * thousands separators, then its coin: {@link formatAmount} with {@link TRIM_TRAILING_ZEROS}
 * inside {@link withUnit}. Wrap it in `isolateLtr()` to put it inside a translated sentence.
 *
 * @example formatCoinAmount('1200.50', 'USDT') // '1,200.5 USDT'
 */
export function formatCoinAmount(value: DecimalInput, coin: string): string {
  return withUnit(formatAmount(value, TRIM_TRAILING_ZEROS), coin);
}

/**
 * A duration in whole milliseconds, for round-trip times ('29 ms'). Rounded to the nearest
 * millisecond: it is a measurement, not money.
 *
 * @example formatMilliseconds(28.6) // '29 ms'
 */
export function formatMilliseconds(ms: number): string {
  return withUnit(String(Math.max(0, Math.round(ms))), 'ms');
}
