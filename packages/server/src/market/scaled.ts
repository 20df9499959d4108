import { Big } from 'big.js';

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

const ZERO = new Big(0);

type DigitsConstructor = new (s: number, e: number, c: number[]) => Big;

/**
 * A Big made from its fields without parsing text: the same own properties, in the same order,
 * as big.js's constructor gives (`s`, `e`, `c`, then `constructor`), and Big's prototype.
 */
function Digits(this: Big, s: number, e: number, c: number[]): void {
  this.s = s;
  this.e = e;
  this.c = c;
  (this as { constructor: unknown }).constructor = Big;
}
Digits.prototype = Big.prototype as Big;
/** Units below this are kept, one Big per value and scale: sizes and small fees repeat. */
const CACHED = 65_536;
const cache: (Big | undefined)[][] = [];
const POW10: number[] = Array.from({ length: 16 }, (_, i) => 10 ** i);

/** The Big of `units × 10^-decimals` for a positive safe integer, built from its digits. */
function build(units: number, decimals: number, negative: boolean): Big {
  let value = units;
  let trailing = 0;
  for (;;) {
    const next = Math.floor(value / 10);
    if (value - next * 10 !== 0) break;
    value = next;
    trailing += 1;
  }
  let length = 1;
  while (length < 16 && value >= (POW10[length] as number)) length += 1;
  const digits = new Array<number>(length);
  for (let i = length - 1; i >= 0; i -= 1) {
    const next = Math.floor(value / 10);
    digits[i] = value - next * 10;
    value = next;
  }
  return new (Digits as unknown as DigitsConstructor)(
    negative ? -1 : 1,
    length + trailing - 1 - decimals,
    digits,
  );
}

/**
 * `units × 10^-decimals` as a Big, exactly, for a safe integer `units` (the engine's ticks, lots
 * and fee units back into big.js at its edge). Equal to what big.js arithmetic gives for the same
 * value (big.js keeps no trailing zeros, and zero is always +0). Bigs are never changed in place,
 * so small values are shared.
 *
 * @example bigOfUnits(123450, 4).toString() // '12.345'
 */
export function bigOfUnits(units: number, decimals: number): Big {
  if (units === 0) return ZERO;
  if (!Number.isSafeInteger(units)) throw new RangeError(`${String(units)} is not a safe integer`);
  if (units < 0) return build(-units, decimals, true);
  if (units >= CACHED) return build(units, decimals, false);
  const row = (cache[decimals] ??= new Array<Big | undefined>(CACHED).fill(undefined));
  return (row[units] ??= build(units, decimals, false));
}

/**
 * A Big as a safe integer count of 10^-decimals, or undefined when it has more decimals than
 * that or more than 15 digits (the engine then decides with big.js).
 *
 * @example unitsOfBig(new Big('12.345'), 4) // 123450
 */
export function unitsOfBig(x: Big, decimals: number): number | undefined {
  const digits = x.c;
  const length = digits.length;
  const shift = decimals - (length - 1 - x.e);
  if (shift < 0) return length === 1 && digits[0] === 0 ? 0 : undefined;
  if (length + shift > 15) return undefined;
  let units = 0;
  for (let i = 0; i < length; i += 1) units = units * 10 + (digits[i] as number);
  units *= POW10[shift] as number;
  return x.s < 0 ? -units : units;
}
