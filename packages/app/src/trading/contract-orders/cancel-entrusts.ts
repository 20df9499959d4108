import type { QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ApiClient } from '@exchange/api';
import {
  invalidateContractUserQueries,
  type EntrustsFilter,
} from '../../queries/contract.query.ts';

/** The filters of a "Cancel all": the open list's, without its page. */
export type OpenEntrustsFilter = Omit<EntrustsFilter, 'state' | 'page' | 'limit'>;

/**
 * Every open entrust id matching the filters, read page by page: "Cancel all" must reach the
 * entrusts beyond the page on screen too.
 *
 * @example const ids = await openEntrustIds(api, { symbol: 'BTCUSDT', side: 'long' });
 */
export async function openEntrustIds(
  api: ApiClient,
  filter: OpenEntrustsFilter,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.call('contractEntrusts', {
      query: { ...filter, state: 'open', page, limit: MAX_PAGE_SIZE },
    });
    ids.push(...result.list.map((entrust) => entrust.id));
    if (result.list.length < MAX_PAGE_SIZE || ids.length >= result.total) return ids;
  }
}

/** How a "Cancel all" went. */
export interface CancelOutcome {
  cancelled: number;
  failed: number;
}

/**
 * Cancel entrusts one after another (POST /contract/entrust_cancel), counting what succeeded. A
 * failure does not stop the rest; the API client has already toasted its reason (SPEC.md
 * section 8). One at a time, so hundreds of entrusts do not flood the server.
 *
 * @example const { cancelled, failed } = await cancelEntrusts(api, [41, 42]);
 */
export async function cancelEntrusts(
  api: ApiClient,
  ids: readonly number[],
): Promise<CancelOutcome> {
  let cancelled = 0;
  let failed = 0;
  for (const id of ids) {
    try {
      await api.call('contractEntrustCancel', { body: { id } });
      cancelled += 1;
    } catch {
      failed += 1;
    }
  }
  return { cancelled, failed };
}

/**
 * Refetch what a cancel changes: the entrusts, and the futures account and positions (the
 * entrust's frozen margin is handed back).
 */
export async function refreshAfterEntrustCancel(queryClient: QueryClient): Promise<void> {
  await invalidateContractUserQueries(queryClient);
}
