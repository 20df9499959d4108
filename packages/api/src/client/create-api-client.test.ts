import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fail, ok } from '../envelope.ts';
import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiResult,
} from './create-api-client.ts';
import type { SpotOrder, SpotPair } from '../spot.ts';
import {
  ApiFailureError,
  HttpError,
  InvalidResponseError,
  LOGIN_EXPIRED_MESSAGE,
  LoginExpiredError,
  NetworkError,
  RequestAbortedError,
  RequestTimeoutError,
  SessionInvalidError,
} from './errors.ts';

const asset = { total_assets_usdt: '1050.5', total_assets_btc: '0.0164' };

interface Sent {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A client over a fetch that records what it was sent and answers with `answer`. */
function setup(
  answer: () => Response | Promise<Response>,
  overrides: Partial<ApiClientOptions> = {},
) {
  const sent: Sent[] = [];
  const hooks = { onSessionInvalid: vi.fn(), onMessage: vi.fn(), onUnauthorized: vi.fn() };
  let token: string | null = 'tok-123';
  let locale = 'en';
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    return Promise.resolve(answer());
  });
  const client = createApiClient({
    baseUrl: 'http://exchange.test/',
    getToken: () => token,
    getLocale: () => locale,
    deviceId: 'device-abc',
    hooks,
    fetch: fetchMock,
    ...overrides,
  });
  return {
    client,
    hooks,
    sent,
    setToken: (value: string | null) => {
      token = value;
    },
    setLocale: (value: string) => {
      locale = value;
    },
  };
}

function headersOf(sent: Sent | undefined): Headers {
  if (!sent) throw new Error('No request was sent');
  return new Headers(sent.init.headers);
}

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

describe('createApiClient: error catalogue (SPEC.md section 8)', () => {
  it('code 4001 calls onSessionInvalid with the message and rejects', async () => {
    const { client, hooks } = setup(() =>
      json({ status: 'error', code: 4001, data: null, message: 'Signed in elsewhere' }),
    );
    await expect(client.call('getAsset')).rejects.toBeInstanceOf(SessionInvalidError);
    expect(hooks.onSessionInvalid).toHaveBeenCalledWith('Signed in elsewhere');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('code 4001 without a message passes "Error"', async () => {
    const { client, hooks } = setup(() =>
      json({ status: 'error', code: 4001, data: null, message: '' }, 400),
    );
    await expect(client.request('getAsset')).rejects.toBeInstanceOf(SessionInvalidError);
    expect(hooks.onSessionInvalid).toHaveBeenCalledWith('Error');
    expect(hooks.onMessage).not.toHaveBeenCalled();
  });

  it.each([400, 405, 422])(
    'HTTP %i toasts the message and returns the body to the caller',
    async (status) => {
      const body = fail(status, 'amount: Must be greater than 0', [
        { field: 'amount', message: 'Must be greater than 0' },
      ]);
      const { client, hooks } = setup(() => json(body, status));
      const result = await client.request('transfer', {
        body: { coin_id: 1, from: 'spot', to: 'futures', amount: '0' },
      });
      expect(result).toEqual({ ok: false, status, code: status, message: body.message, body });
      expect(hooks.onMessage).toHaveBeenCalledWith('amount: Must be greater than 0');
    },
  );

  it('HTTP 422 through call() rejects with ApiFailureError carrying the body', async () => {
    const body = fail(422, 'price: A limit order needs a price', [
      { field: 'price', message: 'A limit order needs a price' },
    ]);
    const { client } = setup(() => json(body, 422));
    const error = await client
      .call('spotPlaceOrder', {
        body: { symbol: 'BTCUSDT', side: 'buy', type: 'limit', amount: '1', client_order_id: 'x1' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFailureError);
    expect((error as ApiFailureError).body.data?.errors[0]?.field).toBe('price');
  });

  it('a 400 whose body is not our envelope still returns a typed failure', async () => {
    const { client, hooks } = setup(
      () =>
        new Response('{"statusCode":400,"error":"Bad Request","message":"body must be object"}', {
          status: 400,
        }),
    );
    const result = await client.request('getAsset');
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      code: 400,
      message: 'body must be object',
    });
    expect(hooks.onMessage).toHaveBeenCalledWith('body must be object');
  });

  it('a 405 with an empty body returns a failure with message "Error"', async () => {
    const { client, hooks } = setup(() => new Response('', { status: 405 }));
    const result = await client.request('getAsset');
    expect(result).toMatchObject({ ok: false, status: 405, message: 'Error' });
    expect(hooks.onMessage).toHaveBeenCalledWith('Error');
  });

  it('a 200 whose envelope code is not 200 is a failure returned to the caller', async () => {
    const { client, hooks } = setup(() =>
      json({ status: 'error', code: 1002, data: null, message: 'Insufficient balance' }),
    );
    const result = await client.request('getAsset');
    expect(result).toMatchObject({
      ok: false,
      status: 200,
      code: 1002,
      message: 'Insufficient balance',
    });
    expect(hooks.onMessage).toHaveBeenCalledWith('Insufficient balance');
  });

  it('HTTP 401 calls onUnauthorized then rejects with "login expired"', async () => {
    const { client, hooks } = setup(() => json(fail(401, 'Token expired'), 401));
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoginExpiredError);
    expect((error as LoginExpiredError).message).toBe(LOGIN_EXPIRED_MESSAGE);
    expect(LOGIN_EXPIRED_MESSAGE).toBe('login expired');
    expect(hooks.onUnauthorized).toHaveBeenCalledWith('Token expired');
    expect(hooks.onMessage).not.toHaveBeenCalled();
  });

  it('other statuses toast the message and reject with HttpError', async () => {
    const { client, hooks } = setup(() => json(fail(429, 'Too many requests'), 429));
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    expect(hooks.onMessage).toHaveBeenCalledWith('Too many requests', error);
  });

  it('other statuses without a message toast "Error"', async () => {
    const { client, hooks } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Error');
    expect(hooks.onMessage).toHaveBeenCalledWith('Error', error);
  });

  it('a failed transfer rejects with NetworkError and toasts "Error"', async () => {
    const { client, hooks } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(hooks.onMessage).toHaveBeenCalledWith('Error', error);
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

// Issue 15: an order that failed with "no answer" must say whether it may have been placed, so
// every rejection tells the app how far the request got.
describe('createApiClient: how far a failed request got (delivery)', () => {
  it('a transfer that fails while the browser is offline was never sent', async () => {
    const { client } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { isOnline: () => false },
    );
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).delivery).toBe('not-sent');
  });

  it('a transfer that fails while online may have reached the server', async () => {
    const { client } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { isOnline: () => true },
    );
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect((error as NetworkError).delivery).toBe('unknown');
  });

  it('without an isOnline option a failed transfer counts as unknown, never as not sent', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect((error as NetworkError).delivery).toBe('unknown');
  });

  it('a timeout may have reached the server', async () => {
    const { client } = setup(() => new Promise<Response>(() => undefined), {
      timeoutMs: 5,
      fetch: (_input: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, rejectFetch) => {
          init?.signal?.addEventListener('abort', () => {
            rejectFetch(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const error = await client.request('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).delivery).toBe('unknown');
  });

  it('an answered error (5xx, 4xx, 401) was delivered', async () => {
    const server = setup(() => json(fail(503, 'Down for maintenance'), 503));
    const http = await server.client.request('getAsset').catch((caught: unknown) => caught);
    expect((http as HttpError).delivery).toBe('delivered');
    const refused = setup(() => json(fail(422, 'price: too low'), 422));
    const failure = await refused.client
      .call('spotPlaceOrder', {
        body: { symbol: 'BTCUSDT', side: 'buy', type: 'limit', amount: '1', client_order_id: 'x' },
      })
      .catch((caught: unknown) => caught);
    expect((failure as ApiFailureError).delivery).toBe('delivered');
    const expired = setup(() => json(fail(401, 'Token expired'), 401));
    const login = await expired.client.request('getAsset').catch((caught: unknown) => caught);
    expect((login as LoginExpiredError).delivery).toBe('delivered');
  });
});
