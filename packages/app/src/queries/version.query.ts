import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/** GET /app/last/10: the latest web release, fetched at start-up and on every version check. */
export function versionQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['version'],
    queryFn: ({ signal }) => api.call('appVersion', undefined, { signal }),
    staleTime: Infinity,
  });
}
