import Big from 'big.js';

// Decimal arithmetic the server decides by and the page previews with (ARCHITECTURE.md
// "Decisions"): float-free, a decimal string in and out, big.js in between, and every derived value
// TRUNCATED, never rounded (SPEC.md section 5).

/**
 * Parse what a field holds: a Big for a decimal ("1", "1.", "0.5"), null for empty or junk.
 *
 * @example parseDecimal('1.') // Big(1)
 */
export function parseDecimal(text: string | null | undefined): Big | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return new Big(trimmed);
}

/**
 * Parse like {@link parseDecimal}, keeping only a value above zero.
 *
 * @example positiveDecimal('0') // null
 */
export function positiveDecimal(text: string | null | undefined): Big | null {
  const value = parseDecimal(text);
  return value !== null && value.gt(0) ? value : null;
}

/**
 * Truncate toward zero to `decimals` places (SPEC.md section 5) and drop trailing zeros, giving
 * the plain text a field shows and the wire accepts.
 *
 * @example truncateDecimal('1.23999', 2) // '1.23'
 */
export function truncateDecimal(value: string | Big, decimals: number): string {
  const big = value instanceof Big ? value : new Big(value);
  return big.round(decimals, Big.roundDown).toFixed();
}

/**
 * How many decimals a decimal text has ("1.50" has 2).
 *
 * @example decimalsOf('0.001') // 3
 */
export function decimalsOf(text: string): number {
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/**
 * The order's value: price × amount truncated to `decimals`; '' until both are positive.
 *
 * @example totalFor('64000.5', '0.003', 2) // '192'
 */
export function totalFor(price: string | null, amount: string, decimals: number): string {
  const p = positiveDecimal(price);
  const a = positiveDecimal(amount);
  if (p === null || a === null) return '';
  return truncateDecimal(p.times(a), decimals);
}

/**
 * The amount a total buys at `price`: total ÷ price truncated to the size precision; '' until
 * both are positive.
 *
 * @example amountForTotal('100', '64000', 5) // '0.00156'
 */
export function amountForTotal(total: string, price: string | null, sizeDecimals: number): string {
  const t = positiveDecimal(total);
  const p = positiveDecimal(price);
  if (t === null || p === null) return '';
  return truncateDecimal(t.div(p), sizeDecimals);
}

/**
 * The text to send for a field: canonical decimal ('1.' → '1', '0.50' → '0.5') as the wire's
 * decimal string wants it.
 *
 * @example wireDecimal('1.50') // '1.5'
 */
export function wireDecimal(text: string): string {
  const value = parseDecimal(text);
  if (value === null) throw new TypeError(`Not a decimal number: "${text}"`);
  return value.toFixed();
}
