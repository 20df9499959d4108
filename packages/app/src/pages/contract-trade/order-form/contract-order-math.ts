import Big from 'big.js';
import { positiveDecimal, truncateDecimal } from '@exchange/formulas';

// The order form's own arithmetic: how a size typed in one unit reads in the other and how the
// percent slider maps onto the largest size that can be opened. These are UI rules of the form
// (which unit the trader types in), not exchange formulas: cost, liquidation price, maximum size
// and the order checks come from @exchange/formulas' contract module.

/** The unit the size field is typed in: the pair's base coin, or its quote (margin) coin. */
export type SizeUnit = 'base' | 'quote';

/** Decimals of a quote-coin value typed in the size field (USDT cents). */
export const QUOTE_SIZE_DECIMALS = 2;

/**
 * The size in the base coin that a size field's text stands for. Typed in the base coin, it is
 * the text; typed in the quote coin, it is that value at `price`, truncated (never rounded up)
 * to the pair's size precision. '' when there is nothing to convert (no size, no price).
 *
 * @example baseSize({ text: '6400', unit: 'quote', price: '64000', sizePrecision: 3 }) // '0.1'
 */
export function baseSize({
  text,
  unit,
  price,
  sizePrecision,
}: {
  text: string;
  unit: SizeUnit;
  price: string | null;
  sizePrecision: number;
}): string {
  const value = positiveDecimal(text);
  if (value === null) return '';
  if (unit === 'base') return text;
  const at = positiveDecimal(price);
  if (at === null) return '';
  const size = truncateDecimal(value.div(at), sizePrecision);
  return new Big(size).gt(0) ? size : '';
}

/**
 * The size field's text after the unit switches: the same order read in the other unit at
 * `price` (base → quote truncated to cents, quote → base truncated to the size precision).
 * An empty or unconvertible field stays empty.
 *
 * @example switchSizeUnit({ text: '0.1', to: 'quote', price: '64000', sizePrecision: 3 }) // '6400'
 */
export function switchSizeUnit({
  text,
  to,
  price,
  sizePrecision,
}: {
  text: string;
  to: SizeUnit;
  price: string | null;
  sizePrecision: number;
}): string {
  const value = positiveDecimal(text);
  const at = positiveDecimal(price);
  if (value === null || at === null) return '';
  const converted =
    to === 'quote'
      ? truncateDecimal(value.times(at), QUOTE_SIZE_DECIMALS)
      : truncateDecimal(value.div(at), sizePrecision);
  return new Big(converted).gt(0) ? converted : '';
}

/**
 * The size field's text for a percent of the largest size that can be opened (`maxSize`, in the
 * base coin), in the field's unit: the share of the maximum truncated to the size precision (so
 * 100 % never exceeds the maximum), then read at `price` when the field is in the quote coin.
 * '' at 0 % or when the maximum is unknown or zero.
 *
 * @example sizeForPercent({ percent: 50, maxSize: '0.125', unit: 'base', price: '64000', sizePrecision: 3 }) // '0.062'
 */
export function sizeForPercent({
  percent,
  maxSize,
  unit,
  price,
  sizePrecision,
}: {
  percent: number;
  maxSize: string | null;
  unit: SizeUnit;
  price: string | null;
  sizePrecision: number;
}): string {
  const max = positiveDecimal(maxSize);
  if (max === null || percent <= 0) return '';
  const share = Math.min(100, Math.round(percent));
  const size = truncateDecimal(max.times(share).div(100), sizePrecision);
  if (!new Big(size).gt(0)) return '';
  return unit === 'base' ? size : switchSizeUnit({ text: size, to: 'quote', price, sizePrecision });
}

/**
 * Where the percent slider sits for a size (base coin) against the largest size that can be
 * opened: a whole percent from 0 to 100, truncated, 100 once the size reaches the maximum.
 *
 * @example percentOfMax('0.0625', '0.125') // 50
 */
export function percentOfMax(size: string, maxSize: string | null): number {
  const value = positiveDecimal(size);
  const max = positiveDecimal(maxSize);
  if (value === null || max === null) return 0;
  if (value.gte(max)) return 100;
  return Number(value.times(100).div(max).round(0, Big.roundDown).toString());
}
