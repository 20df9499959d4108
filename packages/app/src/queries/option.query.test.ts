import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockRouteFailure, mockUrl } from '@exchange/api/msw';
import { ApiFailureError, HttpError, RequestTimeoutError } from '@exchange/api';
import { testApi } from '../testing/test-api.ts';
import { createOptionOpener, OPTION_QUERY_KEYS, type OptionOpenDraft } from './option.query.ts';

const draft: OptionOpenDraft = { symbol: 'BTCUSDT', time_id: 1, direction: 'up', amount: '50' };

/** The client_order_id of each open the server received, in order. */
async function sentIds(requests: Request[]): Promise<string[]> {
  const ids: string[] = [];
  for (const request of requests) {
    if (!request.url.endsWith('/option/open')) continue;
    const form = await request.clone().formData();
    const id = form.get('client_order_id');
    ids.push(typeof id === 'string' ? id : '');
  }
  return ids;
}

/** An opener whose ids count up ("id-1", "id-2" …), over `handlers` before the fixtures. */
function setup(handlers: Parameters<typeof testApi>[0] = [], timeoutMs?: number) {
  const { api, requests } = testApi(handlers, timeoutMs === undefined ? {} : { timeoutMs });
  const queryClient = new QueryClient();
  queryClient.setQueryData([...OPTION_QUERY_KEYS.orders, { state: 'open', page: 1 }], 'orders');
  queryClient.setQueryData(['tradeWallet', 'BTCUSDT'], 'wallet');
  let next = 0;
  const open = createOptionOpener(api, queryClient, () => {
    next += 1;
    return `id-${String(next)}`;
  });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { open, requests, stale };
}

/** The first open gets no answer in time; every later one is answered `second`. */
function firstUnanswered(second: () => Response) {
  let calls = 0;
  return http.post(mockUrl('optionOpen'), async () => {
    calls += 1;
    if (calls === 1) await new Promise(() => undefined);
    return second();
  });
}

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

describe('createOptionOpener', () => {
  it('opens with a fresh client_order_id per attempt and refetches options and balances', async () => {
    const { open, requests, stale } = setup();
    const order = await open(draft);
    expect(order?.direction).toBe('up');
    await open(draft);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
    expect(stale([...OPTION_QUERY_KEYS.orders, { state: 'open', page: 1 }])).toBe(true);
    expect(stale(['tradeWallet', 'BTCUSDT'])).toBe(true);
  });

  it('keeps the id when the same draft is sent again after an unknown outcome', async () => {
    const { open, requests, stale } = setup([firstUnanswered(replay)], 50);
    const error = await open(draft).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    // The order may have been opened: the lists refetch at once.
    expect(stale(['tradeWallet', 'BTCUSDT'])).toBe(true);
    // The retry is answered "already used": the first send did open it.
    await expect(open(draft)).resolves.toBeNull();
    expect(await sentIds(requests)).toEqual(['id-1', 'id-1']);
  });

  it('gives another draft after an unknown outcome its own id', async () => {
    const { open, requests } = setup([firstUnanswered(replay)], 50);
    await open(draft).catch(() => undefined);
    const other = { ...draft, direction: 'down' as const };
    // A 409 on a new attempt is not mistaken for the lost one's success.
    await expect(open(other)).rejects.toBeInstanceOf(HttpError);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
  });

  it('a refusal changed nothing: it rejects with the field and the next send is a new attempt', async () => {
    const { open, requests } = setup([
      mockRouteFailure('optionOpen', {
        status: 422,
        message: 'amount: The smallest stake is 10 USDT',
        errors: [{ field: 'amount', message: 'The smallest stake is 10 USDT' }],
      }),
    ]);
    const error = await open(draft).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFailureError);
    expect((error as ApiFailureError).body.data?.errors[0]?.field).toBe('amount');
    await open(draft).catch(() => undefined);
    expect(await sentIds(requests)).toEqual(['id-1', 'id-2']);
  });

  it('a 409 on a first attempt is not taken for a success', async () => {
    const { open } = setup([http.post(mockUrl('optionOpen'), replay)]);
    await expect(open(draft)).rejects.toBeInstanceOf(HttpError);
  });
});
