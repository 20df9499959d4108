import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ApiFailureError,
  otcTradesCsvFilename,
  type ApiClient,
  type ApiResult,
  type OrderSide,
  type OtcQuote,
  type OtcTrade,
} from '@exchange/api';
import { useAppServices } from '../../app-services.tsx';
import { invalidateBalances } from '../../queries/wallet.query.ts';

// The OTC desk's calls (issue 24): the coins with their limits, a quote, its acceptance, the
// caller's trades and their CSV.

/** Query keys (prefixes) of every OTC query. */
export const OTC_QUERY_KEYS = {
  coins: ['otc', 'coins'],
  trades: ['otc', 'trades'],
} as const;

/** The trades' filters (GET /otc/orders). */
export interface OtcTradesFilter {
  page: number;
  limit?: number;
  coin_id?: number;
  side?: OrderSide;
  /** Inclusive lower bound on the trade's time (ms). */
  from?: number;
  /** Exclusive upper bound on the trade's time (ms). */
  to?: number;
}

/** The export's filters: the trades' without paging. */
export type OtcTradesExportFilter = Omit<OtcTradesFilter, 'page' | 'limit'>;

/** Drops the filters left unset, so they neither reach the wire nor split the cache. */
function definedOnly<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}

/** Throws the refusal of a failed call, so a mutation rejects with the fields it named. */
function dataOf<T>(route: string, result: ApiResult<T>): T {
  if (!result.ok) throw new ApiFailureError(route, result.status, result.body);
  return result.data;
}

/**
 * GET /otc/coins: the coins the desk quotes, with their size limits (public).
 *
 * @example useQuery(otcCoinsQuery(api))
 */
export function otcCoinsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: OTC_QUERY_KEYS.coins,
    queryFn: ({ signal }) => api.call('otcCoins', undefined, { signal }),
    staleTime: 60_000,
  });
}

/**
 * GET /otc/orders: one page of the caller's OTC trades, newest first.
 *
 * @example useQuery(otcTradesQuery(api, { side: 'buy', page: 2 }))
 */
export function otcTradesQuery(api: ApiClient, filter: OtcTradesFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...OTC_QUERY_KEYS.trades, query] as const,
    queryFn: ({ signal }) => api.call('otcTrades', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOtcCoins() {
  const { api } = useAppServices();
  return useQuery(otcCoinsQuery(api));
}

export function useOtcTrades(filter: OtcTradesFilter) {
  const { api } = useAppServices();
  return useQuery(otcTradesQuery(api, filter));
}

/** What a quote is asked for. */
export interface OtcQuoteRequest {
  coin_id: number;
  side: OrderSide;
  amount: string;
}

/**
 * POST /otc/quote; a refusal (outside the limits, not enough to pay) rejects with an
 * ApiFailureError naming the field.
 *
 * @example useOtcQuote().mutateAsync({ coin_id: 2, side: 'buy', amount: '1' })
 */
export function useOtcQuote() {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: async (body: OtcQuoteRequest): Promise<OtcQuote> =>
      dataOf('otcQuote', await api.request('otcQuote', { body })),
  });
}

/**
 * POST /otc/accept: the trade at the quoted price. A late, foreign or repeated accept is refused
 * with 410, 404 or 409 (an HttpError); a shortfall at that moment with 422 on `amount`. The
 * balances and the trades list refresh after a trade.
 *
 * @example useOtcAccept().mutateAsync(quote.id)
 */
export function useOtcAccept() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quoteId: number): Promise<OtcTrade> =>
      dataOf('otcAccept', await api.request('otcAccept', { body: { quote_id: quoteId } })),
    onSuccess: async () => {
      await Promise.all([
        invalidateBalances(queryClient),
        queryClient.invalidateQueries({ queryKey: OTC_QUERY_KEYS.trades }),
      ]);
    },
  });
}

/**
 * "Export CSV" of the caller's trades matching the filter (every page), written by the server
 * (GET /otc/orders/export), then handed to `save` with the file name.
 *
 * @example useExportOtcTrades(saveText).mutate({ side: 'sell' })
 */
export function useExportOtcTrades(save: (text: string, fileName: string) => void) {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (filter: OtcTradesExportFilter) =>
      api.request('otcTradesExport', { query: definedOnly(filter) }),
    onSuccess: (result) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (result.ok) save(result.data, otcTradesCsvFilename(Date.now()));
    },
  });
}
