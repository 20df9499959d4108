import { Big } from 'big.js';
import { OTC_QUOTE_TTL_MS } from '@exchange/api';

// What the OTC desk (issue 24) is configured with: the coins and their size limits, the spread
// tiers (wider for a larger notional), the quote's lifetime and what the 'otc' house is seeded
// with once from 'external'.

/** A coin quoted over the counter, priced on the spot last of `{coin}{quote}`. */
export interface OtcCoinConfig {
  coin: string;
  quote: string;
  minAmount: string;
  maxAmount: string;
  amountPrecision: number;
  pricePrecision: number;
}

/** From `upTo` of notional (quote coin, exclusive; null = no bound), the spread as a fraction. */
export interface OtcSpreadTier {
  upTo: string | null;
  spread: string;
}

export interface OtcConfig {
  coins: readonly OtcCoinConfig[];
  /** Ascending by `upTo`; the last has `upTo: null`. */
  tiers: readonly OtcSpreadTier[];
  quoteTtlMs: number;
  houseSeed: Readonly<Record<string, string>>;
}

export const DEFAULT_OTC_CONFIG: OtcConfig = {
  coins: [
    {
      coin: 'BTC',
      quote: 'USDT',
      minAmount: '0.1',
      maxAmount: '100',
      amountPrecision: 4,
      pricePrecision: 2,
    },
    {
      coin: 'ETH',
      quote: 'USDT',
      minAmount: '1',
      maxAmount: '2000',
      amountPrecision: 3,
      pricePrecision: 2,
    },
  ],
  tiers: [
    { upTo: '100000', spread: '0.002' },
    { upTo: '1000000', spread: '0.0035' },
    { upTo: null, spread: '0.005' },
  ],
  quoteTtlMs: OTC_QUOTE_TTL_MS,
  houseSeed: { BTC: '1000', ETH: '20000', USDT: '100000000' },
};

/** The configuration with `overrides`; throws on a TTL that is not a positive integer. */
export function otcConfig(overrides: Partial<OtcConfig> = {}): OtcConfig {
  const config = { ...DEFAULT_OTC_CONFIG, ...overrides };
  if (!Number.isInteger(config.quoteTtlMs) || config.quoteTtlMs <= 0)
    throw new Error(`OTC quote TTL of ${String(config.quoteTtlMs)} ms`);
  return config;
}

/** The spread for a notional (quote coin) under the tiers. */
export function spreadFor(tiers: readonly OtcSpreadTier[], notional: Big): Big {
  for (const tier of tiers) {
    if (tier.upTo === null || notional.lt(tier.upTo)) return new Big(tier.spread);
  }
  throw new Error('OTC spread tiers must end with an unbounded tier');
}

/**
 * The quoted price: the index plus the spread for a user's buy (rounded up), minus it for a
 * sell (rounded down), to the coin's price precision; the house never quotes on the wrong side.
 */
export function quotePrice(index: Big, spread: Big, side: 'buy' | 'sell', precision: number): Big {
  return side === 'buy'
    ? index.times(new Big(1).plus(spread)).round(precision, Big.roundUp)
    : index.times(new Big(1).minus(spread)).round(precision, Big.roundDown);
}
