import Big from 'big.js';
import type { Bracket, ContractSide, DecimalInput } from './contract-types.ts';
import { big, direction } from './contract-types.ts';
import { initialMargin, maxNotionalFor } from './margin.ts';

// What an opening order costs and how large it may be (issue 19 "Fees", the form's cost and max
// open size). The server freezes the cost and the page previews it, with the same numbers.

const ZERO = new Big(0);
/** Fees are booked in the quote coin with 8 decimals. */
const FEE_DECIMALS = 8;

/**
 * A trading fee: notional × rate, rounded down to 8 decimals.
 *
 * @example contractFee('60000.123', '0.0005') // Big(30.0000615)
 */
export function contractFee(notional: DecimalInput, rate: DecimalInput): Big {
  return big(notional).times(big(rate)).round(FEE_DECIMALS, Big.roundDown);
}

/** An opening order as {@link openCost} prices it. */
export interface OpenCostInput {
  side: ContractSide;
  /** The order's price (a market order's expected fill price). */
  price: DecimalInput;
  mark: DecimalInput;
  size: DecimalInput;
  leverage: number;
  /** The fee rate charged on opening (taker for market, maker or taker for limit). */
  feeRate: DecimalInput;
}

/**
 * Binance's order "cost": initial margin at the order's price + the opening fee + the open loss
 * (size × how far the price lies on the losing side of the mark: above it for a long, below it
 * for a short).
 *
 * @example openCost({ side: 'long', price: '101', mark: '100', size: '1', leverage: 10, feeRate: '0.0005' }) // Big(11.1505)
 */
export function openCost(input: OpenCostInput): Big {
  const price = big(input.price);
  const size = big(input.size);
  const notional = price.times(size);
  const loss = openLossPerUnit(input.side, price, big(input.mark)).times(size);
  return initialMargin(notional, input.leverage)
    .plus(contractFee(notional, input.feeRate))
    .plus(loss);
}

function openLossPerUnit(side: ContractSide, price: Big, mark: Big): Big {
  const loss = price.minus(mark).times(direction(side));
  return loss.gt(0) ? loss : ZERO;
}

/** What {@link maxOpenSize} fits into the balance. */
export interface MaxOpenSizeInput extends Omit<OpenCostInput, 'size'> {
  /** The futures account's available balance. */
  available: DecimalInput;
  brackets: readonly Bracket[];
  /** The pair's size step (10^-size_precision). */
  sizeStep: DecimalInput;
}

/**
 * The largest size, a multiple of the step, whose {@link openCost} fits the available balance
 * and whose notional at the order's price fits {@link maxNotionalFor} the leverage; 0 when not
 * even one step fits.
 *
 * @example maxOpenSize({ side: 'long', available: '100', price: '100', mark: '100', leverage: 10, feeRate: '0', brackets: BTC_BRACKETS, sizeStep: '0.001' }) // Big(10)
 */
export function maxOpenSize(input: MaxOpenSizeInput): Big {
  const available = big(input.available);
  const price = big(input.price);
  const step = big(input.sizeStep);
  if (available.lte(0) || price.lte(0) || step.lte(0)) return ZERO;
  const cap = maxNotionalFor(input.brackets, input.leverage);
  const perUnit = price
    .div(input.leverage)
    .plus(price.times(big(input.feeRate)))
    .plus(openLossPerUnit(input.side, price, big(input.mark)));
  const byBalance = available.div(perUnit);
  const byCap = cap.div(price);
  const bound = byBalance.lt(byCap) ? byBalance : byCap;
  let size = bound.div(step).round(0, Big.roundDown).times(step);
  const fits = (candidate: Big) =>
    candidate.times(price).lte(cap) && openCost({ ...input, size: candidate }).lte(available);
  // The fee is rounded down, so the exact cost may let one more step in than the linear bound.
  while (fits(size.plus(step))) size = size.plus(step);
  while (size.gt(0) && !fits(size)) size = size.minus(step);
  return size;
}
