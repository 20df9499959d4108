import Big from 'big.js';
import type { PriceLevel } from '@exchange/api/socket';

/** The aggregation steps offered: the pair's tick times 1, 10, 100 and 1000 (issue 8). */
export const AGGREGATION_FACTORS = ['1', '10', '100', '1000'] as const;
export type AggregationFactor = (typeof AGGREGATION_FACTORS)[number];

/** Which side a level is on: it decides the rounding direction. */
export type BookSideName = 'ask' | 'bid';

/** A row as the book shows it; every figure a decimal string except the bar width. */
export interface BookRow {
  /** The level's price, a multiple of the step. */
  price: string;
  /** The amount summed over the level (base coin). */
  amount: string;
  /** The cumulative amount from the best price to this row inclusive. */
  total: string;
  /** The depth bar's width in percent, 0 to 100. */
  depth: number;
}

/**
 * The price step of an aggregation: tick (10^-pricePrecision) × factor, as a decimal string.
 *
 * @example aggregationStep(2, '10') // '0.1'
 */
export function aggregationStep(pricePrecision: number, factor: AggregationFactor): string {
  return new Big(10).pow(-pricePrecision).times(factor).toFixed();
}

/**
 * The decimals a price needs at a step: the pair's precision less the factor's zeros, at least 0.
 *
 * @example stepDecimals(2, '100') // 0
 */
export function stepDecimals(pricePrecision: number, factor: AggregationFactor): number {
  return Math.max(0, pricePrecision - (factor.length - 1));
}

/**
 * A non-negative plain decimal ("65000.12", "3"): the shape the wire sends. Anything else (a sign,
 * an exponent, spaces) takes big.js's path.
 */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;
/** Digits a double holds exactly as an integer (10^15 < 2^53). */
const SAFE_DIGITS = 15;

/** The decimals a plain decimal string carries, or -1 when it is not one. */
function fractionDigits(text: string): number {
  const match = PLAIN_DECIMAL.exec(text);
  if (match === null) return -1;
  return match[2]?.length ?? 0;
}

/** A plain decimal as an integer count of 10^-scale (exact), or null past 15 digits. */
function toUnits(text: string, scale: number): number | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (match === null) return null;
  const digits = `${match[1] ?? ''}${(match[2] ?? '').padEnd(scale, '0')}`.replace(/^0+(?=\d)/, '');
  return digits.length > SAFE_DIGITS ? null : Number(digits);
}

/** An integer count of 10^-scale as big.js's toFixed() writes it: no trailing zeros. */
function fromUnits(units: number, scale: number): string {
  const digits = String(units);
  if (scale === 0) return digits;
  const padded = digits.padStart(scale + 1, '0');
  const whole = padded.slice(0, -scale);
  const fraction = padded.slice(-scale).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Grouped levels as integers: prices in 10^-priceScale, amounts in 10^-amountScale. */
interface Buckets {
  priceScale: number;
  amountScale: number;
  /** [price, amount] best first. */
  levels: [number, number][];
}

/**
 * {@link groupLevels} in integers, exact: every price and amount is a whole count of the smallest
 * decimal any of them (or the step) carries, so rounding to the step is a remainder and summing is
 * an addition. Null when a figure is not a plain decimal or does not fit 15 digits (then big.js
 * does the same work, slower).
 */
function groupUnits(
  levels: readonly PriceLevel[],
  step: string,
  side: BookSideName,
): Buckets | null {
  let priceScale = fractionDigits(step);
  let amountScale = 0;
  for (const [price, amount] of levels) {
    const priceDigits = fractionDigits(price);
    const amountDigits = fractionDigits(amount);
    if (priceDigits < 0 || amountDigits < 0) return null;
    priceScale = Math.max(priceScale, priceDigits);
    amountScale = Math.max(amountScale, amountDigits);
  }
  const size = toUnits(step, priceScale);
  if (size === null || size === 0) return null;
  const buckets = new Map<number, number>();
  for (const [price, amount] of levels) {
    const quantity = toUnits(amount, amountScale);
    const units = toUnits(price, priceScale);
    if (quantity === null || units === null) return null;
    if (quantity === 0) continue;
    const below = units - (units % size);
    const bucket = side === 'ask' && below !== units ? below + size : below;
    const sum = (buckets.get(bucket) ?? 0) + quantity;
    if (!Number.isSafeInteger(bucket) || !Number.isSafeInteger(sum)) return null;
    buckets.set(bucket, sum);
  }
  const sorted = [...buckets].sort(([a], [b]) => (side === 'ask' ? a - b : b - a));
  return { priceScale, amountScale, levels: sorted };
}

/** {@link groupLevels} through big.js: any decimal the wire might send. */
function groupBig(levels: readonly PriceLevel[], step: string, side: BookSideName): PriceLevel[] {
  const size = new Big(step);
  const rounding = side === 'ask' ? Big.roundUp : Big.roundDown;
  const buckets = new Map<string, { price: Big; amount: Big }>();
  for (const [price, amount] of levels) {
    const quantity = new Big(amount);
    if (quantity.lte(0)) continue;
    const bucket = new Big(price).div(size).round(0, rounding).times(size);
    const key = bucket.toFixed();
    const found = buckets.get(key);
    if (found) found.amount = found.amount.plus(quantity);
    else buckets.set(key, { price: bucket, amount: quantity });
  }
  const sorted = [...buckets.values()].sort((a, b) =>
    side === 'ask' ? a.price.cmp(b.price) : b.price.cmp(a.price),
  );
  return sorted.map(({ price, amount }): PriceLevel => [price.toFixed(), amount.toFixed()]);
}

/**
 * Groups levels into buckets of `step`, summing amounts. Asks round UP to the step and bids DOWN,
 * as exchanges do, so an aggregated level never shows a better price than one that exists.
 * The result is best first: asks ascending, bids descending. Levels with no amount are dropped.
 * Exact either way: in integers when every figure fits 15 digits (the book's hot path, 100 times a
 * second), else in big.js.
 *
 * @example groupLevels([['100.05', '1'], ['100.10', '2']], '0.1', 'ask') // [['100.1', '3']]
 */
export function groupLevels(
  levels: readonly PriceLevel[],
  step: string,
  side: BookSideName,
): PriceLevel[] {
  const grouped = groupUnits(levels, step, side);
  if (grouped === null) return groupBig(levels, step, side);
  return grouped.levels.map(([price, amount]): PriceLevel => [
    fromUnits(price, grouped.priceScale),
    fromUnits(amount, grouped.amountScale),
  ]);
}

/**
 * The first `count` grouped levels of a side with their running totals; depth is filled in by
 * {@link withDepth} once both sides' scale is known.
 *
 * @example sideRows(asks, '0.01', 'ask', 12)
 */
export function sideRows(
  levels: readonly PriceLevel[],
  step: string,
  side: BookSideName,
  count: number,
): BookRow[] {
  const grouped = groupUnits(levels, step, side);
  if (grouped !== null) {
    let running = 0;
    const rows: BookRow[] = [];
    for (const [price, amount] of grouped.levels.slice(0, count)) {
      running += amount;
      // Amounts below 2^53 each; the sum of a screenful may not be.
      if (!Number.isSafeInteger(running)) return sideRowsBig(levels, step, side, count);
      rows.push({
        price: fromUnits(price, grouped.priceScale),
        amount: fromUnits(amount, grouped.amountScale),
        total: fromUnits(running, grouped.amountScale),
        depth: 0,
      });
    }
    return rows;
  }
  return sideRowsBig(levels, step, side, count);
}

function sideRowsBig(
  levels: readonly PriceLevel[],
  step: string,
  side: BookSideName,
  count: number,
): BookRow[] {
  let running = new Big(0);
  return groupBig(levels, step, side)
    .slice(0, count)
    .map(([price, amount]) => {
      running = running.plus(amount);
      return { price, amount, total: running.toFixed(), depth: 0 };
    });
}

/**
 * Sets each row's depth bar: its cumulative total over the largest cumulative total among the
 * rows shown (all sides passed in), capped at 100 (SPEC.md section 9). One scale for both sides,
 * so a bid bar and an ask bar of equal width mean equal depth. The totals are compared exactly
 * (big.js); the share itself only sizes a bar, never money, so it is divided as a number, which
 * keeps 40 rows × 60 frames a second off big.js's long division. Equal totals give equal bars and
 * the deepest row exactly 100.
 *
 * @example const [asks, bids] = withDepth(askRows, bidRows)
 */
export function withDepth(...sides: readonly (readonly BookRow[])[]): BookRow[][] {
  let max: string | null = null;
  for (const rows of sides) {
    const last = rows.at(-1);
    if (last && new Big(last.total).gt(max ?? 0)) max = last.total;
  }
  const whole = max === null ? 0 : Number(max);
  return sides.map((rows) =>
    rows.map((row) => ({
      ...row,
      depth: whole > 0 ? Math.min(100, Math.max(0, (Number(row.total) / whole) * 100)) : 0,
    })),
  );
}

/**
 * The spread between the best ask and best bid of the raw book, or null when a side is empty.
 *
 * @example spreadOf([['101', '1']], [['100', '2']]) // '1'
 */
export function spreadOf(
  asks: readonly PriceLevel[],
  bids: readonly PriceLevel[],
): { value: string; percent: string } | null {
  const ask = asks[0];
  const bid = bids[0];
  if (!ask || !bid) return null;
  const value = new Big(ask[0]).minus(bid[0]);
  const mid = new Big(ask[0]).plus(bid[0]).div(2);
  const percent = mid.eq(0) ? new Big(0) : value.div(mid).times(100);
  return { value: value.toFixed(), percent: percent.toFixed() };
}
