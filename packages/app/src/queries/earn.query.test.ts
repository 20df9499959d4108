import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { earnPositionsFixture, mockRouteFailure, mockUrl } from '@exchange/api/msw';
import { ApiFailureError, ok, RequestTimeoutError } from '@exchange/api';
import { testApi } from '../testing/test-api.ts';
import { createEarnSubscriber, EARN_QUERY_KEYS, type EarnSubscribeDraft } from './earn.query.ts';

const draft: EarnSubscribeDraft = { product_id: 6, amount: '50' };

/** The client_order_id of each subscription the server received, in order. */
async function sentIds(requests: Request[]): Promise<string[]> {
  const ids: string[] = [];
  for (const request of requests) {
    if (!request.url.endsWith('/earn/subscribe')) continue;
    const form = await request.clone().formData();
    const id = form.get('client_order_id');
    ids.push(typeof id === 'string' ? id : '');
  }
  return ids;
}

/** A subscriber whose ids count up ("id-1", "id-2" …), over `handlers` before the fixtures. */
function setup(handlers: Parameters<typeof testApi>[0] = [], timeoutMs?: number) {
  const { api, requests } = testApi(handlers, timeoutMs === undefined ? {} : { timeoutMs });
  const queryClient = new QueryClient();
  queryClient.setQueryData([...EARN_QUERY_KEYS.positions, { page: 1 }], 'positions');
  queryClient.setQueryData(['wallet', 'balances', 'spot'], 'wallet');
  let next = 0;
  const subscribe = createEarnSubscriber(api, queryClient, () => {
    next += 1;
    return `id-${String(next)}`;
  });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { subscribe, requests, stale };
}

/** The first subscription gets no answer in time; every later one is answered the position. */
function firstUnanswered() {
  let calls = 0;
  return http.post(mockUrl('earnSubscribe'), async () => {
    calls += 1;
    if (calls === 1) await new Promise(() => undefined);
    return HttpResponse.json(ok(earnPositionsFixture[0]));
  });
}

describe('createEarnSubscriber', () => {
  it('subscribes with a fresh client_order_id per attempt and refetches earn and balances', async () => {
    const { subscribe, requests, stale } = setup();
    const position = await subscribe(draft);
    expect(position.product_id).toBe(6);
    await subscribe(draft);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
    expect(stale([...EARN_QUERY_KEYS.positions, { page: 1 }])).toBe(true);
    expect(stale(['wallet', 'balances', 'spot'])).toBe(true);
  });

  it('keeps the id when the same draft is sent again after an unknown outcome', async () => {
    const { subscribe, requests, stale } = setup([firstUnanswered()], 50);
    const error = await subscribe(draft).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    // It may have been subscribed: earn and the balances refetch at once.
    expect(stale(['wallet', 'balances', 'spot'])).toBe(true);
    await subscribe(draft);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-1']);
  });

  it('gives another draft after an unknown outcome its own id', async () => {
    const { subscribe, requests } = setup([firstUnanswered()], 50);
    await subscribe(draft).catch(() => undefined);
    await subscribe({ ...draft, amount: '60' });
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
  });

  it('a refusal rejects with the field and the next send is a new attempt', async () => {
    const { subscribe, requests } = setup([
      mockRouteFailure('earnSubscribe', {
        status: 422,
        message: 'amount: At least 10 USDT',
        errors: [{ field: 'amount', message: 'At least 10 USDT' }],
      }),
    ]);
    const error = await subscribe(draft).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFailureError);
    expect((error as ApiFailureError).body.data?.errors[0]?.field).toBe('amount');
    await subscribe(draft).catch(() => undefined);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
  });
});
