import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { STARTUP_POLL_MS } from './polling.ts';

/** The pair lists, each refreshed every 30 minutes while mounted (SPEC.md section 7). */
export function spotPairsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['pairs', 'spot'],
    queryFn: ({ signal }) => api.call('spotPairs', undefined, { signal }),
    refetchInterval: STARTUP_POLL_MS,
    staleTime: STARTUP_POLL_MS,
  });
}

export function contractPairsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['pairs', 'contract'],
    queryFn: ({ signal }) => api.call('contractPairs', undefined, { signal }),
    refetchInterval: STARTUP_POLL_MS,
    staleTime: STARTUP_POLL_MS,
  });
}

export function optionPairsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['pairs', 'option'],
    queryFn: ({ signal }) => api.call('optionPairs', undefined, { signal }),
    refetchInterval: STARTUP_POLL_MS,
    staleTime: STARTUP_POLL_MS,
  });
}
