import { Big } from 'big.js';
import type { AccountType } from '@exchange/api';
import { decimalsOf, truncateDecimal } from '@exchange/formulas';
import { COINS, type Coin } from '../config/coins.ts';
import { FINANCE_COINS } from '../config/finance-coins.ts';
import { fieldError } from '../http/errors.ts';
import { toAmount } from './ledger.ts';
import { CONTRACT_PAIRS } from '../contract/contract-pairs.ts';

// Which coins each of a user's accounts takes (issue 17: SOL was accepted into futures).

/** The futures account's margin coins: the settlement coin of every perpetual contract. */
const MARGIN_COINS: readonly string[] = [...new Set(CONTRACT_PAIRS.map((pair) => pair.quote))];

/** The coins an account holds: spot every coin, futures its margin coins, finance earn coins. */
export function accountCoins(account: AccountType): readonly string[] {
  switch (account) {
    case 'spot':
      return COINS.map((coin) => coin.name);
    case 'futures':
      return MARGIN_COINS;
    case 'finance':
      return FINANCE_COINS;
    default:
      return account satisfies never;
  }
}

/** The coin if `account` takes it, else a 422 on `field` naming what the account does take. */
export function requireAccountCoin(coin: Coin, account: AccountType, field = 'coin_id'): Coin {
  const taken = accountCoins(account);
  if (!taken.includes(coin.name)) {
    throw fieldError(
      field,
      `The ${account} account takes only ${taken.join(', ')}, not ${coin.name}`,
    );
  }
  return coin;
}

/**
 * Decimals a transfer amount may have: the coin's finest network precision (8 for BTC, 6 for
 * USDT), the precision it moves on chain with.
 */
export function transferDecimals(coin: Coin): number {
  return Math.max(...coin.networks.map((network) => network.withdraw_precision));
}

/** The part of an available balance a transfer can move: truncated to the coin's decimals. */
export function transferable(coin: Coin, available: string): string {
  return toAmount(truncateDecimal(available, transferDecimals(coin)));
}

/** A 422 on `amount` when it has more decimals than the coin moves with. */
export function requireTransferPrecision(coin: Coin, amount: string): void {
  const decimals = transferDecimals(coin);
  // Trailing zeros are no precision: "1.50" moves like "1.5".
  if (decimalsOf(new Big(amount).toFixed()) > decimals) {
    throw fieldError('amount', `${coin.name} moves with at most ${String(decimals)} decimals`);
  }
}
