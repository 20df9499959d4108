import { useMemo } from 'react';
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiClient, ContractPair, SpotPair } from '@exchange/api';
import type { TickerKind } from '@exchange/api/socket';
import { useAppServices } from '../app-services.tsx';
import { useTickers } from '../live/use-tickers.ts';
import type { TickerMap } from '../live/ticker-store.ts';
import { contractPairsQuery, spotPairsQuery } from '../queries/pairs.query.ts';
import { toMarketRows, type MarketKind, type MarketRow } from './market-rows.ts';

/** Where one kind of market's rows come from: its pair list and the live feed that moves it. */
export interface MarketSource<Pair extends SpotPair | ContractPair, Key extends QueryKey> {
  kind: MarketKind;
  feed: TickerKind;
  pairsQuery: (api: ApiClient) => UseQueryOptions<Pair[], Error, Pair[], Key>;
}

export const SPOT_MARKET = { kind: 'spot', feed: 'trade', pairsQuery: spotPairsQuery } as const;
export const CONTRACT_MARKET = {
  kind: 'contract',
  feed: 'contract',
  pairsQuery: contractPairsQuery,
} as const;

export interface MarketRows<Pair> {
  /** The pair list's query (its data, loading and error state, refetch). */
  pairs: UseQueryResult<Pair[]>;
  /** The pair list overlaid by the live tickers (empty until the list arrives). */
  rows: MarketRow[];
  /** The feed's live tickers, for what else follows the socket (a sparkline's last point). */
  tickers: TickerMap;
}

/**
 * One kind's market rows, live: its pair list from the API (refreshed as SPEC.md section 7
 * says), overlaid by the socket's tickers (a ticker wins over the list's snapshot), subscribed
 * while the component is mounted. The home page's cards and the /market tables both read their
 * rows here.
 *
 * @example const { rows, pairs } = useMarketRows(SPOT_MARKET); // pairs.isPending while loading
 */
export function useMarketRows<Pair extends SpotPair | ContractPair, Key extends QueryKey>(
  market: MarketSource<Pair, Key>,
): MarketRows<Pair> {
  const { api } = useAppServices();
  const pairs = useQuery(market.pairsQuery(api));
  const tickers = useTickers(market.feed);
  const list = pairs.data;
  const { kind } = market;
  const rows = useMemo(() => toMarketRows(kind, list ?? [], tickers), [kind, list, tickers]);
  return { pairs, rows, tickers };
}
