import Big from 'big.js';
import type { CopyPeriod } from '@exchange/api';
import { msg } from '@lingui/core/macro';
import {
  formatCoinAmount,
  formatDateTime,
  formatPercent,
  formatSignedAmount,
  formatSignedPercent,
  NO_VALUE,
  withUnit,
} from '@exchange/design-system';

// How the lead traders' pages write their figures: USDT amounts (the copy coin) with every
// decimal they carry, PnL signed to the cent, fractions as percentages (truncated, SPEC.md
// section 5), days as UTC days like the wire's curves.

/** The coin of PnL, assets under copy and profit shares. */
export const LEADER_COIN = 'USDT';

/** The periods' short names, in the wire's order. */
export const PERIOD_LABELS = {
  '7d': msg`7D`,
  '30d': msg`30D`,
  '90d': msg`90D`,
} as const satisfies Record<CopyPeriod, unknown>;

/** '1,200.5 USDT'. */
export const usdtAmount = (value: string): string => formatCoinAmount(value, LEADER_COIN);

/** '+18,240.50 USDT' / '−1,250.75 USDT'. */
export const usdtPnl = (value: string): string =>
  withUnit(formatSignedAmount(value, 2), LEADER_COIN);

/** A signed fraction as a percentage: '0.2315' → '+23.15%'. */
export const signedPercent = (fraction: string): string =>
  formatSignedPercent(new Big(fraction).times(100), 2);

/** An unsigned fraction as a percentage, or '—' for none yet: '0.084' → '8.40%'. */
export const percent = (fraction: string | null): string =>
  fraction === null ? NO_VALUE : formatPercent(new Big(fraction).times(100), 2);

/** 'rise', 'fall' or 'flat': the colour of a signed value. */
export function toneOf(value: string): 'rise' | 'fall' | 'flat' {
  const big = new Big(value);
  return big.gt(0) ? 'rise' : big.lt(0) ? 'fall' : 'flat';
}

const UTC = { timezone: 'UTC', localTimezone: 'UTC', hour24: true } as const;

/** A UTC day in the product's date format ('11/03/2026'). */
export const dayText = (ms: number): string => formatDateTime(ms, UTC).slice(0, 10);

/** A day on a chart's time axis ('11/03'). */
export const axisDayText = (ms: number): string => dayText(ms).slice(0, 5);
