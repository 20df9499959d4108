import Big from 'big.js';
import { decimalsOf, parseDecimal, positiveDecimal, truncateDecimal } from '@exchange/formulas';
import type { OrderSide, OrderType, SpotPair } from '@exchange/api';
import type { PriceLevel } from '@exchange/api/socket';

// The order form's arithmetic, pure and float-free (ARCHITECTURE.md "Decisions"): every value is
// a decimal string in and out, big.js in between, and every derived value is TRUNCATED, never
// rounded (SPEC.md section 5). The formulas the server decides by too (parsing, truncation,
// total and amount) are @exchange/formulas'; this file keeps the form's own rules.

/**
 * A market order whose estimated price is more than this fraction away from the last price asks
 * for confirmation first: 5 %.
 */
export const FAR_FROM_LAST_PRICE = '0.05';

/** The rules of a pair the form needs. */
export type PairRules = Pick<
  SpotPair,
  'price_precision' | 'size_precision' | 'min_size' | 'min_notional' | 'base_coin' | 'quote_coin'
>;

/** Available (not frozen) balances of the pair's two coins. */
export interface Available {
  base: string;
  quote: string;
}

/** The asks (ascending) and bids (descending) of the order book, best first. */
export interface BookSides {
  asks: readonly PriceLevel[];
  bids: readonly PriceLevel[];
}

/**
 * Decimals of an order's value (the total) in the quote coin. A pair lists no quote precision, so
 * we use the pair's price precision: a price is already a quote amount per one base unit, and the
 * quote coin's smallest step on the tape is the tick. The total field shows this (truncated); the
 * balance and minimum-value checks use the exact price × amount, so the truncation never lets an
 * order through that the server would refuse.
 *
 * @example quoteDecimals({ price_precision: 2 }) // 2
 */
export function quoteDecimals(pair: Pick<SpotPair, 'price_precision'>): number {
  return pair.price_precision;
}

/**
 * Sanitise a keystroke in a decimal field: digits and one decimal point only (a comma counts as
 * the point, as many of our languages type it), at most `decimals` decimals. A keystroke that
 * breaks the rule is ignored: `previous` comes back, nothing is rounded. A leading point gets a
 * zero ('.5' → '0.5') and extra leading zeros go ('007' → '7').
 *
 * @example
 * sanitizeDecimalInput('1.234', '1.23', 2) // '1.23' (the third decimal is ignored)
 * sanitizeDecimalInput('1,5', '1', 2)      // '1.5'
 */
export function sanitizeDecimalInput(next: string, previous: string, decimals: number): string {
  const text = next.trim().replaceAll(',', '.');
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text) || text === '.') {
    return text === '.' && decimals > 0 ? '0.' : previous;
  }
  const point = text.indexOf('.');
  const whole = point === -1 ? text : text.slice(0, point);
  const fraction = point === -1 ? undefined : text.slice(point + 1);
  if (fraction !== undefined && fraction.length > decimals) return previous;
  if (fraction !== undefined && decimals === 0) return previous;
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const head = trimmedWhole === '' ? '0' : trimmedWhole;
  return fraction === undefined ? head : `${head}.${fraction}`;
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

/** The field a problem is shown under. */
export type ProblemField = 'price' | 'amount' | 'total';

/** Why an order cannot be sent as it stands. */
export type OrderProblem =
  | { code: 'priceRequired'; field: 'price' }
  | { code: 'amountRequired'; field: 'amount' }
  | { code: 'tooManyDecimals'; field: 'price' | 'amount'; max: number }
  | { code: 'belowMinSize'; field: 'amount'; min: string; coin: string }
  | { code: 'belowMinNotional'; field: 'total'; min: string; coin: string }
  | {
      code: 'insufficientBalance';
      field: 'amount' | 'total';
      coin: string;
      available: string;
      /** Decimals the balance is shown with: the pair's size or quote precision. */
      decimals: number;
    };

/** An order as the form holds it. */
export interface OrderDraft {
  side: OrderSide;
  type: OrderType;
  /** The limit price; ignored for a market order. */
  price: string;
  amount: string;
}

/** What {@link validateOrder} checks a draft against. */
export interface OrderChecks {
  pair: PairRules;
  /** Null while loading: the balance check waits. */
  available: Available | null;
  /** A market order's estimated price; null when unknown, which skips the value checks. */
  marketPrice: string | null;
}

/**
 * Every reason the draft cannot be sent yet, in field order (price, amount, total): a missing or
 * zero price (limit) or amount, too many decimals, an amount below the pair's `min_size`, a value
 * below its `min_notional`, or more than the available balance (a buy needs price × amount of the
 * quote coin, a market buy valued at its estimate; a sell needs the amount of the base coin). The
 * value is the exact product, not the truncated total shown. Empty when the order may be sent.
 *
 * @example validateOrder({ side: 'buy', type: 'limit', price: '', amount: '1' }, checks) // [{ code: 'priceRequired', field: 'price' }]
 */
export function validateOrder(draft: OrderDraft, checks: OrderChecks): OrderProblem[] {
  const { pair, available } = checks;
  const problems: OrderProblem[] = [];
  let price: Big | null;
  if (draft.type === 'limit') {
    price = positiveDecimal(draft.price);
    if (price === null) problems.push({ code: 'priceRequired', field: 'price' });
    else if (decimalsOf(draft.price.trim()) > pair.price_precision) {
      problems.push({ code: 'tooManyDecimals', field: 'price', max: pair.price_precision });
    }
  } else {
    price = positiveDecimal(checks.marketPrice);
  }

  const amount = positiveDecimal(draft.amount);
  if (amount === null) {
    problems.push({ code: 'amountRequired', field: 'amount' });
    return problems;
  }
  if (decimalsOf(draft.amount.trim()) > pair.size_precision) {
    problems.push({ code: 'tooManyDecimals', field: 'amount', max: pair.size_precision });
  }
  if (amount.lt(pair.min_size)) {
    problems.push({
      code: 'belowMinSize',
      field: 'amount',
      min: pair.min_size,
      coin: pair.base_coin,
    });
  }
  if (draft.side === 'sell' && available !== null && amount.gt(available.base)) {
    problems.push({
      code: 'insufficientBalance',
      field: 'amount',
      coin: pair.base_coin,
      available: available.base,
      decimals: pair.size_precision,
    });
  }
  if (price !== null) {
    const value = price.times(amount);
    if (value.lt(pair.min_notional)) {
      problems.push({
        code: 'belowMinNotional',
        field: 'total',
        min: pair.min_notional,
        coin: pair.quote_coin,
      });
    }
    if (draft.side === 'buy' && available !== null && value.gt(available.quote)) {
      problems.push({
        code: 'insufficientBalance',
        field: 'total',
        coin: pair.quote_coin,
        available: available.quote,
        decimals: quoteDecimals(pair),
      });
    }
  }
  return problems;
}

/**
 * The text to send for a field: canonical decimal ('1.' → '1', '0.50' → '0.5') as the wire's
 * decimal string wants it.
 *
 * @example wireDecimal('1.50') // '1.5'
 */
export function wireDecimal(text: string): string {
  const value = parseDecimal(text);
  if (value === null) throw new TypeError(`Not a decimal number: "${text}"`);
  return value.toFixed();
}
