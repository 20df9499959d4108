import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/** Days of total asset value the overview's line shows. */
export const ASSET_HISTORY_DAYS = 30;

/**
 * GET /wallet/asset_history: one valuation per ended UTC day, oldest first, and the current
 * point. A balance prefix (['assets', …]) so a transfer or a balance event refetches it too.
 *
 * @example useQuery(assetHistoryQuery(api))
 */
export function assetHistoryQuery(api: ApiClient, days = ASSET_HISTORY_DAYS) {
  return queryOptions({
    queryKey: ['assets', 'history', days] as const,
    queryFn: ({ signal }) => api.call('assetHistory', { query: { days } }, { signal }),
  });
}
