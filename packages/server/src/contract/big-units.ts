// Big ⇄ integer units at the edges of the contract engine's hot path (issue 19 throughput):
// inside the book a price is an integer count of ticks, a size a count of lots and money a
// count of 10^-8, so matching never allocates a Big; the plan's fills, orders, positions and
// money deltas become Big again here, built from their digits (no string parsing).
import { Big } from 'big.js';

const ZERO = new Big(0);
const SEED = new Big(1);
const SMALL_LIMIT = 4096;
const SMALL: Big[][] = Array.from({ length: 21 }, () => []);
const POW10_NUMBER: number[] = Array.from({ length: 16 }, (_, i) => 10 ** i);

/** A Big's decimal places (0 for an integer, however large). */
export function decimalsOf(x: Big): number {
  return Math.max(0, x.c.length - 1 - x.e);
}

/** A Big from sign and its digits, most significant first, without trailing zeros. */
function fromDigits(negative: boolean, digits: number[], decimals: number, trailing: number): Big {
  // Copying a Big keeps the instance's hidden class the same as big.js's own results.
  const x = new Big(SEED);
  x.s = negative ? -1 : 1;
  x.c = digits;
  x.e = digits.length + trailing - 1 - decimals;
  return x;
}

/**
 * `units × 10^-decimals` as a Big, exactly.
 *
 * @example bigOf(123450, 4).toString() // '12.345'
 */
export function bigOf(units: number | bigint, decimals: number): Big {
  if (units === 0 || units === 0n) return ZERO;
  if (typeof units === 'number' && !Number.isSafeInteger(units))
    throw new RangeError(`${String(units)} is not a safe integer`);
  // Small counts (sizes in lots mostly) repeat: one Big each (a Big is never changed).
  if (typeof units === 'number' && units > 0 && units < SMALL_LIMIT && decimals < SMALL.length) {
    const row = SMALL[decimals] as Big[];
    return (row[units] ??= fromText(String(units), decimals));
  }
  return fromText(String(units), decimals);
}

function fromText(text: string, decimals: number): Big {
  // Digits from the integer's text: a double's % 10 is a slow fmod past 2^31.
  const negative = text.charCodeAt(0) === 45;
  const start = negative ? 1 : 0;
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end -= 1;
  const digits = new Array<number>(end - start);
  for (let i = start; i < end; i += 1) digits[i - start] = text.charCodeAt(i) - 48;
  return fromDigits(negative, digits, decimals, text.length - end);
}

/**
 * A Big as a safe integer count of 10^-decimals, or undefined when it has more decimals than
 * that or the count passes Number.MAX_SAFE_INTEGER.
 *
 * @example unitsOf(new Big('12.345'), 4) // 123450
 */
export function unitsOf(x: Big, decimals: number): number | undefined {
  const digits = x.c;
  const shift = decimals - (digits.length - 1 - x.e);
  if (shift < 0) return digits.length === 1 && digits[0] === 0 ? 0 : undefined;
  if (digits.length + shift > 15) return undefined;
  let units = 0;
  for (const digit of digits) units = units * 10 + digit;
  units *= POW10_NUMBER[shift] as number;
  return x.s < 0 ? -units : units;
}

/** A Big as a bigint count of 10^-decimals, or undefined when it has more decimals. */
export function bigUnitsOf(x: Big, decimals: number): bigint | undefined {
  const small = unitsOf(x, decimals);
  if (small !== undefined) return BigInt(small);
  const digits = x.c;
  const shift = decimals - (digits.length - 1 - x.e);
  if (shift < 0) return undefined;
  const units = BigInt(digits.join('')) * 10n ** BigInt(shift);
  return x.s < 0 ? -units : units;
}
