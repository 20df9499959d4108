import Big from 'big.js';
import { formatCoinAmount, formatSignedAmount, withUnit } from '@exchange/design-system';

// How the copy orders page writes its figures: amounts with every decimal they carry (SPEC.md
// section 5 truncates, never rounds), PnL signed, each with its coin.

/** The coin copy budgets, margins and profit shares are in (the server's CopyConfig.coin). */
export const COPY_COIN = 'USDT';

/**
 * An amount with its coin, every decimal it has ({@link formatCoinAmount}), in USDT unless told.
 *
 * @example copyAmount('642.8') // '642.8 USDT'
 */
export function copyAmount(value: string, coin = COPY_COIN): string {
  return formatCoinAmount(value, coin);
}

/**
 * A profit or loss, signed, with its coin.
 *
 * @example copyPnl('-1.5') // '−1.50 USDT'
 */
export function copyPnl(value: string, coin = COPY_COIN): string {
  return withUnit(formatSignedAmount(value, 2), coin);
}

/** Which way a figure went, for its colour: 'rise', 'fall' or null for zero. */
export function signOf(value: string): 'rise' | 'fall' | null {
  const big = new Big(value);
  return big.gt(0) ? 'rise' : big.lt(0) ? 'fall' : null;
}
