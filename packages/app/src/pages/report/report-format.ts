import Big from 'big.js';
import {
  formatDateTime,
  formatPercent,
  formatSignedAmount,
  formatSignedPercent,
  withUnit,
} from '@exchange/design-system';

// How the report writes its figures: PnL signed with its coin, fractions as percentages
// (truncated, SPEC.md section 5), days as UTC days (the wire's rule).

const UTC = { timezone: 'UTC', localTimezone: 'UTC', hour24: true } as const;

/** A UTC day as the date part of the product's date format ('11/03/2026'). */
export const dayText = (ms: number): string => formatDateTime(ms, UTC).slice(0, 10);

/** A day for a chart's time axis ('11/03'). */
export const axisDayText = (ms: number): string => dayText(ms).slice(0, 5);

/**
 * A signed PnL with its coin.
 *
 * @example pnlText('-31.6', 'USDT') // '−31.60 USDT'
 */
export function pnlText(value: string, coin: string): string {
  return withUnit(formatSignedAmount(value, 2), coin);
}

/**
 * A signed fraction as a percentage.
 *
 * @example returnText('-0.042') // '−4.20%'
 */
export function returnText(fraction: string): string {
  return formatSignedPercent(new Big(fraction).times(100), 2);
}

/**
 * An unsigned fraction as a percentage.
 *
 * @example rateText('0.5479') // '54.79%'
 */
export function rateText(fraction: string): string {
  return formatPercent(new Big(fraction).times(100), 2);
}

/** 'rise', 'fall' or 'flat': the colour of a signed value. */
export function toneOf(value: string): 'rise' | 'fall' | 'flat' {
  const big = new Big(value);
  return big.gt(0) ? 'rise' : big.lt(0) ? 'fall' : 'flat';
}
