import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockRouteFailure, mockUrl } from '@exchange/api/msw';
import { ApiFailureError, HttpError, ok, RequestTimeoutError } from '@exchange/api';
import { testApi } from '../testing/test-api.ts';
import {
  phaseRefetchInterval,
  createLaunchpadCommitter,
  LAUNCHPAD_QUERY_KEYS,
  launchpadProjectsQuery,
  type LaunchpadCommitDraft,
} from './launchpad.query.ts';

const draft: LaunchpadCommitDraft = { project_id: 7, amount: '100' };
const PROJECTS_KEY = [...LAUNCHPAD_QUERY_KEYS.projects, {}, true];
const SPOT_KEY = ['wallet', 'balances', 'spot'];

/** The client_order_id of each commitment the server received, in order. */
async function sentIds(requests: Request[]): Promise<string[]> {
  const ids: string[] = [];
  for (const request of requests) {
    if (!request.url.endsWith('/launchpad/commit')) continue;
    const form = await request.clone().formData();
    const id = form.get('client_order_id');
    ids.push(typeof id === 'string' ? id : '');
  }
  return ids;
}

/** A committer whose ids count up ("id-1", "id-2" …), over `handlers` before the fixtures. */
function setup(handlers: Parameters<typeof testApi>[0] = [], timeoutMs?: number) {
  const { api, requests } = testApi(handlers, timeoutMs === undefined ? {} : { timeoutMs });
  const queryClient = new QueryClient();
  queryClient.setQueryData(PROJECTS_KEY, 'projects');
  queryClient.setQueryData(SPOT_KEY, 'wallet');
  let next = 0;
  const commit = createLaunchpadCommitter(api, queryClient, () => {
    next += 1;
    return `id-${String(next)}`;
  });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { commit, requests, stale };
}

/** The first commitment gets no answer in time; every later one is answered `second`. */
function firstUnanswered(second: () => Response) {
  let calls = 0;
  return http.post(mockUrl('launchpadCommit'), async () => {
    calls += 1;
    if (calls === 1) await new Promise(() => undefined);
    return second();
  });
}

/** The commitment's record, echoing the id it was sent with. */
const answered = () =>
  HttpResponse.json(
    ok({
      id: 63,
      type: 'commit',
      project_id: 7,
      project_name: 'Nimbus Storage',
      token: 'NIMB',
      quote_coin: 'USDT',
      price: '0.05',
      coin: 'USDT',
      amount: '100',
      cost: null,
      client_order_id: 'id-1',
      phase: 'subscribing',
      created_at: 1_763_800_000_000,
    }),
  );

/** The same id with another draft. */
const replay = () =>
  HttpResponse.json(
    {
      status: 'error',
      code: 409,
      message: 'client_order_id: Already used',
      data: { errors: [{ field: 'client_order_id', message: 'Already used' }] },
    },
    { status: 409 },
  );

describe('createLaunchpadCommitter', () => {
  it('commits with a fresh client_order_id per attempt and refetches projects and balances', async () => {
    const { commit, requests, stale } = setup();
    const record = await commit(draft);
    expect(record.type).toBe('commit');
    await commit(draft);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
    expect(stale(PROJECTS_KEY)).toBe(true);
    expect(stale(SPOT_KEY)).toBe(true);
  });

  it('keeps the id when the same draft is sent again after an unknown outcome', async () => {
    const { commit, requests, stale } = setup([firstUnanswered(answered)], 50);
    const error = await commit(draft).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(stale(SPOT_KEY)).toBe(true);
    // The retry is answered with the first send's record: nothing is committed twice.
    await expect(commit(draft)).resolves.toMatchObject({ type: 'commit', client_order_id: 'id-1' });
    expect(await sentIds(requests)).toEqual(['id-1', 'id-1']);
  });

  it('gives another draft after an unknown outcome its own id', async () => {
    const { commit, requests } = setup([firstUnanswered(replay)], 50);
    await commit(draft).catch(() => undefined);
    await expect(commit({ ...draft, amount: '200' })).rejects.toBeInstanceOf(HttpError);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
  });

  it('a refusal rejects with the field and the next send is a new attempt', async () => {
    const { commit, requests } = setup([
      mockRouteFailure('launchpadCommit', {
        status: 422,
        message: 'amount: At least 10',
        errors: [{ field: 'amount', message: 'At least 10' }],
      }),
    ]);
    const error = await commit(draft).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFailureError);
    expect((error as ApiFailureError).body.data?.errors[0]?.field).toBe('amount');
    await commit(draft).catch(() => undefined);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
  });
});

describe('phaseRefetchInterval', () => {
  it('fetches just after the soonest phase end, within 1 s and a minute', () => {
    const projects = [
      { phase_ends_at: null },
      { phase_ends_at: 20_000 },
      { phase_ends_at: 10_000 },
    ];
    expect(phaseRefetchInterval(projects, 4_000)).toBe(6_500);
    expect(phaseRefetchInterval(projects, 9_800)).toBe(1_000);
    expect(phaseRefetchInterval([{ phase_ends_at: 500_000 }], 0)).toBe(60_000);
  });

  it('polls every 2 s while a passed phase end is still shown, and never with no phase running', () => {
    expect(phaseRefetchInterval([{ phase_ends_at: 10_000 }], 10_000)).toBe(2_000);
    expect(phaseRefetchInterval([{ phase_ends_at: null }], 0)).toBe(false);
    expect(phaseRefetchInterval(undefined, 0)).toBe(false);
  });

  it("times the projects' refetch on the countdowns' clock (a story's fixed one), not Date.now", () => {
    const { api } = testApi();
    const interval = launchpadProjectsQuery(api, undefined, true, () => 4_000).refetchInterval;
    if (typeof interval !== 'function') throw new Error('The projects have no refetch timing');
    const query = { state: { data: [{ phase_ends_at: 10_000 }] } };
    expect(interval(query as unknown as Parameters<typeof interval>[0])).toBe(6_500);
  });
});
