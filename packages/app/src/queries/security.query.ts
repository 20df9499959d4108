import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, SecurityOverview } from '@exchange/api';
import type { AuthStore } from '../auth/auth-store.ts';
import { userInfoQuery } from './user-info.query.ts';

/** Query keys of the security centre (under 'user', so logout clears them). */
export const SECURITY_QUERY_KEYS = {
  overview: ['user', 'security', 'overview'],
  loginHistory: ['user', 'security', 'loginHistory'],
} as const;

/**
 * GET /security/overview: the protections, the level, the withdrawal lock and the latest
 * authenticator reset request (issue 18).
 *
 * @example const overview = useQuery(securityOverviewQuery(api));
 */
export function securityOverviewQuery(api: ApiClient) {
  return queryOptions({
    queryKey: SECURITY_QUERY_KEYS.overview,
    queryFn: ({ signal }) => api.call('securityOverview', undefined, { signal }),
  });
}

/** The newest `limit` login attempts (GET /security/loginHistory, page 1). */
export function loginHistoryQuery(api: ApiClient, limit: number) {
  return queryOptions({
    queryKey: [...SECURITY_QUERY_KEYS.loginHistory, limit],
    queryFn: ({ signal }) => api.call('loginHistory', { query: { page: 1, limit } }, { signal }),
  });
}

/**
 * Keep the overview a security change answered (every change answers the new one), and carry
 * its authenticator flag to the signed-in user at once (auth store and user-info cache), so the
 * header's warning dot and the withdraw form's authenticator field follow without a refetch.
 */
export function applySecurityOverview(
  queryClient: QueryClient,
  api: ApiClient,
  auth: AuthStore,
  overview: SecurityOverview,
): void {
  queryClient.setQueryData(SECURITY_QUERY_KEYS.overview, overview);
  const { token, user } = auth.getSnapshot();
  if (token === null || user === null || user.is_google2fa === overview.google2fa) return;
  const updated = { ...user, is_google2fa: overview.google2fa };
  queryClient.setQueryData(userInfoQuery(api, token).queryKey, updated);
  auth.setUser(updated);
}
