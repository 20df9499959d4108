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

/** What an account holds: available, frozen, and the part of frozen withdrawals hold. */
export interface Holding {
  balance: string;
  frozen: string;
  frozenWithdrawals: string;
}

/** An account never used holds nothing. */
export const NO_HOLDING: Holding = { balance: '0', frozen: '0', frozenWithdrawals: '0' };

/**
 * One coin of one account on the wire (SPEC.md section 3, wallet entry). `freeze` splits into
 * what withdrawals hold (kept by the ledger) and what open orders hold (the rest of it).
 */
export function walletEntry(coin: Coin, holding: Holding, prices: PriceSource): WalletEntry {
  const { balance, frozen, frozenWithdrawals } = holding;
  const total = new Big(balance).plus(frozen);
  return {
    coin_id: coin.id,
    coin_name: coin.name,
    logo: coin.logo,
    balance: toAmount(balance),
    freeze: toAmount(frozen),
    freeze_orders: toAmount(new Big(frozen).minus(frozenWithdrawals)),
    freeze_withdrawals: toAmount(frozenWithdrawals),
    total_balance: toAmount(total),
    usdt_equivalence: valuation(usdtValue(prices, coin.name, total)),
  };
}

/** Truncate a valuation for the wire (SPEC.md section 5: truncated, never rounded). */
export function valuation(value: Big): string {
  return toAmount(truncateDecimal(value, VALUE_DECIMALS));
}
