import Big from 'big.js';
import {
  displayDecimals,
  formatAmount,
  NO_VALUE,
  TRIM_TRAILING_ZEROS,
} from '@exchange/design-system';
import type { TradingPair } from '../trading-pair.ts';
import type { OrderRowFields, TradedRow } from './order-rows.ts';

// Display rules of the orders tables. Every number is truncated, never rounded (SPEC.md
// section 5), to the precision of the row's own pair: with "Hide other pairs" off a BTC row
// and a DOGE row sit in one table with different decimals.

/** What a row needs to know about its pair. */
export interface PairFormat {
  /** "BTC/USDT". */
  name: string;
  base: string;
  quote: string;
  pricePrecision: number;
  sizePrecision: number;
}

/** The display rules of a listed pair. */
export function pairFormatOf(pair: TradingPair): PairFormat {
  return {
    name: pair.name,
    base: pair.baseCoin,
    quote: pair.quoteCoin,
    pricePrecision: pair.pricePrecision,
    sizePrecision: pair.sizePrecision,
  };
}

/** Quote coins a symbol may end with, longest first, for a pair missing from the pair list. */
const QUOTES = ['USDT', 'USDC', 'BTC', 'ETH'];

/**
 * The rules of a pair the pair list does not (or not yet) hold: the name split at a known quote
 * coin, and the wire's own decimals kept (TRIM_TRAILING_ZEROS) rather than guessed.
 *
 * @example unknownPairFormat('SOLUSDT').name // 'SOL/USDT'
 */
export function unknownPairFormat(symbol: string): PairFormat {
  const quote = QUOTES.find((coin) => symbol.endsWith(coin) && symbol.length > coin.length);
  const base = quote === undefined ? symbol : symbol.slice(0, -quote.length);
  return {
    name: quote === undefined ? symbol : `${base}/${quote}`,
    base,
    quote: quote ?? '',
    pricePrecision: TRIM_TRAILING_ZEROS,
    sizePrecision: TRIM_TRAILING_ZEROS,
  };
}

/** A price truncated to the pair's tick. */
export function formatPrice(value: string, pair: PairFormat): string {
  return formatAmount(value, pair.pricePrecision);
}

/** A base-coin amount truncated to the pair's size step. */
export function formatSize(value: string, pair: PairFormat): string {
  return formatAmount(value, pair.sizePrecision);
}

/** A quote-coin value (price × amount) truncated to the price's decimals. */
export function formatQuote(value: string, pair: PairFormat): string {
  return formatAmount(value, pair.pricePrecision);
}

/**
 * A fee in its own coin. Fees are tiny next to the amounts they are charged on (0.1 % of
 * 0.01 BTC), so the pair's size step would show most of them as 0: SPEC.md section 9's
 * display tiers give small values more decimals. An order that filled nothing (cancelled or
 * still open) was charged nothing: it shows '—' (NO_VALUE), not '0.0000000'.
 *
 * @example formatFee('0.00004') // '0.0000400'
 * @example formatFee('0', '0') // '—'
 */
export function formatFee(value: string, filledAmount?: string): string {
  if (filledAmount !== undefined && isZero(filledAmount) && isZero(value)) return NO_VALUE;
  return formatAmount(value, displayDecimals(value));
}

/**
 * How much of an order has filled, in percent, truncated to 2 decimals.
 *
 * @example filledPercent({ amount: '0.05', filled_amount: '0.02' }) // '40.00'
 */
export function filledPercent(
  order: Pick<TradedRow, 'amount'> & Pick<OrderRowFields, 'filled_amount'>,
): string {
  const amount = new Big(order.amount);
  if (amount.lte(0)) return '0.00';
  return formatAmount(new Big(order.filled_amount).times(100).div(amount), 2);
}

/**
 * What an order is worth in the quote coin: price × amount for a limit order; for a market
 * order (no price) what it has filled so far.
 *
 * @example orderTotal({ price: '63000', amount: '0.01', filled_quote: '0' }) // '630'
 */
export function orderTotal(
  order: Pick<TradedRow, 'amount'> & Pick<OrderRowFields, 'price' | 'filled_quote'>,
): string {
  return order.price === null
    ? order.filled_quote
    : new Big(order.price).times(order.amount).toFixed();
}

/** Whether a decimal string is zero ("0", "0.000"). */
export function isZero(value: string): boolean {
  return new Big(value).eq(0);
}
