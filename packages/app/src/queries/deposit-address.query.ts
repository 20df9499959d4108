import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/**
 * POST /wallet/getDepositAddress as a query: the server gives each user one address per coin
 * and network and answers the same one every time, so asking again is safe and the answer is
 * kept for the session.
 *
 * @example useQuery(depositAddressQuery(api, 1, 'TRC20'))
 */
export function depositAddressQuery(api: ApiClient, coinId: number, network: string) {
  return queryOptions({
    queryKey: ['wallet', 'depositAddress', coinId, network] as const,
    queryFn: ({ signal }) =>
      api.call('getDepositAddress', { body: { coin_id: coinId, network } }, { signal }),
    staleTime: Infinity,
  });
}
