import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { useAppServices } from '../app-services.tsx';

// The referral page's queries (issue 23): the summary, the invitees and the commission records.

/** Query keys (prefixes) of every referral query. */
export const REFERRAL_QUERY_KEYS = {
  all: ['referral'],
  summary: ['referral', 'summary'],
  invitees: ['referral', 'invitees'],
  commissions: ['referral', 'commissions'],
} as const;

/** A page of a referral list within an optional time window (ms, from inclusive, to exclusive). */
export interface ReferralListFilter {
  page: number;
  limit?: number;
  from?: number;
  to?: number;
}

function definedOnly<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}

/** GET /invite/summary: the code, the rate, invitee counts and commission per coin. */
export function referralSummaryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: REFERRAL_QUERY_KEYS.summary,
    queryFn: ({ signal }) => api.call('referralSummary', undefined, { signal }),
  });
}

/** GET /getAcceptInviteUsers: a page of the caller's invitees, newest first. */
export function invitedUsersQuery(api: ApiClient, filter: ReferralListFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...REFERRAL_QUERY_KEYS.invitees, query] as const,
    queryFn: ({ signal }) => api.call('getAcceptInviteUsers', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /invite/commissions: a page of the commissions the caller earned, newest first. */
export function referralCommissionsQuery(api: ApiClient, filter: ReferralListFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...REFERRAL_QUERY_KEYS.commissions, query] as const,
    queryFn: ({ signal }) => api.call('referralCommissions', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The referral summary of the signed-in user. */
export function useReferralSummary() {
  const { api } = useAppServices();
  return useQuery(referralSummaryQuery(api));
}

/** A page of the signed-in user's invitees. */
export function useInvitedUsers(filter: ReferralListFilter) {
  const { api } = useAppServices();
  return useQuery(invitedUsersQuery(api, filter));
}

/** A page of the signed-in user's commission records. */
export function useReferralCommissions(filter: ReferralListFilter) {
  const { api } = useAppServices();
  return useQuery(referralCommissionsQuery(api, filter));
}
