import Big from 'big.js';
import { toBig } from '../format/format-amount.ts';

/** One part of a whole: an account and what it holds, as a decimal string in one unit. */
export interface AllocationSlice {
  /** Stable identity of the part ("spot", "futures", "finance"). */
  key: string;
  /** Its name, translated. */
  label: string;
  /** What it holds, valued in the unit of the whole (a decimal string). */
  value: string;
}

/** A slice with its share of the whole. */
export interface AllocationShare {
  key: string;
  label: string;
  value: string;
  /** Percent of the whole, truncated to 2 decimals (a decimal string), or null when the whole is 0. */
  percent: string | null;
  /** Where the slice starts and ends on the ring, as fractions 0…1 (floats: for drawing only). */
  start: number;
  end: number;
}

/** The whole and each slice's share of it. */
export interface Allocation {
  /** The sum of every slice's value (a decimal string). */
  total: string;
  shares: AllocationShare[];
}

/**
 * Each slice's share of the whole, in big.js. A negative value (an account in loss) counts as
 * nothing in the shares and on the ring, which cannot draw less than nothing; its figure is still
 * shown as it is, and the total is the plain sum. Percentages are truncated, never rounded (SPEC.md
 * section 5), so they may add up to a little under 100.
 *
 * @example allocate([{ key: 'spot', label: 'Spot', value: '75' }, { key: 'futures', label: 'Futures', value: '25' }]).shares[0]?.percent // '75'
 */
export function allocate(slices: readonly AllocationSlice[]): Allocation {
  const values = slices.map((slice) => toBig(slice.value));
  const total = values.reduce((sum, value) => sum.plus(value), new Big(0));
  const positive = values.map((value) => (value.gt(0) ? value : new Big(0)));
  const whole = positive.reduce((sum, value) => sum.plus(value), new Big(0));
  let before = new Big(0);
  const shares = slices.map((slice, index) => {
    const part = positive[index] ?? new Big(0);
    const start = whole.eq(0) ? 0 : before.div(whole).toNumber();
    before = before.plus(part);
    const end = whole.eq(0) ? 0 : before.div(whole).toNumber();
    const percent = whole.eq(0)
      ? null
      : part.times(100).div(whole).round(2, Big.roundDown).toString();
    return { key: slice.key, label: slice.label, value: slice.value, percent, start, end };
  });
  return { total: total.toString(), shares };
}
