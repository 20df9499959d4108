import Big from 'big.js';
import type { ContractSide, DecimalInput } from './contract-types.ts';
import { big, direction } from './contract-types.ts';

// Mark price, premium index and funding (issue 19 "The model"; exchange-facts.md section 1).

const ZERO = new Big(0);

/** What {@link markPrice} is the median of. */
export interface MarkInput {
  /** Last traded price of the contract. */
  last: DecimalInput;
  /** Index price: the spot market's price of the same coin. */
  index: DecimalInput;
  /** Current (predicted) funding rate per interval, as a fraction. */
  fundingRate: DecimalInput;
  /** Time left to the next funding, in ms. */
  msToFunding: number;
  /** The funding interval, in ms. */
  intervalMs: number;
  /** Moving average of (best bid + best ask) ÷ 2 − index over the basis window. */
  basisAverage: DecimalInput;
}

/**
 * Mark price = median(last, index × (1 + rate × time left ÷ interval), index + basis average).
 *
 * @example markPrice({ last: '101', index: '100', fundingRate: '0.0001', msToFunding: 4, intervalMs: 8, basisAverage: '0.5' }) // Big(100.5)
 */
export function markPrice(input: MarkInput): Big {
  if (!(input.intervalMs > 0)) throw new RangeError('The funding interval must be positive');
  const index = big(input.index);
  const share = new Big(Math.max(0, input.msToFunding)).div(input.intervalMs);
  const price1 = index.times(big(input.fundingRate).times(share).plus(1));
  const price2 = index.plus(big(input.basisAverage));
  const sorted = [big(input.last), price1, price2].sort((a, b) => a.cmp(b));
  return sorted[1] as Big;
}

/** What {@link premiumIndex} compares. */
export interface PremiumInput {
  impactBid: DecimalInput;
  impactAsk: DecimalInput;
  index: DecimalInput;
}

/**
 * Premium index = (max(0, impact bid − index) − max(0, index − impact ask)) ÷ index.
 *
 * @example premiumIndex({ impactBid: '101', impactAsk: '102', index: '100' }) // Big(0.01)
 */
export function premiumIndex(input: PremiumInput): Big {
  const index = big(input.index);
  if (index.lte(0)) return ZERO;
  const above = big(input.impactBid).minus(index);
  const below = index.minus(big(input.impactAsk));
  return (above.gt(0) ? above : ZERO).minus(below.gt(0) ? below : ZERO).div(index);
}

/** One side of a book: [price, size] from the best level outwards. */
export type BookLevels = readonly (readonly [DecimalInput, DecimalInput])[];

/**
 * The average fill prices of a market buy (against the asks) and a market sell (against the
 * bids) of `impactNotional` quote coin each; undefined when either side holds less than that.
 *
 * @example impactPrices({ asks: [['101', '1'], ['103', '1']], bids: [['99', '5']] }, '204') // { ask: Big(102), bid: Big(99) }
 */
export function impactPrices(
  book: { asks: BookLevels; bids: BookLevels },
  impactNotional: DecimalInput,
): { bid: Big; ask: Big } | undefined {
  const notional = big(impactNotional);
  if (notional.lte(0)) return undefined;
  const ask = averageFill(book.asks, notional);
  const bid = averageFill(book.bids, notional);
  return ask === undefined || bid === undefined ? undefined : { bid, ask };
}

function averageFill(levels: BookLevels, notional: Big): Big | undefined {
  let spent = ZERO;
  let filled = ZERO;
  for (const [priceInput, sizeInput] of levels) {
    const price = big(priceInput);
    const size = big(sizeInput);
    const left = notional.minus(spent);
    const value = price.times(size);
    if (value.gte(left)) {
      // Filled within the best level: the price itself, without a division's last digit.
      return filled.eq(0) ? price : notional.div(filled.plus(left.div(price)));
    }
    spent = spent.plus(value);
    filled = filled.plus(size);
  }
  return undefined;
}

/** What {@link fundingRate} needs; interest 0.01 % and band 0.05 % per interval by default. */
export interface FundingRateInput {
  /** Time-weighted average premium index over the interval (P). */
  premiumAverage: DecimalInput;
  interestRate?: DecimalInput;
  band?: DecimalInput;
  /** The pair's largest rate either way ("0.0075"). */
  cap: DecimalInput;
}

/**
 * Funding rate = P + clamp(I − P, −band, +band), then clamped to ±cap.
 *
 * @example fundingRate({ premiumAverage: '0', cap: '0.0075' }) // Big(0.0001)
 */
export function fundingRate(input: FundingRateInput): Big {
  const premium = big(input.premiumAverage);
  const band = big(input.band ?? '0.0005');
  const cap = big(input.cap).abs();
  const rate = premium.plus(clamp(big(input.interestRate ?? '0.0001').minus(premium), band));
  return clamp(rate, cap);
}

function clamp(value: Big, limit: Big): Big {
  if (value.gt(limit)) return limit;
  if (value.lt(limit.neg())) return limit.neg();
  return value;
}

/**
 * The funding a holder receives (positive) or pays (negative): size × mark × rate, paid by longs
 * and received by shorts when the rate is positive. Exact: the long's and the short's payments of
 * equal sizes sum to 0.
 *
 * @example fundingPayment('long', '2', '100', '0.0001') // Big(-0.02)
 */
export function fundingPayment(
  side: ContractSide,
  size: DecimalInput,
  mark: DecimalInput,
  rate: DecimalInput,
): Big {
  return big(size).times(big(mark)).times(big(rate)).times(-direction(side));
}
