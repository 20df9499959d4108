import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, IdentityStatus } from '@exchange/api';

/** Query keys of identity verification; the withdraw page's limit follows the level too. */
export const IDENTITY_QUERY_KEY = ['identity', 'status'] as const;

/** How often a level under review is asked about again, so its decision shows without a reload. */
const REVIEW_POLL_MS = 3_000;

/** A level is under review: the status is worth asking again. */
export function underReview(status: IdentityStatus | undefined): boolean {
  return status?.basic.status === 'pending' || status?.advanced.status === 'pending';
}

/**
 * GET /identity/status: each level's review, the limits they unlock and what was withdrawn in
 * the last 24 hours (issue 18). Asked again every {@link REVIEW_POLL_MS} while a level is pending.
 *
 * @example useQuery(identityStatusQuery(api)).data?.level // 'basic'
 */
export function identityStatusQuery(api: ApiClient) {
  return queryOptions({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: ({ signal }) => api.call('identityStatus', undefined, { signal }),
    refetchInterval: (query) => (underReview(query.state.data) ? REVIEW_POLL_MS : false),
  });
}

/**
 * A submission answers the status as it is afterwards: keep it, so the index page shows the
 * pending level at once without asking again.
 */
export function storeIdentityStatus(queryClient: QueryClient, status: IdentityStatus): void {
  queryClient.setQueryData(IDENTITY_QUERY_KEY, status);
}
