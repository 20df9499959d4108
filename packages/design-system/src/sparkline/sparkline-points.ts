import Big from 'big.js';
import { toBig, type DecimalInput } from '../format/format-amount.ts';

/** Which way a series went from its first to its last value. */
export type SparklineTrend = 'rise' | 'fall' | 'flat';

/**
 * The trend of a series: its last value against its first, compared as decimals (big.js).
 *
 * @example sparklineTrend(['10', '9', '12']) // 'rise'
 */
export function sparklineTrend(values: readonly DecimalInput[]): SparklineTrend {
  const first = values[0];
  const last = values[values.length - 1];
  if (first === undefined || last === undefined) return 'flat';
  const order = toBig(last).cmp(toBig(first));
  return order > 0 ? 'rise' : order < 0 ? 'fall' : 'flat';
}

/** Pixel coordinates carry two decimals: finer than any screen, stable across runs. */
const coordinate = (value: Big) => value.round(2, Big.roundHalfUp).toString();

/**
 * The `points` of an SVG polyline drawing `values` (oldest first) across `width` × `height`,
 * `inset` pixels in from the top and bottom so the stroke is never clipped. The highest value
 * is at the top. Values are decimals: the scaling is done in big.js, so prices of any size and
 * precision (1e-8 or 1e12) draw the same shape; only the final pixel is a short decimal.
 * A flat series is a line through the middle; fewer than two values draw nothing ('').
 *
 * @example sparklinePoints(['1', '3', '2'], 100, 20, 0) // '0,20 50,0 100,10'
 */
export function sparklinePoints(
  values: readonly DecimalInput[],
  width: number,
  height: number,
  inset = 1,
): string {
  if (values.length < 2) return '';
  const bigs = values.map(toBig);
  let min = bigs[0] ?? new Big(0);
  let max = min;
  for (const value of bigs) {
    if (value.lt(min)) min = value;
    if (value.gt(max)) max = value;
  }
  const range = max.minus(min);
  const drawable = new Big(height).minus(inset * 2);
  const step = new Big(width).div(bigs.length - 1);
  return bigs
    .map((value, index) => {
      const x = step.times(index);
      const y = range.eq(0)
        ? new Big(height).div(2)
        : new Big(inset).plus(max.minus(value).div(range).times(drawable));
      return `${coordinate(x)},${coordinate(y)}`;
    })
    .join(' ');
}
