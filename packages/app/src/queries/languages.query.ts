import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/** GET /config/language: which of the 12 languages the site enables (status 1). */
export function languagesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['languages'],
    queryFn: ({ signal }) => api.call('languages', undefined, { signal }),
    staleTime: Infinity,
  });
}
