import type { RequestHandler } from 'msw';
import { createApiClient, type ApiClient, type ApiClientOptions } from '@exchange/api';
import { createHandlers } from '@exchange/api/msw';
import { mswFetch } from './story-app.tsx';

/**
 * An API client answered by MSW handlers in memory, recording its requests (unit tests).
 * `options` sets the client's timeout and online check (e.g. a 50 ms timeout against
 * `mockRouteLoading`).
 */
export function testApi(
  handlers: readonly RequestHandler[] = [],
  options: Pick<ApiClientOptions, 'timeoutMs' | 'isOnline'> = {},
): {
  api: ApiClient;
  requests: Request[];
} {
  const requests: Request[] = [];
  const fetcher = mswFetch([...handlers, ...createHandlers()]);
  const api = createApiClient({
    baseUrl: '',
    getToken: () => 'test-token',
    getLocale: () => 'en',
    deviceId: 'test-device',
    ...options,
    hooks: {
      onSessionInvalid: () => undefined,
      onMessage: () => undefined,
      onUnauthorized: () => undefined,
    },
    fetch: (input, init) => {
      requests.push(
        new Request(
          new URL(String(input instanceof Request ? input.url : input), window.location.origin),
          init,
        ),
      );
      return fetcher(input, init);
    },
  });
  return { api, requests };
}
