import type { ContractPair } from '@exchange/api';
import { formatAmount } from '@exchange/design-system';
import {
  pairFormatOf,
  unknownPairFormat,
  type PairFormat,
} from '../../../trading/orders/order-format.ts';
import { tradingPairOf } from '../../../trading/trading-pair.ts';

/**
 * The display rules of a contract by symbol: the listed pair's precisions, or the wire's own
 * decimals for one the list does not (yet) hold.
 *
 * @example contractFormatOf(pairs)('BTCUSDT').pricePrecision // 1
 */
export function contractFormatOf(pairs: readonly ContractPair[]): (symbol: string) => PairFormat {
  return (symbol) => {
    const pair = pairs.find((item) => item.symbol === symbol);
    return pair ? pairFormatOf(tradingPairOf(pair)) : unknownPairFormat(symbol);
  };
}

/** Margin, PnL and balances: quote-coin money, truncated to cents (SPEC.md section 5). */
export const MONEY_DECIMALS = 2;

/**
 * A quote-coin amount for the panel.
 *
 * @example formatMoney('480.759') // '480.75'
 */
export function formatMoney(value: string): string {
  return formatAmount(value, MONEY_DECIMALS);
}
