import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Page, SpotOrder } from '@exchange/api';
import {
  SPOT_ORDER_QUERY_KEYS,
  spotOrdersFilterQuery,
  TRADE_WALLET_QUERY_KEY,
  type SpotOrdersFilters,
} from './spot-orders.query.ts';

/**
 * One page of the open orders of one pair (of every pair when `symbol` is null) matching the
 * order centre's `filters`: what "Cancel all" reaches, read page by page by useOrderCancels.
 *
 * @example const first = await openOrdersPage(api, 'BTCUSDT', { page: 1, limit: 100 });
 */
export function openOrdersPage(
  api: ApiClient,
  symbol: string | null,
  query: { page: number; limit: number },
  filters?: SpotOrdersFilters,
): Promise<Page<SpotOrder>> {
  return api.call('spotOrders', {
    query: { state: 'open', ...query, ...spotOrdersFilterQuery({ symbol, filters }) },
  });
}

/**
 * Refetch what a cancel changes: the orders tables, the fills and the trade wallet (the
 * order's frozen balance is handed back).
 */
export async function refreshAfterCancel(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SPOT_ORDER_QUERY_KEYS.orders }),
    queryClient.invalidateQueries({ queryKey: SPOT_ORDER_QUERY_KEYS.fills }),
    queryClient.invalidateQueries({ queryKey: TRADE_WALLET_QUERY_KEY }),
  ]);
}
