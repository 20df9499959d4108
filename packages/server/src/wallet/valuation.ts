import { Big } from 'big.js';
import type { WalletEntry } from '@exchange/api';
import { truncateDecimal } from '@exchange/formulas';
import type { Coin } from '../config/coins.ts';
import type { PriceSource } from '../http/context.ts';
import { toAmount } from './ledger.ts';

/** Decimals of USDT valuations (display truncates further, SPEC.md section 5). */
const VALUE_DECIMALS = 8;

/** The USDT value of an amount of a coin; zero when the coin has no price. */
export function usdtValue(prices: PriceSource, coin: string, amount: Big): Big {
  const price = prices(coin);
  return price === undefined ? new Big(0) : amount.times(price);
}

/** One coin of one account on the wire (SPEC.md section 3, wallet entry). */
export function walletEntry(
  coin: Coin,
  balance: string,
  frozen: string,
  prices: PriceSource,
): WalletEntry {
  const total = new Big(balance).plus(frozen);
  return {
    coin_id: coin.id,
    coin_name: coin.name,
    logo: coin.logo,
    balance: toAmount(balance),
    freeze: toAmount(frozen),
    total_balance: toAmount(total),
    usdt_equivalence: valuation(usdtValue(prices, coin.name, total)),
  };
}

/** Truncate a valuation for the wire (SPEC.md section 5: truncated, never rounded). */
export function valuation(value: Big): string {
  return toAmount(truncateDecimal(value, VALUE_DECIMALS));
}
