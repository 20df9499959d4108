import Big from 'big.js';
import type { PriceLevel } from '@exchange/api/socket';
import { depthPercent } from '@exchange/design-system';

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
 * Groups levels into buckets of `step`, summing amounts. Asks round UP to the step and bids DOWN,
 * as exchanges do, so an aggregated level never shows a better price than one that exists.
 * The result is best first: asks ascending, bids descending. Levels with no amount are dropped.
 *
 * @example groupLevels([['100.05', '1'], ['100.10', '2']], '0.1', 'ask') // [['100.1', '3']]
 */
export function groupLevels(
  levels: readonly PriceLevel[],
  step: string,
  side: BookSideName,
): PriceLevel[] {
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
  let running = new Big(0);
  return groupLevels(levels, step, side)
    .slice(0, count)
    .map(([price, amount]) => {
      running = running.plus(amount);
      return { price, amount, total: running.toFixed(), depth: 0 };
    });
}

/**
 * Sets each row's depth bar: its cumulative total over the largest cumulative total among the
 * rows shown (all sides passed in), through design-system `depthPercent` (capped at 100, SPEC.md
 * section 9). One scale for both sides, so a bid bar and an ask bar of equal width mean equal depth.
 *
 * @example const [asks, bids] = withDepth(askRows, bidRows)
 */
export function withDepth(...sides: readonly (readonly BookRow[])[]): BookRow[][] {
  let max = new Big(0);
  for (const rows of sides) {
    const last = rows.at(-1);
    if (last && new Big(last.total).gt(max)) max = new Big(last.total);
  }
  return sides.map((rows) => rows.map((row) => ({ ...row, depth: depthPercent(row.total, max) })));
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
