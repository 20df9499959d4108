import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockRouteFailure, mockRouteLoading, mockUrl } from '@exchange/api/msw';
import {
  ApiFailureError,
  NetworkError,
  RequestTimeoutError,
  type SpotOrderBody,
} from '@exchange/api';
import { placeSpotOrder } from './use-place-order.ts';
import { staleKeysOf } from './use-spot-user-events.ts';
import { testApi } from '../../../testing/test-api.ts';

const body: SpotOrderBody = {
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  price: '100.5',
  amount: '0.01',
  client_order_id: 'from-the-form',
};

function setup(
  handlers: Parameters<typeof testApi>[0] = [],
  options: Parameters<typeof testApi>[1] = {},
) {
  const { api, requests } = testApi(handlers, options);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['spotOrders', 'open', 'BTCUSDT', 1], 'orders');
  queryClient.setQueryData(['tradeWallet', 'BTCUSDT'], 'wallet');
  queryClient.setQueryData(['spotFills', 'BTCUSDT', 1], 'fills');
  return { api, requests, queryClient };
}

async function sentIds(requests: Request[]): Promise<string[]> {
  const ids: string[] = [];
  for (const request of requests) {
    const form = await request.clone().formData();
    const id = form.get('client_order_id');
    ids.push(typeof id === 'string' ? id : '');
  }
  return ids;
}

describe('placeSpotOrder', () => {
  it("keeps the form's client order id, makes a fresh one when it is empty, and marks orders and wallet stale", async () => {
    const { api, requests, queryClient } = setup();
    await placeSpotOrder({ api, queryClient }, body);
    await placeSpotOrder({ api, queryClient }, { ...body, client_order_id: '' });
    await placeSpotOrder({ api, queryClient }, { ...body, client_order_id: '' });
    const ids = await sentIds(requests);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('from-the-form');
    expect(ids[1]).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
    expect(ids[1]).not.toBe(ids[2]);
    expect(queryClient.getQueryState(['spotOrders', 'open', 'BTCUSDT', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['tradeWallet', 'BTCUSDT'])?.isInvalidated).toBe(true);
  });

  it("rejects with the server's reason and marks nothing stale", async () => {
    const { api, queryClient } = setup([
      mockRouteFailure('spotPlaceOrder', { status: 400, message: 'Insufficient balance' }),
    ]);
    const error = await placeSpotOrder({ api, queryClient }, body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFailureError);
    expect((error as ApiFailureError).message).toBe('Insufficient balance');
    expect(queryClient.getQueryState(['spotOrders', 'open', 'BTCUSDT', 1])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['tradeWallet', 'BTCUSDT'])?.isInvalidated).toBe(false);
  });
});

// Issue 15: an order POST that got no answer may have been placed: Open orders must show it.
describe('placeSpotOrder when the outcome is unknown', () => {
  it('a timeout rejects typed and refetches open orders and the wallet', async () => {
    const { api, queryClient } = setup([mockRouteLoading('spotPlaceOrder')], { timeoutMs: 50 });
    const error = await placeSpotOrder({ api, queryClient }, body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(queryClient.getQueryState(['spotOrders', 'open', 'BTCUSDT', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['tradeWallet', 'BTCUSDT'])?.isInvalidated).toBe(true);
  });

  it('a connection lost while online refetches too', async () => {
    const { api, queryClient } = setup([
      http.post(mockUrl('spotPlaceOrder'), () => HttpResponse.error()),
    ]);
    const error = await placeSpotOrder({ api, queryClient }, body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(queryClient.getQueryState(['spotOrders', 'open', 'BTCUSDT', 1])?.isInvalidated).toBe(true);
  });

  it('offline: nothing was sent, nothing to refetch', async () => {
    const { api, queryClient } = setup(
      [http.post(mockUrl('spotPlaceOrder'), () => HttpResponse.error())],
      { isOnline: () => false },
    );
    const error = await placeSpotOrder({ api, queryClient }, body).catch((caught: unknown) => caught);
    expect((error as NetworkError).delivery).toBe('not-sent');
    expect(queryClient.getQueryState(['spotOrders', 'open', 'BTCUSDT', 1])?.isInvalidated).toBe(false);
  });
});

describe('staleKeysOf', () => {
  it('refetches orders on order events, orders and fills on fills, the wallet on balances', () => {
    const order = {
      id: '1',
      market: 'spot',
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '1',
      amount: '1',
      filled: '0',
      status: 'open',
      ts: 1,
    } as const;
    expect(staleKeysOf({ event: 'order', order })).toEqual([['spotOrders']]);
    expect(staleKeysOf({ event: 'order', order: { ...order, market: 'contract' } })).toEqual([]);
    expect(
      staleKeysOf({
        event: 'fill',
        fill: {
          tradeId: '1',
          orderId: '1',
          market: 'spot',
          symbol: 'BTCUSDT',
          side: 'buy',
          price: '1',
          amount: '1',
          fee: '0',
          feeCoin: 'BTC',
          ts: 1,
        },
      }),
    ).toEqual([['spotOrders'], ['spotFills']]);
    const balance = {
      coin_id: 1,
      coin_name: 'USDT',
      balance: '1',
      total_balance: '1',
      usdt_equivalence: '1',
      freeze: '0',
      freeze_orders: '0',
      freeze_withdrawals: '0',
    };
    expect(staleKeysOf({ event: 'balance', wallet: 'spot', balance })).toEqual([['tradeWallet']]);
    expect(staleKeysOf({ event: 'balance', wallet: 'finance', balance })).toEqual([]);
  });
});
