import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/**
 * Keys of the session lists. Under `['user']`, so logout clears them with the user
 * (SESSION_QUERY_KEYS); ending a session refetches `devices`.
 */
export const SECURITY_SESSION_KEYS = {
  devices: ['user', 'security', 'devices'],
} as const;

/**
 * GET /security/devices: every signed-in device of the user, "this device" marked `current`.
 *
 * @example useQuery(deviceSessionsQuery(api)).data?.filter((row) => !row.current)
 */
export function deviceSessionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: SECURITY_SESSION_KEYS.devices,
    queryFn: ({ signal }) => api.call('deviceSessions', undefined, { signal }),
  });
}
