import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiFailureError, type ApiResult } from '@exchange/api';

// What the product query files share (C2C, earn, launchpad, options, contracts): filters without
// their unset fields, a failed call turned into the rejection a mutation shows, and the paged,
// filtered list query that keeps the previous page on screen while the next one loads.

/**
 * Drops the filters left unset, so they neither reach the wire nor split the cache.
 *
 * @example definedOnly({ page: 1, coin_id: undefined }) // { page: 1 }
 */
export function definedOnly<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The data of a call, or its refusal thrown as an ApiFailureError naming the fields, so a
 * mutation rejects with them.
 *
 * @example dataOf('c2cCancel', await api.request('c2cCancel', { body: { id } }))
 */
export function dataOf<T>(route: string, result: ApiResult<T>): T {
  if (!result.ok) throw new ApiFailureError(route, result.status, result.body);
  return result.data;
}

/**
 * A list query keyed by `key` and the filter's set fields, fetched with them; the previous page
 * stays on screen while another loads.
 *
 * @example filteredQuery(C2C_QUERY_KEYS.orders, filter, (query, signal) =>
 *   api.call('c2cOrders', { query }, { signal }))
 */
export function filteredQuery<K extends readonly unknown[], F extends object, T>(
  key: K,
  filter: F,
  fetch: (query: F, signal: AbortSignal) => Promise<T>,
) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
  });
}
