import { Big } from 'big.js';
import type { SpotPair, WalletEntry } from '@exchange/api';

/** A balance worth less than this many quote units is "small" (the hide-small switch). */
export const SMALL_BALANCE = '1';

/** Storage key of the spot page's "hide small balances" switch ("true" when on). */
export const HIDE_SMALL_KEY = 'assets_hide_small';

/** Whether a coin's value is under {@link SMALL_BALANCE}. */
export function isSmallBalance(entry: Pick<WalletEntry, 'usdt_equivalence'>): boolean {
  return new Big(entry.usdt_equivalence).lt(SMALL_BALANCE);
}

/**
 * The rows shown: coins whose name contains the search (any case), without small balances when
 * they are hidden.
 *
 * @example visibleRows(list, 'bt', true) // BTC, if worth at least 1
 */
export function visibleRows(
  list: readonly WalletEntry[],
  search: string,
  hideSmall: boolean,
): WalletEntry[] {
  const needle = search.trim().toUpperCase();
  return list.filter(
    (entry) =>
      entry.coin_name.toUpperCase().includes(needle) && !(hideSmall && isSmallBalance(entry)),
  );
}

/**
 * The account's value in the quote coin: the sum of every coin's value, as a decimal string.
 *
 * @example accountValue([{ usdt_equivalence: '0.1' }, { usdt_equivalence: '0.2' }]) // '0.3'
 */
export function accountValue(list: readonly Pick<WalletEntry, 'usdt_equivalence'>[]): string {
  return list.reduce((sum, entry) => sum.plus(entry.usdt_equivalence), new Big(0)).toFixed();
}

/**
 * The pair to trade a coin on: its pair against USDT when listed, else its first pair as base,
 * else null (a quote coin such as USDT itself has no pair of its own).
 *
 * @example tradeSymbol(pairs, 'BTC') // 'BTCUSDT'
 */
export function tradeSymbol(
  pairs: readonly Pick<SpotPair, 'symbol' | 'base_coin' | 'quote_coin'>[],
  coin: string,
): string | null {
  const own = pairs.filter((pair) => pair.base_coin === coin);
  return (own.find((pair) => pair.quote_coin === 'USDT') ?? own[0])?.symbol ?? null;
}
