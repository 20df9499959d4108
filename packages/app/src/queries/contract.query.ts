import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ContractOrderType, OrderState, PositionSide } from '@exchange/api';
import { useAppServices } from '../app-services.tsx';
import { contractPairsQuery } from './pairs.query.ts';
import { contractAccountQuery } from './wallet.query.ts';
import { definedOnly } from './query-kit.ts';

// Perpetual contracts' queries (issue 19): the pair list, the caller's lever setting, positions,
// entrusts, futures account, fills and funding payments, and the public funding-rate history and
// positioning statistics. Mutations live with the form and the panels that send them.

export { contractPairsQuery, contractAccountQuery };

/**
 * Query keys (and prefixes) of every contract query. The pair list and the futures account keep
 * the keys the shell and the wallet already use, so they share one cache entry.
 *
 * @example queryClient.invalidateQueries({ queryKey: CONTRACT_QUERY_KEYS.positions })
 */
export const CONTRACT_QUERY_KEYS = {
  pairs: ['pairs', 'contract'],
  /** Prefix of every symbol's lever setting. */
  levers: ['contractLever'],
  lever: (symbol: string) => ['contractLever', symbol] as const,
  positions: ['contractPositions'],
  entrusts: ['contractEntrusts'],
  account: ['contractAccount'],
  fills: ['contractFills'],
  funding: ['contractFunding'],
  fundingRates: (symbol: string) => ['contractFundingRates', symbol] as const,
  stats: (symbol: string) => ['contractStats', symbol] as const,
} as const;

/** The caller's contract data a user event (order, fill, funding, liquidation…) may change. */
export const CONTRACT_USER_QUERY_KEYS = [
  CONTRACT_QUERY_KEYS.positions,
  CONTRACT_QUERY_KEYS.entrusts,
  CONTRACT_QUERY_KEYS.account,
  CONTRACT_QUERY_KEYS.fills,
  CONTRACT_QUERY_KEYS.funding,
] as const;

/**
 * Mark every query of the caller's contract data stale (refetching those on screen).
 *
 * @example onContractEvent: () => invalidateContractUserQueries(queryClient)
 */
export async function invalidateContractUserQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    CONTRACT_USER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The wire filters of GET /contract/entrust (the order centre's and the panel's tabs). */
export interface EntrustsFilter {
  state: OrderState;
  page: number;
  limit?: number;
  symbol?: string;
  side?: PositionSide;
  type?: ContractOrderType;
  /** Inclusive lower bound on created_at (ms). */
  from?: number;
  /** Exclusive upper bound on created_at (ms). */
  to?: number;
}

/** The wire filters of GET /contract/fills and GET /contract/funding. */
export interface ContractHistoryFilter {
  page: number;
  limit?: number;
  symbol?: string;
  from?: number;
  to?: number;
}

/**
 * GET /contract/lever: the caller's leverage and margin mode of a symbol.
 *
 * @example useQuery(contractLeverQuery(api, 'BTCUSDT'))
 */
export function contractLeverQuery(api: ApiClient, symbol: string) {
  return queryOptions({
    queryKey: CONTRACT_QUERY_KEYS.lever(symbol),
    queryFn: ({ signal }) => api.call('contractLever', { query: { symbol } }, { signal }),
  });
}

/**
 * GET /contract/position: the caller's open positions, of every symbol (one request serves the
 * page's panel, the form and the chart's lines).
 *
 * @example useQuery(contractPositionsQuery(api))
 */
export function contractPositionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: CONTRACT_QUERY_KEYS.positions,
    queryFn: ({ signal }) => api.call('contractPositions', { query: {} }, { signal }),
  });
}

/**
 * GET /contract/entrust: one page of open or finished entrusts, newest first. The previous page
 * stays on screen while the next loads.
 *
 * @example useQuery(contractEntrustsQuery(api, { state: 'open', page: 1, symbol: 'BTCUSDT' }))
 */
export function contractEntrustsQuery(api: ApiClient, filter: EntrustsFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...CONTRACT_QUERY_KEYS.entrusts, query] as const,
    queryFn: ({ signal }) => api.call('contractEntrusts', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /contract/fills: one page of the caller's fills, newest first.
 *
 * @example useQuery(contractFillsQuery(api, { page: 1 }))
 */
export function contractFillsQuery(api: ApiClient, filter: ContractHistoryFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...CONTRACT_QUERY_KEYS.fills, query] as const,
    queryFn: ({ signal }) => api.call('contractFills', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /contract/funding: one page of the caller's funding payments, newest first.
 *
 * @example useQuery(contractFundingQuery(api, { page: 1, symbol: 'BTCUSDT' }))
 */
export function contractFundingQuery(api: ApiClient, filter: ContractHistoryFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...CONTRACT_QUERY_KEYS.funding, query] as const,
    queryFn: ({ signal }) => api.call('contractFunding', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many points the analysis charts ask for. */
export const ANALYSIS_POINTS = 100;

/**
 * GET /contract/funding_rate: a symbol's settled funding rates, newest first.
 *
 * @example useQuery(contractFundingRatesQuery(api, 'BTCUSDT'))
 */
export function contractFundingRatesQuery(api: ApiClient, symbol: string, limit = ANALYSIS_POINTS) {
  return queryOptions({
    queryKey: [...CONTRACT_QUERY_KEYS.fundingRates(symbol), limit] as const,
    queryFn: ({ signal }) =>
      api.call('contractFundingRates', { query: { symbol, limit } }, { signal }),
  });
}

/**
 * GET /contract/stats: a symbol's open interest and long/short ratio samples, oldest first.
 *
 * @example useQuery(contractStatsQuery(api, 'BTCUSDT'))
 */
export function contractStatsQuery(api: ApiClient, symbol: string, limit = ANALYSIS_POINTS) {
  return queryOptions({
    queryKey: [...CONTRACT_QUERY_KEYS.stats(symbol), limit] as const,
    queryFn: ({ signal }) => api.call('contractStats', { query: { symbol, limit } }, { signal }),
  });
}

/** The contract pair list (polled every 30 minutes while mounted, SPEC.md section 7). */
export function useContractPairs() {
  const { api } = useAppServices();
  return useQuery(contractPairsQuery(api));
}

/** The caller's lever setting of a symbol; idle while `enabled` is false (signed out). */
export function useContractLever(symbol: string, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...contractLeverQuery(api, symbol), enabled });
}

/** The caller's open positions of every symbol; idle while `enabled` is false. */
export function useContractPositions(enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...contractPositionsQuery(api), enabled });
}

/** GET /wallet/contract_account: the futures account; idle while `enabled` is false. */
export function useContractAccount(enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...contractAccountQuery(api), enabled });
}

/** One page of entrusts matching the filter; idle while `enabled` is false. */
export function useContractEntrusts(filter: EntrustsFilter, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...contractEntrustsQuery(api, filter), enabled });
}

/** One page of the caller's fills; idle while `enabled` is false. */
export function useContractFills(filter: ContractHistoryFilter, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...contractFillsQuery(api, filter), enabled });
}

/** One page of the caller's funding payments; idle while `enabled` is false. */
export function useContractFunding(filter: ContractHistoryFilter, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...contractFundingQuery(api, filter), enabled });
}

/** A symbol's funding-rate history (public). */
export function useContractFundingRates(symbol: string, limit = ANALYSIS_POINTS) {
  const { api } = useAppServices();
  return useQuery(contractFundingRatesQuery(api, symbol, limit));
}

/** A symbol's open interest and long/short ratio history (public). */
export function useContractStats(symbol: string, limit = ANALYSIS_POINTS) {
  const { api } = useAppServices();
  return useQuery(contractStatsQuery(api, symbol, limit));
}
