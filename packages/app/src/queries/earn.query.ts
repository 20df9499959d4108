import { useState } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ApiFailureError,
  earnRecordsCsvFilename,
  type ApiClient,
  type EarnPosition,
  type EarnPositionStatus,
  type EarnRecordType,
  type EarnType,
} from '@exchange/api';
import { useAppServices } from '../app-services.tsx';
import { callEffect } from '../errors/call-error-message.ts';
import { useUserEvents } from '../live/use-user-events.ts';
import { newClientOrderId } from '../pages/spot-trade/data/client-order-id.ts';
import { dataOf, definedOnly, filteredQuery } from './query-kit.ts';
import { invalidateBalances } from './wallet.query.ts';

// Earn's queries (issue 21): the product list, the caller's positions, records and summary, the
// subscribe and redeem calls, the records' CSV export, and the balance events that keep them live.

/**
 * Query keys (prefixes) of every earn query.
 *
 * @example queryClient.invalidateQueries({ queryKey: EARN_QUERY_KEYS.all })
 */
export const EARN_QUERY_KEYS = {
  all: ['earn'],
  products: ['earn', 'products'],
  positions: ['earn', 'positions'],
  records: ['earn', 'records'],
  summary: ['earn', 'summary'],
} as const;

/** Refetch every earn query on screen and every balance: after a subscribe or a redeem. */
export async function invalidateEarnQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: EARN_QUERY_KEYS.all }),
    invalidateBalances(queryClient),
  ]);
}

/** The product list's filters (GET /earn/products). */
export interface EarnProductsFilter {
  coin_id?: number;
  type?: EarnType;
  /** Only coins the caller holds (ignored for a visitor). */
  held?: boolean;
}

/** The positions' filters (GET /earn/positions). */
export interface EarnPositionsFilter {
  page: number;
  limit?: number;
  status?: EarnPositionStatus;
  coin_id?: number;
  type?: EarnType;
  from?: number;
  to?: number;
}

/** The records' filters (GET /earn/records). */
export interface EarnRecordsFilter {
  page: number;
  limit?: number;
  type?: EarnRecordType;
  coin_id?: number;
  /** Inclusive lower bound on created_at (ms). */
  from?: number;
  /** Exclusive upper bound on created_at (ms). */
  to?: number;
}

/** The export's filters: the records' without paging. */
export type EarnRecordsExportFilter = Omit<EarnRecordsFilter, 'page' | 'limit'>;

/**
 * GET /earn/products: public; `user_subscribed` is the caller's when signed in (`signedIn` keys
 * the cache, so signing in refetches it).
 *
 * @example useQuery(earnProductsQuery(api, { type: 'locked' }, true))
 */
export function earnProductsQuery(api: ApiClient, filter: EarnProductsFilter, signedIn: boolean) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...EARN_QUERY_KEYS.products, query, signedIn] as const,
    queryFn: ({ signal }) => api.call('earnProducts', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /earn/positions: one page of the caller's positions, newest first.
 *
 * @example useQuery(earnPositionsQuery(api, { status: 'holding', page: 1 }))
 */
export function earnPositionsQuery(api: ApiClient, filter: EarnPositionsFilter) {
  return filteredQuery(EARN_QUERY_KEYS.positions, filter, (query, signal) =>
    api.call('earnPositions', { query }, { signal }),
  );
}

/**
 * GET /earn/records: one page of the caller's subscriptions, redemptions and interest.
 *
 * @example useQuery(earnRecordsQuery(api, { type: 'interest', page: 2 }))
 */
export function earnRecordsQuery(api: ApiClient, filter: EarnRecordsFilter) {
  return filteredQuery(EARN_QUERY_KEYS.records, filter, (query, signal) =>
    api.call('earnRecords', { query }, { signal }),
  );
}

/**
 * GET /earn/summary: "My earnings" (totals valued in USDT and the cumulative interest line).
 *
 * @example useQuery(earnSummaryQuery(api))
 */
export function earnSummaryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: EARN_QUERY_KEYS.summary,
    queryFn: ({ signal }) => api.call('earnSummary', undefined, { signal }),
  });
}

/** The product list matching the filter. */
export function useEarnProducts(filter: EarnProductsFilter, signedIn: boolean) {
  const { api } = useAppServices();
  return useQuery(earnProductsQuery(api, filter, signedIn));
}

/** One page of the caller's positions; idle while `enabled` is false (signed out). */
export function useEarnPositions(filter: EarnPositionsFilter, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...earnPositionsQuery(api, filter), enabled });
}

/** One page of the caller's records; idle while `enabled` is false. */
export function useEarnRecords(filter: EarnRecordsFilter, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...earnRecordsQuery(api, filter), enabled });
}

/** The caller's earnings summary; idle while `enabled` is false. */
export function useEarnSummary(enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...earnSummaryQuery(api), enabled });
}

/** What the user chose: the subscribe body without its idempotency key. */
export interface EarnSubscribeDraft {
  product_id: number;
  amount: string;
}

const sameDraft = (a: EarnSubscribeDraft, b: EarnSubscribeDraft) =>
  a.product_id === b.product_id && a.amount === b.amount;

/**
 * POST /earn/subscribe with its idempotency key: each new attempt gets a fresh
 * `client_order_id`; an attempt whose outcome is unknown (timeout, connection lost) sent again
 * with the same draft keeps its id, so the server answers the position it opened instead of
 * opening a second one (the same id with another draft would be a 409). A refusal rejects with an ApiFailureError naming the field (`amount`,
 * `product_id`). Every outcome but a refusal refetches earn and the balances.
 *
 * @example const subscribe = createEarnSubscriber(api, queryClient); await subscribe({ product_id: 1, amount: '100' });
 */
export function createEarnSubscriber(
  api: ApiClient,
  queryClient: QueryClient,
  newId: () => string = newClientOrderId,
): (draft: EarnSubscribeDraft) => Promise<EarnPosition> {
  let pending: { draft: EarnSubscribeDraft; clientOrderId: string } | null = null;
  const send = (draft: EarnSubscribeDraft, clientOrderId: string) =>
    api.request('earnSubscribe', { body: { ...draft, client_order_id: clientOrderId } });
  return async (draft) => {
    const last = pending;
    const retry = last !== null && sameDraft(last.draft, draft);
    const clientOrderId = retry ? last.clientOrderId : newId();
    pending = null;
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(draft, clientOrderId);
    } catch (error: unknown) {
      if (callEffect(error) === 'unknown') {
        pending = { draft, clientOrderId };
        await invalidateEarnQueries(queryClient);
      }
      throw error;
    }
    if (!result.ok) throw new ApiFailureError('earnSubscribe', result.status, result.body);
    await invalidateEarnQueries(queryClient);
    return result.data;
  };
}

/** {@link createEarnSubscriber} as a mutation, one subscriber per mounted dialog. */
export function useEarnSubscribe() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [subscriber] = useState(() => createEarnSubscriber(api, queryClient));
  return useMutation({ mutationFn: subscriber });
}

/**
 * POST /earn/redeem: rejects with an ApiFailureError naming `amount` or `position_id` when
 * refused; refetches earn and the balances once answered.
 *
 * @example redeem.mutateAsync({ position_id: 41, amount: '100' })
 */
export function useEarnRedeem() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { position_id: number; amount: string }) => {
      return dataOf('earnRedeem', await api.request('earnRedeem', { body }));
    },
    onSettled: () => invalidateEarnQueries(queryClient),
  });
}

/**
 * "Export CSV" of the caller's records matching the filter (every page), written by the server
 * (GET /earn/records/export), then handed to `save` with the file name.
 *
 * @example useExportEarnRecords(saveText).mutate({ type: 'interest' })
 */
export function useExportEarnRecords(save: (text: string, fileName: string) => void) {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (filter: EarnRecordsExportFilter) =>
      api.request('earnRecordsExport', { query: definedOnly(filter) }),
    onSuccess: (result) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (result.ok) save(result.data, earnRecordsCsvFilename(Date.now()));
    },
  });
}

/**
 * Keeps earn live: a `balance` user event (interest booked, a maturity, a subscription from
 * another tab moves the spot or finance wallet) refetches every earn query.
 *
 * @example useEarnUserEvents(); // on the finance page and its order centre
 */
export function useEarnUserEvents(): void {
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    if (event.event === 'balance')
      void queryClient.invalidateQueries({ queryKey: EARN_QUERY_KEYS.all });
  });
}
