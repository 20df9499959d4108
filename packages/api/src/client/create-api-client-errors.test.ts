import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../envelope.ts';
import {
  ApiFailureError,
  HttpError,
  LOGIN_EXPIRED_MESSAGE,
  LoginExpiredError,
  NetworkError,
  RequestTimeoutError,
  SessionInvalidError,
} from './errors.ts';
import { json, setup } from './create-api-client-test-setup.ts';

afterEach(() => {
  vi.useRealTimers();
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
