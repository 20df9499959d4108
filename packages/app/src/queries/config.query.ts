import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { toSiteConfig } from '../config/site-config.ts';
import { STARTUP_POLL_MS } from './polling.ts';

/**
 * GET /config/getConfig as a settings map, refreshed every 30 minutes while mounted.
 *
 * @example const { data: config } = useQuery(configQuery(api));
 */
export function configQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['config'],
    queryFn: async ({ signal }) => toSiteConfig(await api.call('getConfig', undefined, { signal })),
    refetchInterval: STARTUP_POLL_MS,
    staleTime: STARTUP_POLL_MS,
  });
}
