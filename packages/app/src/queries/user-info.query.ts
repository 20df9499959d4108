import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, UserInfo } from '@exchange/api';
import type { AuthStore } from '../auth/auth-store.ts';

/** The cache key of the signed-in user's info; keyed by token so a new session refetches. */
export function userInfoKey(token: string) {
  return ['user', 'info', token] as const;
}

/** GET /getUserInfo for the signed-in user; keyed by token so a new session refetches. */
export function userInfoQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: userInfoKey(token),
    queryFn: ({ signal }) => api.call('getUserInfo', undefined, { signal }),
  });
}

/**
 * Keep what the server answered about the user (POST /updateUserInfo) as the session's user:
 * in the query cache and in the auth store, whose change applies the preferences across the app
 * (src/preferences). An answer that lands after logout, or for another user, is dropped.
 */
export function storeUserInfo(queryClient: QueryClient, auth: AuthStore, user: UserInfo): void {
  const { token, user: current } = auth.getSnapshot();
  if (token === null || (current !== null && current.id !== user.id)) return;
  queryClient.setQueryData(userInfoKey(token), user);
  auth.setUser(user);
}

/** Query keys of everything logout clears (SPEC.md section 4). */
export const SESSION_QUERY_KEYS = [
  ['user'],
  ['assets'],
  ['wallet'],
  ['tradeWallet'],
  ['financeWallet'],
  ['contractAccount'],
] as const;
