import type Big from 'big.js';
import { decimalsOf, positiveDecimal } from './decimal-math.ts';

// The checks an order passes before it is sent, pure and float-free (ARCHITECTURE.md
// "Decisions"): decimal strings in, big.js in between, and the value compared exactly (price ×
// amount, never the truncated total a field shows; SPEC.md section 5). The order form previews
// them under its fields; a server can decide by the same rules.

/** Which way an order trades. */
export type OrderSide = 'buy' | 'sell';

/** How an order is priced: at a limit price, or against the book. */
export type OrderType = 'limit' | 'market';

/**
 * The rules of an instrument an order is checked against, whatever the product: precisions of a
 * price (its tick is 10^-pricePrecision) and of an amount (its step), the smallest amount and
 * value, and the two coins the problems name.
 */
export interface OrderRules {
  /** Decimals of a price. */
  pricePrecision: number;
  /** Decimals of an amount (base coin). */
  sizePrecision: number;
  /** Smallest order amount in the base coin. */
  minSize: string;
  /** Smallest order value (price × amount) in the quote coin. */
  minNotional: string;
  baseCoin: string;
  quoteCoin: string;
}

/** Available (not frozen) balances of the pair's two coins. */
export interface Available {
  base: string;
  quote: string;
}

/**
 * Decimals of an order's value (the total) in the quote coin. A pair lists no quote precision, so
 * we use the pair's price precision: a price is already a quote amount per one base unit, and the
 * quote coin's smallest step on the tape is the tick. The total field shows this (truncated); the
 * balance and minimum-value checks use the exact price × amount, so the truncation never lets an
 * order through that the server would refuse.
 *
 * @example quoteDecimals({ pricePrecision: 2 }) // 2
 */
export function quoteDecimals(rules: Pick<OrderRules, 'pricePrecision'>): number {
  return rules.pricePrecision;
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
  pair: OrderRules;
  /** Null while loading: the balance check waits. */
  available: Available | null;
  /** A market order's estimated price; null when unknown, which skips the value checks. */
  marketPrice: string | null;
}

/**
 * Every reason the draft cannot be sent yet, in field order (price, amount, total): a missing or
 * zero price (limit) or amount, too many decimals, an amount below the pair's `minSize`, a value
 * below its `minNotional`, or more than the available balance (a buy needs price × amount of the
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
    else if (decimalsOf(draft.price.trim()) > pair.pricePrecision) {
      problems.push({ code: 'tooManyDecimals', field: 'price', max: pair.pricePrecision });
    }
  } else {
    price = positiveDecimal(checks.marketPrice);
  }

  const amount = positiveDecimal(draft.amount);
  if (amount === null) {
    problems.push({ code: 'amountRequired', field: 'amount' });
    return problems;
  }
  if (decimalsOf(draft.amount.trim()) > pair.sizePrecision) {
    problems.push({ code: 'tooManyDecimals', field: 'amount', max: pair.sizePrecision });
  }
  if (amount.lt(pair.minSize)) {
    problems.push({
      code: 'belowMinSize',
      field: 'amount',
      min: pair.minSize,
      coin: pair.baseCoin,
    });
  }
  if (draft.side === 'sell' && available !== null && amount.gt(available.base)) {
    problems.push({
      code: 'insufficientBalance',
      field: 'amount',
      coin: pair.baseCoin,
      available: available.base,
      decimals: pair.sizePrecision,
    });
  }
  if (price !== null) {
    const value = price.times(amount);
    if (value.lt(pair.minNotional)) {
      problems.push({
        code: 'belowMinNotional',
        field: 'total',
        min: pair.minNotional,
        coin: pair.quoteCoin,
      });
    }
    if (draft.side === 'buy' && available !== null && value.gt(available.quote)) {
      problems.push({
        code: 'insufficientBalance',
        field: 'total',
        coin: pair.quoteCoin,
        available: available.quote,
        decimals: quoteDecimals(pair),
      });
    }
  }
  return problems;
}
