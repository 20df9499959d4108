import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ok } from '../envelope.ts';
import { createApiClient, type ApiClient, type ApiResult } from './create-api-client.ts';
import type { SpotOrder, SpotPair } from '../spot.ts';
import { InvalidResponseError, RequestAbortedError, RequestTimeoutError } from './errors.ts';
import { asset, headersOf, json, setup } from './create-api-client-test-setup.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient: headers', () => {
  it('sends device id, device type 10, device name web, bearer token and language', async () => {
    const { client, sent } = setup(() => json(ok(asset)));
    await client.call('getAsset');
    const headers = headersOf(sent[0]);
    expect(headers.get('Device-Id')).toBe('device-abc');
    expect(headers.get('Device-Type')).toBe('10');
    expect(headers.get('Device-Name')).toBe('web');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Language')).toBe('en');
  });

  it('reads token and locale per request and omits Authorization while logged out', async () => {
    const { client, sent, setToken, setLocale } = setup(() => json(ok(asset)));
    setToken(null);
    setLocale('zh-TW');
    await client.call('getAsset');
    const headers = headersOf(sent[0]);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Language')).toBe('zh-TW');
  });

  it('calls a device id function on each request', async () => {
    let n = 0;
    const { client, sent } = setup(() => json(ok(asset)), { deviceId: () => `dev-${++n}` });
    await client.call('getAsset');
    await client.call('getAsset');
    expect(headersOf(sent[1]).get('Device-Id')).toBe('dev-2');
  });
});

describe('createApiClient: requests', () => {
  it('joins base URL, path and query, leaving undefined fields out', async () => {
    const { client, sent } = setup(() => json(ok({ list: [], page: 2, limit: 10, total: 0 })));
    await client.call('spotOrders', {
      query: { state: 'open', symbol: 'BTCUSDT', page: 2, limit: 10, side: undefined },
    });
    expect(sent[0]?.url).toBe(
      'http://exchange.test/spots/order?state=open&symbol=BTCUSDT&page=2&limit=10',
    );
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('fills path parameters and sends PUT without a body to cancel', async () => {
    const order = {
      id: 7,
      client_order_id: 'c-7',
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      status: 'cancelled',
      price: '64000',
      amount: '0.01',
      filled_amount: '0',
      filled_quote: '0',
      avg_price: '0',
      fee: '0',
      fee_coin: 'BTC',
      created_at: 1_700_000_000_000,
      updated_at: 1_700_000_000_500,
    };
    const { client, sent } = setup(() => json(ok(order)));
    const cancelled = await client.call('spotCancelOrder', { params: { id: 7 } });
    expect(cancelled.status).toBe('cancelled');
    expect(sent[0]?.url).toBe('http://exchange.test/spots/order/7');
    expect(sent[0]?.init.method).toBe('PUT');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('sends POST bodies as multipart form data, files as file parts', async () => {
    const user = {
      id: 1,
      email: 'ann@example.com',
      nickname: 'Ann',
      avatar_url: '/avatars/1.png',
      is_google2fa: false,
      invite_code: 'ANN123',
      created_at: 1_700_000_000_000,
      language: 'en',
      timezone: 'UTC',
      time_24: true,
      theme: 'light' as const,
    };
    const { client, sent } = setup(() => json(ok(user)));
    const avatar = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await client.call('updateUserInfo', { body: { nickname: 'Ann', avatar } });
    const body = sent[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('nickname')).toBe('Ann');
    const part = form.get('avatar');
    if (!(part instanceof File)) throw new Error('avatar is not a file part');
    expect(part.name).toBe('me.png');
    expect(part.size).toBe(4);
    // The browser sets the multipart boundary itself; a hand-set content-type would lose it.
    expect(headersOf(sent[0]).has('content-type')).toBe(false);
  });

  it('stringifies numbers in a multipart body', async () => {
    const withdrawal = {
      id: 3,
      coin_id: 2,
      coin_name: 'USDT',
      network: 'TRC20',
      address: 'TXabc',
      memo: '',
      amount: '100',
      fee: '1',
      receive_amount: '99',
      status: 'cancelled',
      tx_hash: '',
      created_at: 1,
      updated_at: 2,
    };
    const { client, sent } = setup(() => json(ok(withdrawal)));
    await client.call('cancelWithdraw', { body: { id: 3 } });
    expect((sent[0]?.init.body as FormData).get('id')).toBe('3');
  });
});

describe('createApiClient: timeout', () => {
  it('aborts after 20000 ms and rejects with RequestTimeoutError', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hooks = { onSessionInvalid: vi.fn(), onMessage: vi.fn(), onUnauthorized: vi.fn() };
    const client = createApiClient({
      baseUrl: '',
      getToken: () => null,
      getLocale: () => 'en',
      deviceId: 'd',
      hooks,
      fetch: (_input: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, rejectFetch) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => {
            rejectFetch(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const pending = client.call('getConfig');
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    const error = await settled;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).timeoutMs).toBe(20_000);
    expect(hooks.onMessage).toHaveBeenCalledWith('Error', error);
  });

  it('clears the timer once answered', async () => {
    vi.useFakeTimers();
    const { client } = setup(() => json(ok(asset)));
    await client.call('getAsset');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with RequestAbortedError, without a toast, when the caller's signal aborts", async () => {
    const { client, hooks } = setup(() => new Promise<Response>(() => undefined), {
      fetch: (_input: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, rejectFetch) => {
          init?.signal?.addEventListener('abort', () => {
            rejectFetch(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const controller = new AbortController();
    const pending = client.call('getAsset', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
    expect(hooks.onMessage).not.toHaveBeenCalled();
  });
});

describe('createApiClient: response validation', () => {
  it('parses and returns the typed data', async () => {
    const { client } = setup(() => json(ok(asset)));
    await expect(client.request('getAsset')).resolves.toEqual({
      ok: true,
      data: asset,
      message: 'ok',
    });
  });

  it('rejects a response whose data breaks the schema, naming the field', async () => {
    const { client, hooks } = setup(() =>
      json(ok({ total_assets_usdt: 1050.5, total_assets_btc: '0.0164' })),
    );
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).issues[0]?.path).toEqual(['data', 'total_assets_usdt']);
    expect((error as InvalidResponseError).message).toContain('data.total_assets_usdt');
    expect(hooks.onMessage).toHaveBeenCalledWith('Error', error);
  });

  it('rejects a float amount hidden in a nested list', async () => {
    const bar = {
      timestamp: 1,
      open: '1',
      high: '2',
      low: '0.5',
      close: '1.5',
      volume: '3',
      turnover: '4',
    };
    const { client } = setup(() => json(ok([bar, { ...bar, timestamp: 2, close: 1.5 }])));
    const error = await client
      .request('spotKline', { query: { symbol: 'BTCUSDT', period: '1m', from: 0, to: 10 } })
      .catch((caught: unknown) => caught);
    expect((error as InvalidResponseError).issues[0]?.path).toEqual(['data', 1, 'close']);
  });

  it('rejects a 200 whose body is not JSON', async () => {
    const { client } = setup(() => new Response('<!doctype html>', { status: 200 }));
    await expect(client.request('getConfig')).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe('createApiClient: types follow the route table', () => {
  it('types inputs and data per route', () => {
    // Compile-time checks: `tsc` fails if the route table and the client's types drift apart.
    const typed = (api: ApiClient) => {
      expectTypeOf(api.call('spotPairs')).resolves.toEqualTypeOf<SpotPair[]>();
      expectTypeOf(api.request('spotCancelOrder', { params: { id: 1 } })).resolves.toEqualTypeOf<
        ApiResult<SpotOrder>
      >();
      // @ts-expect-error a cancel needs the order id
      void api.call('spotCancelOrder');
      // @ts-expect-error getAsset takes no body
      void api.call('getAsset', { body: { amount: '1' } });
      const order = {
        symbol: 'BTCUSDT',
        type: 'limit',
        amount: '1',
        client_order_id: 'a',
      } as const;
      // @ts-expect-error side is 'buy' | 'sell'
      void api.call('spotPlaceOrder', { body: { ...order, side: 'long' } });
      // @ts-expect-error amounts are decimal strings, never numbers
      void api.call('transfer', { body: { coin_id: 1, from: 'spot', to: 'futures', amount: 1.5 } });
    };
    expect(typed).toBeTypeOf('function');
  });
});
