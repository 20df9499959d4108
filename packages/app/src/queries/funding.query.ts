import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, Deposit, Withdrawal } from '@exchange/api';

/** Rows per page of the deposit and withdrawal records. */
export const RECORDS_PAGE_SIZE = 10;

/** Prefixes of the funding lists: refetch them after a withdrawal is placed or cancelled. */
export const FUNDING_QUERY_KEYS = {
  deposits: ['wallet', 'deposits'],
  withdrawals: ['wallet', 'withdrawals'],
  addressBook: ['wallet', 'addressBook'],
} as const;

/**
 * While a listed deposit is still confirming, or a withdrawal is pending or processing, its page
 * is asked for again this often, so its status moves on screen ("Confirming 6/20" → "Credited")
 * as the chain moves, without a reload.
 */
export const RECORDS_LIVE_MS = 5000;

/** What a records list asks the server for. */
export interface RecordsFilter<Status extends string> {
  coinId: number | undefined;
  status: Status | undefined;
  /** Inclusive lower bound on created_at (Unix ms); no bound when undefined. */
  from?: number | undefined;
  /** Exclusive upper bound on created_at (Unix ms); no bound when undefined. */
  to?: number | undefined;
  page: number;
}

function recordsQuery<Status extends string>(filter: RecordsFilter<Status>) {
  return {
    page: filter.page,
    limit: RECORDS_PAGE_SIZE,
    ...(filter.coinId === undefined ? {} : { coin_id: filter.coinId }),
    ...(filter.status === undefined ? {} : { status: filter.status }),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
}

/**
 * GET /wallet/getDeposits: one page of the user's deposits, newest first. The previous page
 * stays on screen while the next loads.
 *
 * @example useQuery(depositsQuery(api, { coinId: 1, status: undefined, page: 1 }))
 */
export function depositsQuery(api: ApiClient, filter: RecordsFilter<Deposit['status']>) {
  return queryOptions({
    queryKey: [...FUNDING_QUERY_KEYS.deposits, filter] as const,
    queryFn: ({ signal }) => api.call('getDeposits', { query: recordsQuery(filter) }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((row) => row.status === 'confirming') ? RECORDS_LIVE_MS : false,
  });
}

/**
 * GET /wallet/getWithdraw: one page of the user's withdrawals, newest first.
 *
 * @example useQuery(withdrawalsQuery(api, { coinId: undefined, status: 'pending', page: 1 }))
 */
export function withdrawalsQuery(api: ApiClient, filter: RecordsFilter<Withdrawal['status']>) {
  return queryOptions({
    queryKey: [...FUNDING_QUERY_KEYS.withdrawals, filter] as const,
    queryFn: ({ signal }) => api.call('getWithdraw', { query: recordsQuery(filter) }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((row) => row.status === 'pending' || row.status === 'processing')
        ? RECORDS_LIVE_MS
        : false,
  });
}

/**
 * GET /wallet/getWithdrawalAddressBook: every saved withdrawal address.
 *
 * @example useQuery(addressBookQuery(api))
 */
export function addressBookQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...FUNDING_QUERY_KEYS.addressBook] as const,
    queryFn: ({ signal }) => api.call('getWithdrawalAddressBook', { query: {} }, { signal }),
  });
}
