import { Big } from 'big.js';
import { FIAT_DECIMALS } from '@exchange/formulas';
import { HttpError } from '../http/errors.ts';

// C2C's rules on one server (issue 22): the coins and their decimals, the clock's scales, and the
// fiat index floating ads are priced on.

/** The coins C2C trades and the decimals of their amounts (an order's coin is truncated to them). */
export const C2C_COINS: Readonly<Record<string, number>> = { USDT: 6, BTC: 8, ETH: 8 };

/** A session seen this recently makes its user "online" to counterparties (5 minutes). */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** The advertiser statistics' window (30 days). */
export const STATS_WINDOW_MS = 30 * 86_400_000;

export interface C2cConfig {
  /** C2C_PAY_WINDOW_SCALE: a multiplier on every ad's pay window (1; tests and e2e 0.01). */
  payWindowScale: number;
  /** C2C_APPEAL_WAIT_MS: from "paid" to when either party may appeal (10 minutes). */
  appealWaitMs: number;
}

/** The defaults, overridden field by field. */
export function c2cConfig(overrides: Partial<C2cConfig> = {}): C2cConfig {
  return { payWindowScale: 1, appealWaitMs: 600_000, ...overrides };
}

/** A quote of a coin's index price in a fiat. */
export interface FiatQuote {
  price: string;
  /** 24-hour change as a fraction (signed). */
  change: string;
  updated_at: number;
}

/**
 * Where floating ads get their index price: the fiats it quotes, and a coin's price in one of
 * them (null when it has none).
 */
export interface C2cIndexSource {
  readonly fiats: readonly string[];
  quote(coin: string, fiat: string, now: number): FiatQuote | null;
}

/** Fiat per USD of the reference index (a fixed demo table). */
const USD_RATES: Readonly<Record<string, string>> = { USD: '1', EUR: '0.92' };

/**
 * The reference index: a coin's USDT value (the server's price source) × a fixed USD rate,
 * 2 decimals half-up, no change. Servers with a live fiat source pass their own.
 *
 * @example referenceIndex((coin) => (coin === 'BTC' ? '64000' : undefined)).quote('BTC', 'EUR', 0) // { price: '58880', … }
 */
export function referenceIndex(usdtValue: (coin: string) => string | undefined): C2cIndexSource {
  return {
    fiats: Object.keys(USD_RATES),
    quote(coin, fiat, now) {
      const rate = USD_RATES[fiat];
      const value = coin === 'USDT' ? '1' : usdtValue(coin);
      if (rate === undefined || value === undefined) return null;
      const price = new Big(value).times(rate).round(FIAT_DECIMALS, Big.roundHalfUp);
      return price.gt(0) ? { price: price.toFixed(), change: '0', updated_at: now } : null;
    },
  };
}

/** A refusal naming the field at fault: 422 by default; 403, 404 or 409 where those apply. */
export function c2cError(status: number, field: string, message: string): HttpError {
  return new HttpError(status, `${field}: ${message}`, [{ field, message }]);
}
