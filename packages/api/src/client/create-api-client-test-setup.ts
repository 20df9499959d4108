// The fake fetch behind the createApiClient tests (create-api-client*.test.ts).
import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './create-api-client.ts';

export const asset = { total_assets_usdt: '1050.5', total_assets_btc: '0.0164' };

export interface Sent {
  url: string;
  init: RequestInit;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A client over a fetch that records what it was sent and answers with `answer`. */
export function setup(
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

export function headersOf(sent: Sent | undefined): Headers {
  if (!sent) throw new Error('No request was sent');
  return new Headers(sent.init.headers);
}
