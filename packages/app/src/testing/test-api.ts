import type { RequestHandler } from 'msw';
import { createApiClient, type ApiClient } from '@exchange/api';
import { createHandlers } from '@exchange/api/msw';
import { mswFetch } from './story-app.tsx';

/** An API client answered by MSW handlers in memory, recording its requests (unit tests). */
export function testApi(handlers: readonly RequestHandler[] = []): {
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
