import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, IdentityStatus } from '@exchange/api';

/** Query keys of identity verification; the withdraw page's limit follows the level too. */
export const IDENTITY_QUERY_KEY = ['identity', 'status'] as const;

/**
 * GET /identity/status: each level's review, the limits they unlock and what was withdrawn in
 * the last 24 hours (issue 18).
 *
 * @example useQuery(identityStatusQuery(api)).data?.level // 'basic'
 */
export function identityStatusQuery(api: ApiClient) {
  return queryOptions({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: ({ signal }) => api.call('identityStatus', undefined, { signal }),
  });
}

/**
 * A submission answers the status as it is afterwards: keep it, so the index page shows the
 * pending level at once without asking again.
 */
export function storeIdentityStatus(queryClient: QueryClient, status: IdentityStatus): void {
  queryClient.setQueryData(IDENTITY_QUERY_KEY, status);
}
