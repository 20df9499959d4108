import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Entrust, Page } from '@exchange/api';
import {
  invalidateContractUserQueries,
  type EntrustsFilter,
} from '../../queries/contract.query.ts';

/** The filters of a "Cancel all": the open list's, without its page. */
export type OpenEntrustsFilter = Omit<EntrustsFilter, 'state' | 'page' | 'limit'>;

/**
 * One page of the open entrusts matching the filters: what "Cancel all" reaches, read page by
 * page by useOrderCancels.
 *
 * @example const first = await openEntrustsPage(api, { symbol: 'BTCUSDT' }, { page: 1, limit: 100 });
 */
export function openEntrustsPage(
  api: ApiClient,
  filter: OpenEntrustsFilter,
  query: { page: number; limit: number },
): Promise<Page<Entrust>> {
  return api.call('contractEntrusts', { query: { ...filter, state: 'open', ...query } });
}

/**
 * Refetch what a cancel changes: the entrusts, and the futures account and positions (the
 * entrust's frozen margin is handed back).
 */
export async function refreshAfterEntrustCancel(queryClient: QueryClient): Promise<void> {
  await invalidateContractUserQueries(queryClient);
}
