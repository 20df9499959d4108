import { formatAmount } from '@exchange/design-system';

/** A non-negative plain decimal without leading zeros: the strings the book's grouping writes. */
const PLAIN = /^(0|[1-9]\d*)(?:\.(\d+))?$/;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
/** Formatted strings kept per formatter before the cache starts over (prices repeat, frame after frame). */
const CACHE_SIZE = 2048;

/**
 * design-system `formatAmount(value, decimals)` for the book's hot path: one formatter per
 * precision, made once, that formats plain decimal strings by cutting and padding their digits
 * (the same truncation, exact, no big.js), remembers what it wrote, and hands any other input to
 * `formatAmount` itself.
 *
 * @example const price = amountFormatter(2); price('65000.1') // '65,000.10'
 */
export function amountFormatter(decimals: number): (value: string) => string {
  const cache = new Map<string, string>();
  return (value) => {
    const cached = cache.get(value);
    if (cached !== undefined) return cached;
    const match = PLAIN.exec(value);
    let text: string;
    if (match === null || decimals < 0) {
      text = formatAmount(value, decimals);
    } else {
      const whole = (match[1] ?? '0').replace(THOUSANDS, ',');
      const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
      text = decimals === 0 ? whole : `${whole}.${fraction}`;
    }
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(value, text);
    return text;
  };
}
