/**
 * Exact decimal strings from scaled integers: `formatScaled(123456n, 2) === '1234.56'`.
 * Generated history keeps prices as whole ticks and sizes as whole lots (exact integers, never
 * fractional floats) and only turns them into decimal strings at the end.
 *
 * @example formatScaled(5n, 3) // '0.005'
 */
export function formatScaled(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}
