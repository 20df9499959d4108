import Big from 'big.js';
import type { DecimalInput } from '../contract/contract-types.ts';
import { big } from '../contract/contract-types.ts';

// C2C (issue 22): an ad's price and the fiat ↔ coin conversions of an order. The server books by
// these, the MSW fixtures compute with them and the page previews with them, so what the form
// shows is what the order holds.
// - Fiat amounts and prices have 2 decimals (FIAT_DECIMALS).
// - A floating price is index × percentage ÷ 100, rounded HALF-UP to the fiat's decimals.
// - Coin amounts are truncated to the coin's precision; the fiat of a coin amount is coin × price
//   TRUNCATED to 2 decimals (SPEC.md section 5: derived values are truncated, never rounded), so
//   converting coin → fiat → coin never gives back more coin than it started with.

/** Decimals of a fiat amount or a fiat price. */
export const FIAT_DECIMALS = 2;

/** A floating price's percentage of the index lies in this range (inclusive). */
export const FLOATING_PERCENT_MIN = '80';
export const FLOATING_PERCENT_MAX = '120';

/** Fixed or floating, as the wire's `price_type`. */
export type C2cPriceType = 'fixed' | 'floating';

// Quotients are cut (not rounded) at 60 places, so truncating them to a coin's precision
// afterwards gives exactly floor(x × 10^precision) ÷ 10^precision.
const Exact = Big();
Exact.DP = 60;
Exact.RM = Big.roundDown;

/**
 * A floating ad's price: index × percent ÷ 100, rounded half-up to 2 decimals.
 *
 * @example floatingPrice('64000.5', '101.5') // Big(64960.51) (64960.5075 rounded half-up)
 * @example floatingPrice('1.0003', '99') // Big(0.99) (0.990297)
 */
export function floatingPrice(index: DecimalInput, percent: DecimalInput): Big {
  return big(index).times(big(percent)).div(100).round(FIAT_DECIMALS, Big.roundHalfUp);
}

/**
 * The price an ad trades at now: its fixed price, or its floating price on `index` (null when no
 * index is known; a fixed price never needs one).
 *
 * @example adPrice('fixed', '7.1', null) // Big(7.1)
 * @example adPrice('floating', '102', '100') // Big(102)
 */
export function adPrice(
  priceType: C2cPriceType,
  priceValue: DecimalInput,
  index: DecimalInput | null,
): Big | null {
  if (priceType === 'fixed') return big(priceValue);
  return index === null ? null : floatingPrice(index, priceValue);
}

/**
 * The coin an amount of fiat buys at `price`: fiat ÷ price truncated to `coinDecimals`.
 *
 * @example fiatToCoin('100', '64000', 6) // Big(0.001562)
 */
export function fiatToCoin(fiat: DecimalInput, price: DecimalInput, coinDecimals: number): Big {
  const p = big(price);
  if (p.lte(0)) throw new RangeError('A C2C price is above zero');
  return new Exact(big(fiat)).div(new Exact(p)).round(coinDecimals, Big.roundDown);
}

/**
 * The fiat a coin amount costs at `price`: coin × price truncated to 2 decimals.
 *
 * @example coinToFiat('0.001562', '64000') // Big(99.96) (99.968 truncated)
 */
export function coinToFiat(coin: DecimalInput, price: DecimalInput): Big {
  return big(coin).times(big(price)).round(FIAT_DECIMALS, Big.roundDown);
}

/** An order's two amounts: coin escrowed and released, fiat the buyer pays. */
export interface C2cOrderAmounts {
  coin: Big;
  fiat: Big;
}

/**
 * An order's amounts from what the user typed. In fiat: the fiat as typed (the buyer pays what
 * they entered) and the coin it buys, truncated. In coin: the coin, truncated to the coin's
 * precision, and its fiat, truncated to 2 decimals.
 *
 * @example c2cOrderAmounts('100', 'fiat', '64000', 6) // { coin: Big(0.001562), fiat: Big(100) }
 * @example c2cOrderAmounts('0.01', 'coin', '64000.55', 6) // { coin: Big(0.01), fiat: Big(640) }
 */
export function c2cOrderAmounts(
  amount: DecimalInput,
  amountIn: 'fiat' | 'coin',
  price: DecimalInput,
  coinDecimals: number,
): C2cOrderAmounts {
  if (amountIn === 'fiat') {
    const fiat = big(amount);
    return { fiat, coin: fiatToCoin(fiat, price, coinDecimals) };
  }
  const coin = big(amount).round(coinDecimals, Big.roundDown);
  return { coin, fiat: coinToFiat(coin, price) };
}
