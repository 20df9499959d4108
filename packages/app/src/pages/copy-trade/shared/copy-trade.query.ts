import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ApplyLeaderBody,
  CloseCopyPositionBody,
  CopyPeriod,
  FollowBody,
  LeaderSort,
  UnfollowBody,
} from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import { invalidateBalances } from '../../../queries/wallet.query.ts';

// Copy trading (issue 24): one query hook per /copy route and the four actions, shared by every
// /copy-trade page. The caller's copy data polls every 3 s (no socket event carries it).

/** How often the caller's copies, positions, orders and shares are refetched. */
export const COPY_POLL_MS = 3000;

/**
 * Query keys (prefixes) of every copy-trading query.
 *
 * @example queryClient.invalidateQueries({ queryKey: COPY_QUERY_KEYS.all })
 */
export const COPY_QUERY_KEYS = {
  all: ['copy'],
  leaders: ['copy', 'leaders'],
  leader: ['copy', 'leader'],
  leaderPositions: ['copy', 'leaderPositions'],
  leaderHistory: ['copy', 'leaderHistory'],
  application: ['copy', 'application'],
  following: ['copy', 'following'],
  followers: ['copy', 'followers'],
  orders: ['copy', 'orders'],
  shares: ['copy', 'shares'],
  positions: ['copy', 'positions'],
} as const;

/** The board's query (GET /copy/leaders). */
export interface CopyLeadersFilter {
  period: CopyPeriod;
  sort: LeaderSort;
  search?: string;
  page: number;
  limit?: number;
}

/** A paginated, optionally day-ranged list (orders, profit shares). */
export interface CopyHistoryFilter {
  from?: number;
  to?: number;
  page: number;
  limit?: number;
}

/** Drops the filters left unset, so they neither reach the wire nor split the cache. */
function definedOnly<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}

/** One page of the lead traders, ranked (public). */
export function useCopyLeaders(filter: CopyLeadersFilter) {
  const { api } = useAppServices();
  const query = definedOnly(filter);
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.leaders, query],
    queryFn: ({ signal }) => api.call('copyLeaders', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A leader's public profile; an unknown id fails without retrying (404). */
export function useCopyLeader(id: number | undefined) {
  const { api } = useAppServices();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.leader, id],
    queryFn: ({ signal }) => api.call('copyLeader', { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== undefined,
    retry: false,
  });
}

/** A leader's open positions (sizes null when hidden). */
export function useCopyLeaderPositions(id: number | undefined) {
  const { api } = useAppServices();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.leaderPositions, id],
    queryFn: ({ signal }) =>
      api.call('copyLeaderPositions', { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== undefined,
  });
}

/** One page of a leader's closed positions. */
export function useCopyLeaderHistory(id: number | undefined, page: number, limit = 10) {
  const { api } = useAppServices();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.leaderHistory, id, page, limit],
    queryFn: ({ signal }) =>
      api.call(
        'copyLeaderHistory',
        { params: { id: id ?? 0 }, query: { page, limit } },
        { signal },
      ),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The caller's leader application with the requirements and their own figures. */
export function useCopyApplication(enabled = true) {
  const { api } = useAppServices();
  return useQuery({
    queryKey: COPY_QUERY_KEYS.application,
    queryFn: ({ signal }) => api.call('copyApplication', undefined, { signal }),
    enabled,
  });
}

/** The caller's follows (active and stopped). */
export function useCopyFollowing(enabled = true) {
  const { api } = useAppServices();
  return useQuery({
    queryKey: COPY_QUERY_KEYS.following,
    queryFn: ({ signal }) => api.call('copyFollowing', undefined, { signal }),
    enabled,
    refetchInterval: COPY_POLL_MS,
  });
}

/** One page of the caller's followers, as a leader. */
export function useCopyFollowers(page: number, limit = 10, enabled = true) {
  const { api } = useAppServices();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.followers, page, limit],
    queryFn: ({ signal }) => api.call('copyFollowers', { query: { page, limit } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One page of the caller's mirrored orders. */
export function useCopyOrders(filter: CopyHistoryFilter & { leader_id?: number }) {
  const { api } = useAppServices();
  const query = definedOnly(filter);
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.orders, query],
    queryFn: ({ signal }) => api.call('copyOrders', { query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: COPY_POLL_MS,
  });
}

/** One page of the profit shares the caller paid (as follower) or received (as leader). */
export function useCopyProfitShares(filter: CopyHistoryFilter, enabled = true) {
  const { api } = useAppServices();
  const query = definedOnly(filter);
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.shares, query],
    queryFn: ({ signal }) => api.call('copyProfitShares', { query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: COPY_POLL_MS,
  });
}

/** The caller's copied positions across their follows. */
export function useCopyPositions() {
  const { api } = useAppServices();
  return useQuery({
    queryKey: COPY_QUERY_KEYS.positions,
    queryFn: ({ signal }) => api.call('copyPositions', undefined, { signal }),
    refetchInterval: COPY_POLL_MS,
  });
}

/** After a copy changed: every copy query and the balances (budgets move through futures). */
async function refreshCopies(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: COPY_QUERY_KEYS.all }),
    invalidateBalances(queryClient),
  ]);
}

/** Applies to lead; a refusal rejects with an ApiFailureError naming the unmet requirement. */
export function useCopyApply() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyLeaderBody) => api.call('copyApply', { body }),
    onSuccess: (application) => {
      queryClient.setQueryData(COPY_QUERY_KEYS.application, application);
    },
  });
}

/** Starts copying a leader (the budget moves into a copy sub-account). */
export function useCopyFollow() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowBody) => api.call('copyFollow', { body }),
    onSettled: () => refreshCopies(queryClient),
  });
}

/** Stops copying, closing the copied positions or keeping them. */
export function useCopyUnfollow() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnfollowBody) => api.call('copyUnfollow', { body }),
    onSettled: () => refreshCopies(queryClient),
  });
}

/** Closes one copied position at market. */
export function useCopyPositionClose() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseCopyPositionBody) => api.call('copyPositionClose', { body }),
    onSettled: () => refreshCopies(queryClient),
  });
}
