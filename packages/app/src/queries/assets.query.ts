import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/** GET /wallet/getAsset: total assets for the header's wallet menu. */
export function assetsQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['assets', token],
    queryFn: ({ signal }) => api.call('getAsset', undefined, { signal }),
  });
}
