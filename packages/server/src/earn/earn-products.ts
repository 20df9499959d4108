import type { AprTier, EarnType } from '@exchange/api';

// The earn products the exchange offers (issue 21), seeded into `earn_products` at start-up
// (earn-install.ts): per coin one flexible product and locked ones of 7, 30 and 90 days. The
// finance account takes exactly these coins (config/finance-coins.ts derives from this list).

/** One product as configured; its id is its place in the table, stable by `key`. */
export interface EarnProductConfig {
  /** A stable name, unique: the seed upserts by it, so a restart keeps ids and what is sold. */
  key: string;
  coin: string;
  type: EarnType;
  /** Term in days for locked products; null for flexible. */
  durationDays: number | null;
  /** Rate tiers, lowest first; the last one unbounded (up_to null). */
  tiers: readonly AprTier[];
  minAmount: string;
  userCap: string;
  totalQuota: string;
}

const flat = (apr: string): readonly AprTier[] => [{ up_to: null, apr }];

const locked = (
  coin: string,
  days: number,
  apr: string,
  limits: Pick<EarnProductConfig, 'minAmount' | 'userCap' | 'totalQuota'>,
): EarnProductConfig => ({
  key: `${coin.toLowerCase()}-locked-${String(days)}`,
  coin,
  type: 'locked',
  durationDays: days,
  tiers: flat(apr),
  ...limits,
});

const USDT_LIMITS = { minAmount: '10', userCap: '100000', totalQuota: '50000000' };
const BTC_LIMITS = { minAmount: '0.0001', userCap: '5', totalQuota: '500' };
const ETH_LIMITS = { minAmount: '0.01', userCap: '100', totalQuota: '10000' };

/**
 * The products of the reference exchange. Flexible products are tiered: a higher rate on the
 * first amount of a user's holding (Binance's "bonus tier"); locked rates grow with the term.
 */
export const EARN_PRODUCTS: readonly EarnProductConfig[] = [
  {
    key: 'usdt-flexible',
    coin: 'USDT',
    type: 'flexible',
    durationDays: null,
    tiers: [
      { up_to: '1000', apr: '0.08' },
      { up_to: null, apr: '0.035' },
    ],
    ...USDT_LIMITS,
  },
  locked('USDT', 7, '0.04', USDT_LIMITS),
  locked('USDT', 30, '0.06', USDT_LIMITS),
  locked('USDT', 90, '0.075', USDT_LIMITS),
  {
    key: 'btc-flexible',
    coin: 'BTC',
    type: 'flexible',
    durationDays: null,
    tiers: [
      { up_to: '0.1', apr: '0.02' },
      { up_to: null, apr: '0.005' },
    ],
    ...BTC_LIMITS,
  },
  locked('BTC', 7, '0.008', BTC_LIMITS),
  locked('BTC', 30, '0.012', BTC_LIMITS),
  locked('BTC', 90, '0.018', BTC_LIMITS),
  {
    key: 'eth-flexible',
    coin: 'ETH',
    type: 'flexible',
    durationDays: null,
    tiers: [
      { up_to: '2', apr: '0.03' },
      { up_to: null, apr: '0.01' },
    ],
    ...ETH_LIMITS,
  },
  locked('ETH', 7, '0.015', ETH_LIMITS),
  locked('ETH', 30, '0.022', ETH_LIMITS),
  locked('ETH', 90, '0.03', ETH_LIMITS),
];

/** What the earn house account ('earn' of the system user) is seeded with once, per coin. */
export const EARN_HOUSE_SEED: Readonly<Record<string, string>> = {
  USDT: '100000000',
  BTC: '1000',
  ETH: '20000',
};
