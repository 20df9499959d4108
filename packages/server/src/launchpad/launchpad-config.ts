import { Big } from 'big.js';
import type { CoinNetwork, LaunchpadPhase } from '@exchange/api';
import { decimalsOf } from '@exchange/formulas';
import type { Coin } from '../config/coins.ts';
import type { SpotPair } from '../market/pairs.ts';
import { LEDGER_SCALE } from '../wallet/journal.ts';
import type { LaunchpadProjectsTable } from './launchpad-tables.ts';

// What a launchpad project is configured with, the demo's three projects, and what a project
// becomes on the exchange once distributed: a coin of the catalogue and a spot pair.

/** One phase of the demo's projects when nothing else is configured (LAUNCHPAD_PHASE_MS). */
export const DEFAULT_LAUNCHPAD_PHASE_MS = 24 * 3_600_000;

/** Coin ids of launchpad tokens: this plus the project's id, clear of the catalogue's own ids. */
export const LAUNCHPAD_COIN_ID_BASE = 1000;

export interface LaunchpadProjectConfig {
  /** Stable: the project's id on the wire; a project is seeded once per store under it. */
  id: number;
  name: string;
  /** The new token's code (upper case, not a coin of the catalogue). */
  token: string;
  /** Decimals of a token amount (allocations are truncated to it; the pair's size step). */
  tokenPrecision: number;
  summary: string;
  quoteCoin: string;
  /** Price of one token in the quote coin. */
  price: string;
  /** Decimals of a price on the token's spot pair (at least the price's own). */
  pricePrecision: number;
  /** Tokens offered. */
  supply: string;
  userCap: string;
  minCommit: string;
  /** Decimals a commitment may have. */
  amountPrecision: number;
  /**
   * Phase boundaries in ms after the server's first start (negative: already past then), in
   * order: subscribing starts, ends; distribution; listing (the project has ended).
   */
  offsets: readonly [number, number, number, number];
  /**
   * Demo: what demo backers commit (quote coin, one amount each) during the window of a project
   * whose window closed before the server's first start (demo/demo-launchpad.ts), so it ends
   * with real commitments, allocations and refunds. Ignored for any other project.
   */
  demoBackers?: readonly string[];
}

/**
 * The demo's projects: one ended before the first start (its demo backers' commitments
 * distributed and the token listed at once), one
 * open for subscription from the first start for three phases, one opening two phases later.
 *
 * @example demoLaunchpadProjects(60_000)[1]?.offsets // [0, 180000, 240000, 300000]
 */
export function demoLaunchpadProjects(phaseMs: number): LaunchpadProjectConfig[] {
  const at = (...steps: [number, number, number, number]) =>
    steps.map((step) => step * phaseMs) as unknown as LaunchpadProjectConfig['offsets'];
  const common = {
    tokenPrecision: 2,
    quoteCoin: 'USDT',
    pricePrecision: 4,
    amountPrecision: 2,
    minCommit: '10',
  };
  return [
    {
      ...common,
      id: 1,
      name: 'Orbit Relay',
      token: 'ORBT',
      summary: 'A relay network for satellite data, paying relays in its own token.',
      price: '0.02',
      // Worth 10,000 USDT; its demo backers committed 15,000, so each got two thirds of their
      // commitment in ORBT and the rest back.
      supply: '500000',
      userCap: '10000',
      offsets: at(-4, -3, -2, -1),
      demoBackers: ['6000', '4500', '3000', '1500'],
    },
    {
      ...common,
      id: 2,
      name: 'Nimbus Storage',
      token: 'NIMB',
      summary: 'A decentralised storage network paying providers in its own token.',
      price: '0.05',
      // Worth 5,000 USDT: two demo users committing up to their cap oversubscribe it.
      supply: '100000',
      userCap: '5000',
      offsets: at(0, 3, 4, 5),
    },
    {
      ...common,
      id: 3,
      name: 'Quill Identity',
      token: 'QUIL',
      summary: 'Self-sovereign identity credentials, verified on chain.',
      price: '0.12',
      supply: '5000000',
      userCap: '10000',
      offsets: at(2, 5, 6, 7),
    },
  ];
}

/** A 4xx-free check of a configuration: a broken one stops the server at start. */
export function checkProjectConfig(config: LaunchpadProjectConfig): void {
  const [start, end, distribute, listing] = config.offsets;
  const problem = (what: string) =>
    new Error(`Launchpad project ${String(config.id)} (${config.token}): ${what}`);
  if (!(start < end && end <= distribute && distribute <= listing))
    throw problem('its times must run in order');
  if (!/^[A-Z0-9]{2,12}$/.test(config.token)) throw problem('the token is not a coin code');
  if (new Big(config.price).lte(0) || new Big(config.supply).lte(0))
    throw problem('price and supply must be positive');
  if (decimalsOf(new Big(config.price).toFixed()) > config.pricePrecision)
    throw problem('the price has more decimals than the pair');
  // An allocation's cost (tokens × price) must fit the ledger exactly.
  if (config.tokenPrecision + config.pricePrecision > LEDGER_SCALE)
    throw problem('token and price decimals exceed the ledger');
}

/** The phase of a project at `now`, from its times. */
export function phaseAt(
  row: Pick<
    LaunchpadProjectsTable,
    'subscribe_start' | 'subscribe_end' | 'distribute_at' | 'listing_at'
  >,
  now: number,
): LaunchpadPhase {
  if (now < row.subscribe_start) return 'upcoming';
  if (now < row.subscribe_end) return 'subscribing';
  if (now < row.distribute_at) return 'calculating';
  if (now < row.listing_at) return 'distributing';
  return 'ended';
}

/** When the phase `phase` of a project ends; null for `ended`. */
export function phaseEnd(
  row: Pick<
    LaunchpadProjectsTable,
    'subscribe_start' | 'subscribe_end' | 'distribute_at' | 'listing_at'
  >,
  phase: LaunchpadPhase,
): number | null {
  switch (phase) {
    case 'upcoming':
      return row.subscribe_start;
    case 'subscribing':
      return row.subscribe_end;
    case 'calculating':
      return row.distribute_at;
    case 'distributing':
      return row.listing_at;
    case 'ended':
      return null;
    default:
      return phase satisfies never;
  }
}

export const tokenLogo = (token: string) => `/coins/${token.toLowerCase()}.svg`;

/**
 * The token as a coin of the catalogue: held in spot, valued at the launch price until its pair
 * trades, neither deposited nor withdrawn (no chain of ours carries it).
 */
export function tokenCoin(row: LaunchpadProjectsTable): Coin {
  const network: CoinNetwork = {
    network: 'ERC20',
    name: 'Ethereum (ERC20)',
    deposit_enabled: false,
    withdraw_enabled: false,
    min_deposit: '0',
    min_withdraw: '0',
    withdraw_fee: '0',
    withdraw_precision: row.token_precision,
    confirmations: 12,
    memo_required: false,
    withdraw_daily_limit: '0',
  };
  return {
    id: row.token_id,
    name: row.token,
    logo: tokenLogo(row.token),
    referencePrice: new Big(row.price).toFixed(),
    demoGrant: '0',
    networks: [network],
  };
}

/** The token's spot pair against the quote coin, opening at the listing time at the launch price. */
export function tokenPair(row: LaunchpadProjectsTable): SpotPair {
  const step = (decimals: number) => new Big(1).div(new Big(10).pow(decimals)).toFixed(decimals);
  return {
    symbol: `${row.token}${row.quote_coin}`,
    base: row.token,
    quote: row.quote_coin,
    pricePrecision: row.price_precision,
    sizePrecision: row.token_precision,
    tickSize: step(row.price_precision),
    minSize: step(row.token_precision),
    maxSize: new Big(row.supply).toFixed(),
    makerFee: '0.001',
    takerFee: '0.002',
    logo: tokenLogo(row.token),
    referencePrice: new Big(row.price).toFixed(),
    listedAt: row.listing_at,
    freshListing: true,
  };
}
