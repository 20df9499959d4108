import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { MAX_PAGE_SIZE } from '@exchange/api';
import { SPOT_ORDER_QUERY_KEYS, TRADE_WALLET_QUERY_KEY } from './spot-orders.query.ts';

/**
 * Every open order id of one pair (or of all pairs when `symbol` is null), read page by page:
 * "Cancel all" must reach the orders beyond the page on screen too.
 *
 * @example const ids = await openOrderIds(api, 'BTCUSDT');
 */
export async function openOrderIds(api: ApiClient, symbol: string | null): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.call('spotOrders', {
      query: {
        state: 'open',
        page,
        limit: MAX_PAGE_SIZE,
        ...(symbol === null ? {} : { symbol }),
      },
    });
    ids.push(...result.list.map((order) => order.id));
    if (result.list.length < MAX_PAGE_SIZE || ids.length >= result.total) return ids;
  }
}

/** How a "Cancel all" went. */
export interface CancelOutcome {
  cancelled: number;
  failed: number;
}

/**
 * Cancel orders one after another (PUT /spots/order/{id}), counting what succeeded. A failure
 * does not stop the rest; the API client has already toasted its reason (SPEC.md section 8).
 * One at a time, so a user with hundreds of orders does not flood the server.
 *
 * @example const { cancelled, failed } = await cancelEach(api, [3, 7]);
 */
export async function cancelEach(api: ApiClient, ids: readonly number[]): Promise<CancelOutcome> {
  let cancelled = 0;
  let failed = 0;
  for (const id of ids) {
    try {
      await api.call('spotCancelOrder', { params: { id } });
      cancelled += 1;
    } catch {
      failed += 1;
    }
  }
  return { cancelled, failed };
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
