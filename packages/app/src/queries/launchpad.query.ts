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
  launchpadCsvFilename,
  type ApiClient,
  type LaunchpadPhase,
  type LaunchpadRecord,
  type LaunchpadRecordType,
} from '@exchange/api';
import { useAppServices } from '../app-services.tsx';
import { callEffect } from '../errors/call-error-message.ts';
import { useUserEvents } from '../live/use-user-events.ts';
import { newClientOrderId } from '../pages/spot-trade/data/client-order-id.ts';
import { useClock } from '../clock/use-now.tsx';
import { invalidateBalances } from './wallet.query.ts';
import { definedOnly } from './query-kit.ts';

// The launchpad's queries (issue 21): the projects, the caller's records, the
// commit call, the records' CSV export, and the balance events that keep them live.

/**
 * Query keys (prefixes) of every launchpad query.
 *
 * @example queryClient.invalidateQueries({ queryKey: LAUNCHPAD_QUERY_KEYS.all })
 */
export const LAUNCHPAD_QUERY_KEYS = {
  all: ['launchpad'],
  projects: ['launchpad', 'projects'],
  records: ['launchpad', 'records'],
} as const;

/** Refetch every launchpad query on screen and every balance: after a commitment. */
export async function invalidateLaunchpadQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: LAUNCHPAD_QUERY_KEYS.all }),
    invalidateBalances(queryClient),
  ]);
}

/** The records' filters (GET /launchpad/records). */
export interface LaunchpadRecordsFilter {
  page: number;
  limit?: number;
  project_id?: number;
  type?: LaunchpadRecordType;
  /** Inclusive lower bound on created_at (ms). */
  from?: number;
  /** Exclusive upper bound on created_at (ms). */
  to?: number;
}

/** The export's filters: the records' without paging. */
export type LaunchpadRecordsExportFilter = Omit<LaunchpadRecordsFilter, 'page' | 'limit'>;

/**
 * GET /launchpad/projects: public; the `user_*` fields are the caller's when signed in
 * (`signedIn` keys the cache, so signing in refetches them). `clock` is the countdowns' clock
 * (useClock), so the refetch comes when their countdown reaches zero.
 *
 * @example useQuery(launchpadProjectsQuery(api, undefined, true))
 */
export function launchpadProjectsQuery(
  api: ApiClient,
  phase: LaunchpadPhase | undefined,
  signedIn: boolean,
  clock: () => number = Date.now,
) {
  const query = definedOnly({ phase });
  return queryOptions({
    queryKey: [...LAUNCHPAD_QUERY_KEYS.projects, query, signedIn] as const,
    queryFn: ({ signal }) => api.call('launchpadProjects', { query }, { signal }),
    placeholderData: keepPreviousData,
    // A phase that ends moves the project on (and lists its pair): fetch again when it is due.
    refetchInterval: (current) => phaseRefetchInterval(current.state.data, clock()),
  });
}

/**
 * How long until the projects should be fetched again: just after the soonest phase end (the
 * server moves phases on its clock's next tick, hence the half second), at least 1 s, at most a
 * minute; every 2 s while a phase end has passed but the answer still shows it; never when no
 * phase is running.
 *
 * @example phaseRefetchInterval([{ phase_ends_at: 10_000 }], 4_000) // 6500
 */
export function phaseRefetchInterval(
  projects: readonly { phase_ends_at: number | null }[] | undefined,
  now: number,
): number | false {
  const ends = (projects ?? []).flatMap((project) =>
    project.phase_ends_at === null ? [] : [project.phase_ends_at],
  );
  if (ends.length === 0) return false;
  const wait = Math.min(...ends) - now;
  if (wait <= 0) return 2000;
  return Math.min(60_000, Math.max(1000, wait + 500));
}

/**
 * GET /launchpad/records: one page of the caller's commitments, allocations and refunds.
 *
 * @example useQuery(launchpadRecordsQuery(api, { type: 'refund', page: 2 }))
 */
export function launchpadRecordsQuery(api: ApiClient, filter: LaunchpadRecordsFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...LAUNCHPAD_QUERY_KEYS.records, query] as const,
    queryFn: ({ signal }) => api.call('launchpadRecords', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The projects, all phases or one. */
export function useLaunchpadProjects(phase: LaunchpadPhase | undefined, signedIn: boolean) {
  const { api } = useAppServices();
  const clock = useClock();
  return useQuery(launchpadProjectsQuery(api, phase, signedIn, clock));
}

/** One page of the caller's records; idle while `enabled` is false (signed out). */
export function useLaunchpadRecords(filter: LaunchpadRecordsFilter, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...launchpadRecordsQuery(api, filter), enabled });
}

/** What the user chose: the commit body without its idempotency key. */
export interface LaunchpadCommitDraft {
  project_id: number;
  amount: string;
}

const sameDraft = (a: LaunchpadCommitDraft, b: LaunchpadCommitDraft) =>
  a.project_id === b.project_id && a.amount === b.amount;

/**
 * POST /launchpad/commit with its idempotency key: each new attempt gets a fresh
 * `client_order_id`; an attempt whose outcome is unknown (timeout, connection lost) sent again
 * with the same draft keeps its id, so the server answers the commitment it made instead of
 * committing twice (the wire answers a same-draft replay with that first record; the same id with
 * another draft is a 409, which is why another draft always gets a fresh id). A refusal rejects with an ApiFailureError naming the field (`amount`,
 * `project_id`). Every outcome but a refusal refetches the launchpad and the balances.
 *
 * @example const commit = createLaunchpadCommitter(api, queryClient); await commit({ project_id: 7, amount: '100' });
 */
export function createLaunchpadCommitter(
  api: ApiClient,
  queryClient: QueryClient,
  newId: () => string = newClientOrderId,
): (draft: LaunchpadCommitDraft) => Promise<LaunchpadRecord> {
  let pending: { draft: LaunchpadCommitDraft; clientOrderId: string } | null = null;
  const send = (draft: LaunchpadCommitDraft, clientOrderId: string) =>
    api.request('launchpadCommit', { body: { ...draft, client_order_id: clientOrderId } });
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
        await invalidateLaunchpadQueries(queryClient);
      }
      throw error;
    }
    if (!result.ok) throw new ApiFailureError('launchpadCommit', result.status, result.body);
    await invalidateLaunchpadQueries(queryClient);
    return result.data;
  };
}

/** {@link createLaunchpadCommitter} as a mutation, one committer per mounted form. */
export function useLaunchpadCommit() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [committer] = useState(() => createLaunchpadCommitter(api, queryClient));
  return useMutation({ mutationFn: committer });
}

/**
 * "Export CSV" of the caller's records matching the filter (every page), written by the server
 * (GET /launchpad/records/export), then handed to `save` with the file name.
 *
 * @example useExportLaunchpadRecords(saveText).mutate({ type: 'allocation' })
 */
export function useExportLaunchpadRecords(save: (text: string, fileName: string) => void) {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (filter: LaunchpadRecordsExportFilter) =>
      api.request('launchpadRecordsExport', { query: definedOnly(filter) }),
    onSuccess: (result) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (result.ok) save(result.data, launchpadCsvFilename(Date.now()));
    },
  });
}

/**
 * Keeps the launchpad live: a `balance` user event (a commitment from another tab, the
 * distribution's allocation and refund) refetches every launchpad query.
 *
 * @example useLaunchpadUserEvents(); // on the subscribe page and its order centre
 */
export function useLaunchpadUserEvents(): void {
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    if (event.event === 'balance')
      void queryClient.invalidateQueries({ queryKey: LAUNCHPAD_QUERY_KEYS.all });
  });
}
