import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ApiClient, type Withdrawal } from '@exchange/api';
import { FUNDING_QUERY_KEYS } from './funding.query.ts';

/** How often a withdrawal still on its way is asked again. */
export const WITHDRAWAL_POLL_MS = 3000;

/** Whether a withdrawal may still change state (so its page keeps asking). */
export function inFlight(status: Withdrawal['status']): boolean {
  return status === 'pending' || status === 'processing';
}

/**
 * One withdrawal, followed: GET /wallet/getWithdraw for its coin, newest first, picking it by id
 * (the wire has no single-record call), asked again every few seconds while it is pending or
 * processing. Falls back to what the server answered when it was placed.
 *
 * @example useQuery(liveWithdrawalQuery(api, placed)).data?.status // 'processing'
 */
export function liveWithdrawalQuery(api: ApiClient, placed: Withdrawal) {
  return queryOptions({
    queryKey: [...FUNDING_QUERY_KEYS.withdrawals, 'one', placed.id] as const,
    queryFn: async ({ signal }) => {
      const page = await api.call(
        'getWithdraw',
        { query: { coin_id: placed.coin_id, page: 1, limit: MAX_PAGE_SIZE } },
        { signal },
      );
      return page.list.find((row) => row.id === placed.id) ?? placed;
    },
    initialData: placed,
    refetchInterval: (query) =>
      inFlight((query.state.data ?? placed).status) ? WITHDRAWAL_POLL_MS : false,
  });
}
