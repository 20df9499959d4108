import { MAX_PAGE_SIZE, type Page } from '@exchange/api';

// What Cancel and Cancel all do on every orders table (spot orders, contract entrusts): only the
// call that cancels one order and the call that lists a page of open ones differ by product.

/**
 * Every open order id the list call gives, read page by page: "Cancel all" must reach the
 * orders beyond the page on screen too.
 *
 * @example
 * const ids = await allOpenIds((query) => api.call('spotOrders', { query: { ...query, state: 'open' } }));
 */
export async function allOpenIds(
  listPage: (query: { page: number; limit: number }) => Promise<Page<{ id: number }>>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listPage({ page, limit: MAX_PAGE_SIZE });
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
 * Cancel orders one after another, counting what succeeded. A failure does not stop the rest;
 * the API client has already toasted its reason (SPEC.md section 8). One at a time, so a user
 * with hundreds of orders does not flood the server.
 *
 * @example const { cancelled, failed } = await cancelEach([3, 7], (id) => api.call(…));
 */
export async function cancelEach(
  ids: readonly number[],
  cancel: (id: number) => Promise<unknown>,
): Promise<CancelOutcome> {
  let cancelled = 0;
  let failed = 0;
  for (const id of ids) {
    try {
      await cancel(id);
      cancelled += 1;
    } catch {
      failed += 1;
    }
  }
  return { cancelled, failed };
}
