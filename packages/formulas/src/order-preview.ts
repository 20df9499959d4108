import Big from 'big.js';
import { parseDecimal, positiveDecimal, truncateDecimal } from './decimal-math.ts';
import type { Available, OrderSide } from './order-checks.ts';

// What an order form previews before the order exists, pure and float-free (ARCHITECTURE.md
// "Decisions"): the amount a share of the balance buys or sells, the price a market order should
// fill at, and how far that is from the last price. Every derived value is TRUNCATED, never
// rounded (SPEC.md section 5).

/**
 * A market order whose estimated price is more than this fraction away from the last price asks
 * for confirmation first: 5 %.
 */
export const FAR_FROM_LAST_PRICE = '0.05';

/** One order-book level: price and amount, decimal strings (the socket's depth level). */
export type PriceLevel = readonly [price: string, amount: string];

/** The asks (ascending) and bids (descending) of the order book, best first. */
export interface BookSides {
  asks: readonly PriceLevel[];
  bids: readonly PriceLevel[];
}

/** What {@link amountForPercent} and {@link percentOfAvailable} need. */
export interface PercentInput {
  side: OrderSide;
  /** The price a buy is valued at: the limit price, or the market estimate. */
  price: string | null;
  available: Available | null;
  sizeDecimals: number;
}

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.floor(percent)));

/**
 * The amount for a share of the available balance: a buy spends `percent` of the quote balance at
 * `price`, a sell sells `percent` of the base balance. Truncated, so 100 % never exceeds the
 * balance; '' when it comes to nothing or a buy has no price yet.
 *
 * @example amountForPercent(50, { side: 'buy', price: '50', available: { base: '0', quote: '1000' }, sizeDecimals: 2 }) // '10'
 */
export function amountForPercent(percent: number, input: PercentInput): string {
  const share = new Big(clampPercent(percent)).div(100);
  if (input.available === null) return '';
  let amount: Big;
  if (input.side === 'sell') {
    amount = new Big(input.available.base).times(share);
  } else {
    const price = positiveDecimal(input.price);
    if (price === null) return '';
    amount = new Big(input.available.quote).times(share).div(price);
  }
  const truncated = truncateDecimal(amount, input.sizeDecimals);
  return new Big(truncated).gt(0) ? truncated : '';
}

/**
 * Which whole percent of the available balance `amount` uses (floored, 0 to 100), for the slider
 * when the amount is typed.
 *
 * @example percentOfAvailable('5', { side: 'sell', price: null, available: { base: '20', quote: '0' }, sizeDecimals: 2 }) // 25
 */
export function percentOfAvailable(amount: string, input: PercentInput): number {
  const a = positiveDecimal(amount);
  if (a === null || input.available === null) return 0;
  let used: Big;
  let of: Big;
  if (input.side === 'sell') {
    used = a;
    of = new Big(input.available.base);
  } else {
    const price = positiveDecimal(input.price);
    if (price === null) return 0;
    used = a.times(price);
    of = new Big(input.available.quote);
  }
  if (of.lte(0)) return 0;
  return clampPercent(Number(used.div(of).times(100).round(0, Big.roundDown).toFixed()));
}

/** Where a market order's estimated price comes from. */
export type EstimateSource = 'book' | 'last';

/** The estimated average price of a market order. */
export interface MarketEstimate {
  /** Truncated to the price precision. */
  price: string;
  source: EstimateSource;
}

/** What {@link estimateMarketPrice} needs. */
export interface EstimateInput {
  side: OrderSide;
  amount: string;
  /** The live order book, when the page hands one in. */
  book?: BookSides | null | undefined;
  lastPrice: string | null;
  pricePrecision: number;
}

/**
 * The price a market order should fill at. With a book: a buy walks the asks and a sell the bids
 * from the best price, and the estimate is the average price of what `amount` would take (just
 * the best opposite price when there is no amount yet); the walk catches a large order slipping
 * through a thin book, which the best price alone would not. Without a book, or an empty opposite
 * side: the last price. Null when neither exists.
 *
 * @example estimateMarketPrice({ side: 'buy', amount: '2', book: { asks: [['10', '1'], ['12', '5']], bids: [] }, lastPrice: '9', pricePrecision: 2 }) // { price: '11', source: 'book' }
 */
export function estimateMarketPrice(input: EstimateInput): MarketEstimate | null {
  const levels = input.side === 'buy' ? input.book?.asks : input.book?.bids;
  const best = levels?.[0];
  if (levels !== undefined && best !== undefined) {
    const wanted = positiveDecimal(input.amount);
    if (wanted === null) {
      return { price: truncateDecimal(best[0], input.pricePrecision), source: 'book' };
    }
    let remaining = wanted;
    let cost = new Big(0);
    for (const [price, size] of levels) {
      if (remaining.lte(0)) break;
      const take = remaining.lt(size) ? remaining : new Big(size);
      cost = cost.plus(take.times(price));
      remaining = remaining.minus(take);
    }
    const filled = wanted.minus(remaining);
    if (filled.gt(0)) {
      return { price: truncateDecimal(cost.div(filled), input.pricePrecision), source: 'book' };
    }
  }
  const last = positiveDecimal(input.lastPrice);
  return last === null
    ? null
    : { price: truncateDecimal(last, input.pricePrecision), source: 'last' };
}

/**
 * How far `price` is from `lastPrice`, as a signed fraction (0.1 = 10 % above); null without a
 * positive last price.
 *
 * @example deviationFromLast('110', '100')?.toFixed() // '0.1'
 */
export function deviationFromLast(price: string, lastPrice: string | null): Big | null {
  const last = positiveDecimal(lastPrice);
  const p = parseDecimal(price);
  if (last === null || p === null) return null;
  return p.minus(last).div(last);
}

/**
 * Whether a market order's estimated price is more than {@link FAR_FROM_LAST_PRICE} away from the
 * last price, either way, so the form asks before sending.
 *
 * @example isFarFromLastPrice('106', '100') // true
 */
export function isFarFromLastPrice(price: string, lastPrice: string | null): boolean {
  const deviation = deviationFromLast(price, lastPrice);
  return deviation !== null && deviation.abs().gt(FAR_FROM_LAST_PRICE);
}
