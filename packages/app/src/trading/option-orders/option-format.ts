import { moneyness, type OptionDirection } from '@exchange/formulas';
import type { OptionOrder, OptionPair } from '@exchange/api';
import { unknownPairFormat } from '../orders/order-format.ts';

// Display rules of the option tables (issue 20): what phase an open option is in (the time left
// until its expiry is the design system's formatCountdown), and a pair's decimals (prices to the tick, stakes and payouts to the quote
// coin's decimals, truncated like every amount: SPEC.md section 5).

/** What a row needs to know about its option pair. */
export interface OptionPairFormat {
  /** "BTC/USDT". */
  name: string;
  /** The coin stakes and payouts are in. */
  quote: string;
  pricePrecision: number;
  /** Decimals of a stake or a payout (the quote coin's). */
  amountPrecision: number;
}

/** The display rules of a listed option pair. */
export function optionPairFormatOf(pair: OptionPair): OptionPairFormat {
  return {
    name: pair.name,
    quote: pair.quote_coin,
    pricePrecision: pair.price_precision,
    amountPrecision: pair.amount_precision,
  };
}

/**
 * The rules of a symbol the option pair list does not (or not yet) hold: its name split at the
 * quote coin, the wire's own decimals kept.
 *
 * @example unknownOptionPairFormat('SOLUSDT').name // 'SOL/USDT'
 */
export function unknownOptionPairFormat(symbol: string): OptionPairFormat {
  const format = unknownPairFormat(symbol);
  return {
    name: format.name,
    quote: format.quote,
    pricePrecision: format.pricePrecision,
    amountPrecision: format.sizePrecision,
  };
}

/**
 * Where an open option stands at `now`: `waiting` for its entry tick, `live` (entered, expiry
 * ahead), or `settling` (past its expiry and not booked yet: the next server tick books it).
 *
 * @example openOptionPhase({ open_price: null, settle_at: 2000 }, 1000) // 'waiting'
 */
export function openOptionPhase(
  row: Pick<OptionOrder, 'open_price' | 'settle_at'>,
  now: number,
): 'waiting' | 'live' | 'settling' {
  if (now >= row.settle_at) return 'settling';
  return row.open_price === null ? 'waiting' : 'live';
}

/**
 * Whether an entered option would win (`in`), lose (`out`) or draw (`at`) at `index`, or null
 * while the entry or the index is unknown. The formula is the server's (@exchange/formulas).
 *
 * @example liveMoneyness('up', '100', '101') // 'in'
 */
export function liveMoneyness(
  direction: OptionDirection,
  entry: string | null,
  index: string | null,
): 'in' | 'out' | 'at' | null {
  if (entry === null || index === null) return null;
  return moneyness(direction, entry, index);
}
