import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { FUNDING_QUERY_KEYS } from './funding.query.ts';

/**
 * GET /wallet/withdrawQuota: the user's 24-hour withdrawal limit of a coin on a network and what
 * is left of it. Under the withdrawals prefix, so placing or cancelling one refetches it.
 *
 * @example useQuery(withdrawQuotaQuery(api, 1, 'TRC20')).data?.remaining // '998000'
 */
export function withdrawQuotaQuery(api: ApiClient, coinId: number, network: string) {
  return queryOptions({
    queryKey: [...FUNDING_QUERY_KEYS.withdrawals, 'quota', coinId, network] as const,
    queryFn: ({ signal }) =>
      api.call('withdrawQuota', { query: { coin_id: coinId, network } }, { signal }),
  });
}
