import { Big } from 'big.js';
import type { ContractOpenBody } from '@exchange/api';
import type { PriceLevel } from '@exchange/api/socket';
import type { MarketService } from '../market/market-service.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractService } from './contract-types.ts';
import type { ContractPrices } from './market-ports.ts';

/**
 * What the contract market data and simulator use of the contract engine: the risk side's
 * {@link ContractService} reads, plus the book's levels and the trader's calls the simulator
 * makes (the same ones the HTTP routes make for a user).
 */
export interface ContractMarketEngine extends Pick<
  ContractService,
  'allOpenPositions' | 'positionOf' | 'openEntrustsOf' | 'markOf' | 'on'
> {
  /** Aggregated levels of the symbol's book, best first. */
  depth(symbol: string, limit: number): { asks: PriceLevel[]; bids: PriceLevel[] };
  /** POST /contract/contract_open for the user. */
  open(userId: number, body: ContractOpenBody): Promise<unknown>;
  /** POST /contract/entrust_cancel for the user. */
  cancel(userId: number, entrustId: number): Promise<unknown>;
  /** POST /contract/adjust_lever for the user. */
  adjustLever(
    userId: number,
    body: { symbol: string; leverage: number; margin_mode: 'cross' | 'isolated' },
  ): Promise<unknown>;
}

/** The start of the next funding interval after `now` (epoch-aligned: 00/08/16 UTC for 8 h). */
export function nextFundingTime(now: number, intervalMs: number): number {
  return (Math.floor(now / intervalMs) + 1) * intervalMs;
}

/**
 * The prices a contract shows before the risk side provides its own: the engine's mark, the
 * spot market's last price as the index (the reference price before any), and no funding.
 */
export function fallbackPrices(
  pairs: readonly ContractPairConfig[],
  engine: Pick<ContractService, 'markOf'> | null,
  spot: Pick<MarketService, 'peekLastPrice'>,
  fundingIntervalMs: number,
): ContractPrices {
  const reference = (symbol: string) =>
    new Big(pairs.find((pair) => pair.symbol === symbol)?.referencePrice ?? '0');
  const indexOf = (symbol: string) => spot.peekLastPrice(symbol) ?? reference(symbol);
  return {
    markOf: (symbol) => engine?.markOf(symbol) ?? indexOf(symbol),
    indexOf,
    fundingRateOf: () => new Big(0),
    nextFundingTime: (now) => nextFundingTime(now, fundingIntervalMs),
  };
}
