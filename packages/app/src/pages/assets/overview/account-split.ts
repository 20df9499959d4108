import { Big } from 'big.js';
import type { WalletEntry } from '@exchange/api';

/**
 * An account's value in the quote coin: the sum of its coins' `usdt_equivalence`, in big.js.
 *
 * @example accountTotal(spot.list) // '24106.94'
 */
export function accountTotal(list: readonly WalletEntry[]): string {
  return list.reduce((sum, entry) => sum.plus(entry.usdt_equivalence), new Big(0)).toFixed();
}
