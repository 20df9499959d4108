import { Big } from 'big.js';
import type { OrderSide, OtcCoin, OtcQuote } from '@exchange/api';

// What the OTC form checks before asking for a quote, the desk's own rules (packages/server/src/
// otc/otc-service.ts) read from GET /otc/coins: the coin's decimals, its minimum and maximum,
// and what the caller can pay from spot. A buy pays the quote coin, whose cost is known only once
// priced: before that only an empty balance is caught, after it the quote's total is checked.

/** Why an amount cannot be quoted or accepted. */
export type OtcAmountProblem =
  | { kind: 'not_a_number' }
  | { kind: 'precision'; decimals: number }
  | { kind: 'below_min'; min: string }
  | { kind: 'above_max'; max: string }
  | { kind: 'insufficient'; coin: string; available: string };

/** What the check reads; `available` is the spot balance of the coin paid, undefined while it loads. */
export interface OtcAmountInput {
  amount: string;
  coin: OtcCoin;
  side: OrderSide;
  available: string | undefined;
}

function parse(amount: string): Big | null {
  try {
    return new Big(amount);
  } catch {
    return null;
  }
}

/** The coin a side pays with: the quote coin for a buy, the coin itself for a sell. */
export function paidCoin(coin: Pick<OtcCoin, 'coin_name' | 'quote_coin'>, side: OrderSide): string {
  return side === 'buy' ? coin.quote_coin : coin.coin_name;
}

/**
 * The first rule an amount breaks, or null when it may be quoted.
 *
 * @example checkOtcAmount({ amount: '0.2', coin: btc, side: 'buy', available: '1000' }) // { kind: 'below_min', min: '0.5' }
 */
export function checkOtcAmount({
  amount,
  coin,
  side,
  available,
}: OtcAmountInput): OtcAmountProblem | null {
  const value = parse(amount);
  if (value === null || value.lte(0)) return { kind: 'not_a_number' };
  if (!value.round(coin.amount_precision, Big.roundDown).eq(value))
    return { kind: 'precision', decimals: coin.amount_precision };
  if (value.lt(coin.min_amount)) return { kind: 'below_min', min: coin.min_amount };
  if (value.gt(coin.max_amount)) return { kind: 'above_max', max: coin.max_amount };
  if (available !== undefined) {
    const balance = new Big(available);
    const short = side === 'sell' ? value.gt(balance) : balance.lte(0);
    if (short) return { kind: 'insufficient', coin: paidCoin(coin, side), available };
  }
  return null;
}

/**
 * Whether the caller can pay a priced quote: a buy's total (quote coin) or a sell's amount
 * (the coin) against the spot balance; a shortfall as a problem, null otherwise.
 *
 * @example checkOtcQuote(quote, '1000') // { kind: 'insufficient', coin: 'USDT', available: '1000' }
 */
export function checkOtcQuote(
  quote: Pick<OtcQuote, 'side' | 'amount' | 'total' | 'coin_name' | 'quote_coin'>,
  available: string | undefined,
): Extract<OtcAmountProblem, { kind: 'insufficient' }> | null {
  if (available === undefined) return null;
  const needed = quote.side === 'buy' ? quote.total : quote.amount;
  return new Big(needed).gt(available)
    ? { kind: 'insufficient', coin: paidCoin(quote, quote.side), available }
    : null;
}
