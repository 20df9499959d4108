import Big from 'big.js';
import type { DecimalInput } from '../contract/contract-types.ts';
import { big } from '../contract/contract-types.ts';
import { decimalsOf } from '../decimal-math.ts';
import type { C2cPriceType } from './c2c-price.ts';
import {
  adPrice,
  c2cOrderAmounts,
  coinToFiat,
  FIAT_DECIMALS,
  FLOATING_PERCENT_MAX,
  FLOATING_PERCENT_MIN,
} from './c2c-price.ts';

// C2C (issue 22): the checks an order's amount and an ad's draft pass. Each problem names the
// wire field it is about, so the server's 4xx and the form's message point at the same field.

const PLAIN_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** The ad an order is placed on, as far as its limits go (the wire's strings fit). */
export interface C2cOrderLimits {
  /** Per-order limits, in fiat. */
  min_fiat: DecimalInput;
  max_fiat: DecimalInput;
  /** Coin still available on the ad. */
  available: DecimalInput;
}

/**
 * Why an order's amount is refused. `field` is always the body's `amount`; `kind` says which
 * rule, with the limit it broke in the unit the user typed it in where one applies.
 */
export type C2cOrderProblem =
  | { field: 'amount'; kind: 'not_a_number' }
  | { field: 'amount'; kind: 'precision'; decimals: number }
  | { field: 'amount'; kind: 'too_small' }
  | { field: 'amount'; kind: 'below_min'; min_fiat: string }
  | { field: 'amount'; kind: 'above_max'; max_fiat: string }
  | { field: 'amount'; kind: 'above_available'; available: string }
  | { field: 'amount'; kind: 'insufficient'; balance: string };

/**
 * The largest order an ad takes now, in fiat: its max limit, or what its available coin costs
 * when that is less.
 *
 * @example maxOrderFiat({ min_fiat: '10', max_fiat: '5000', available: '0.05' }, '64000') // Big(3200)
 */
export function maxOrderFiat(ad: C2cOrderLimits, price: DecimalInput): Big {
  const max = big(ad.max_fiat);
  const ofAvailable = coinToFiat(ad.available, price);
  return ofAvailable.lt(max) ? ofAvailable : max;
}

/**
 * Whether an ad can take any order at all: its largest order reaches its min limit.
 *
 * @example adOrderable({ min_fiat: '100', max_fiat: '5000', available: '0.001' }, '64000') // false
 */
export function adOrderable(ad: C2cOrderLimits, price: DecimalInput): boolean {
  return maxOrderFiat(ad, price).gte(big(ad.min_fiat));
}

/**
 * The first problem of an order's amount on an ad, or null when it may be placed. `balance` is
 * the seller's spot balance when the caller sells into a buy ad (omit it otherwise).
 *
 * @example checkC2cOrder({ amount: '5', amountIn: 'fiat', price: '7.2', coinDecimals: 2, ad: { min_fiat: '10', max_fiat: '500', available: '100' } }) // { field: 'amount', kind: 'below_min', min_fiat: '10' }
 */
export function checkC2cOrder(input: {
  amount: string;
  amountIn: 'fiat' | 'coin';
  price: DecimalInput;
  coinDecimals: number;
  ad: C2cOrderLimits;
  balance?: DecimalInput;
}): C2cOrderProblem | null {
  const text = input.amount.trim();
  if (!PLAIN_DECIMAL.test(text) || new Big(text).lte(0))
    return { field: 'amount', kind: 'not_a_number' };
  const decimals = input.amountIn === 'fiat' ? FIAT_DECIMALS : input.coinDecimals;
  if (decimalsOf(text) > decimals) return { field: 'amount', kind: 'precision', decimals };
  const { coin, fiat } = c2cOrderAmounts(text, input.amountIn, input.price, input.coinDecimals);
  if (coin.lte(0) || fiat.lte(0)) return { field: 'amount', kind: 'too_small' };
  const min = big(input.ad.min_fiat);
  const max = big(input.ad.max_fiat);
  if (fiat.lt(min)) return { field: 'amount', kind: 'below_min', min_fiat: min.toFixed() };
  if (fiat.gt(max)) return { field: 'amount', kind: 'above_max', max_fiat: max.toFixed() };
  // In fiat, 360.01 at 7.2 buys 50 coin (truncated) like 360 does: the fiat is checked too, so
  // no order pays more than the available coin costs.
  const available = big(input.ad.available);
  if (coin.gt(available) || fiat.gt(coinToFiat(available, input.price)))
    return { field: 'amount', kind: 'above_available', available: available.toFixed() };
  if (input.balance !== undefined && coin.gt(big(input.balance)))
    return { field: 'amount', kind: 'insufficient', balance: big(input.balance).toFixed() };
  return null;
}

/** An ad's draft as the publish form and body have it (decimal strings). */
export interface C2cAdDraft {
  price_type: C2cPriceType;
  price_value: string;
  amount: string;
  min_fiat: string;
  max_fiat: string;
}

/** Why an ad's draft is refused, naming the body's field. */
export type C2cAdProblem =
  | { field: keyof Omit<C2cAdDraft, 'price_type'>; kind: 'not_a_number' }
  | { field: keyof Omit<C2cAdDraft, 'price_type'>; kind: 'precision'; decimals: number }
  | { field: 'price_value'; kind: 'out_of_range'; min: string; max: string }
  | { field: 'max_fiat'; kind: 'below_min'; min_fiat: string }
  | { field: 'max_fiat'; kind: 'above_total'; total: string }
  | { field: 'amount'; kind: 'insufficient'; balance: string };

/**
 * The first problem of an ad's draft, or null when it may be published. A floating value is a
 * percentage from 80 to 120; a fixed price, when the index is known, lies within the same 80 %
 * to 120 % of it. Limits: min ≤ max ≤ what the whole amount costs at the price now. `balance`
 * is the advertiser's spot balance for a sell ad (its amount is frozen; omit for a buy ad).
 *
 * @example checkC2cAd({ price_type: 'floating', price_value: '130', amount: '1', min_fiat: '10', max_fiat: '100' }, { index: '7.2', coinDecimals: 2 }) // { field: 'price_value', kind: 'out_of_range', min: '80', max: '120' }
 */
export function checkC2cAd(
  draft: C2cAdDraft,
  rules: { index: DecimalInput | null; coinDecimals: number; balance?: DecimalInput },
): C2cAdProblem | null {
  const fields = [
    ['price_value', FIAT_DECIMALS],
    ['amount', rules.coinDecimals],
    ['min_fiat', FIAT_DECIMALS],
    ['max_fiat', FIAT_DECIMALS],
  ] as const;
  for (const [field, decimals] of fields) {
    const text = draft[field].trim();
    if (!PLAIN_DECIMAL.test(text) || new Big(text).lte(0)) return { field, kind: 'not_a_number' };
    if (decimalsOf(text) > decimals) return { field, kind: 'precision', decimals };
  }
  const value = big(draft.price_value);
  if (draft.price_type === 'floating') {
    if (value.lt(FLOATING_PERCENT_MIN) || value.gt(FLOATING_PERCENT_MAX))
      return {
        field: 'price_value',
        kind: 'out_of_range',
        min: FLOATING_PERCENT_MIN,
        max: FLOATING_PERCENT_MAX,
      };
  } else if (rules.index !== null) {
    const range = fixedPriceRange(rules.index);
    if (value.lt(range.min) || value.gt(range.max))
      return {
        field: 'price_value',
        kind: 'out_of_range',
        min: range.min.toFixed(),
        max: range.max.toFixed(),
      };
  }
  const min = big(draft.min_fiat);
  if (big(draft.max_fiat).lt(min))
    return { field: 'max_fiat', kind: 'below_min', min_fiat: min.toFixed() };
  const price = adPrice(draft.price_type, value, rules.index);
  if (price !== null) {
    const total = coinToFiat(draft.amount, price);
    if (big(draft.max_fiat).gt(total))
      return { field: 'max_fiat', kind: 'above_total', total: total.toFixed() };
  }
  if (rules.balance !== undefined && big(draft.amount).gt(big(rules.balance)))
    return { field: 'amount', kind: 'insufficient', balance: big(rules.balance).toFixed() };
  return null;
}

/**
 * The range a fixed price may take around the index: 80 % (rounded up) to 120 % (rounded down)
 * of it, in the fiat's decimals.
 *
 * @example fixedPriceRange('7.21') // { min: Big(5.77), max: Big(8.65) }
 */
export function fixedPriceRange(index: DecimalInput): { min: Big; max: Big } {
  const i = big(index);
  return {
    min: i.times(FLOATING_PERCENT_MIN).div(100).round(FIAT_DECIMALS, Big.roundUp),
    max: i.times(FLOATING_PERCENT_MAX).div(100).round(FIAT_DECIMALS, Big.roundDown),
  };
}
