import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/** GET /getUserInfo for the signed-in user; keyed by token so a new session refetches. */
export function userInfoQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['user', 'info', token],
    queryFn: ({ signal }) => api.call('getUserInfo', undefined, { signal }),
  });
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
