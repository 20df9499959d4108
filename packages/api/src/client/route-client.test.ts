import { describe, expect, it, vi } from 'vitest';
import { ok } from '../envelope.ts';
import { loadRoute } from '../route-loaders.ts';
import { createRouteClient } from './create-api-client.ts';
import { asset, json } from './create-api-client-test-setup.ts';
import { InvalidResponseError, NetworkError } from './errors.ts';

function client(resolve: Parameters<typeof createRouteClient>[1], answer: () => Response) {
  const hooks = { onSessionInvalid: vi.fn(), onMessage: vi.fn(), onUnauthorized: vi.fn() };
  const fetchMock = vi.fn(() => Promise.resolve(answer()));
  const api = createRouteClient(
    {
      baseUrl: 'http://exchange.test',
      getToken: () => 'tok-123',
      getLocale: () => 'en',
      deviceId: 'device-abc',
      hooks,
      fetch: fetchMock,
    },
    resolve,
  );
  return { api, hooks, fetchMock };
}

describe('createRouteClient over routes loaded on demand (issue 25)', () => {
  it("sends and parses a call with its area's route loaded first", async () => {
    const { api, fetchMock } = client(loadRoute, () => json(ok(asset)));
    await expect(api.call('getAsset')).resolves.toEqual(asset);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://exchange.test/wallet/getAsset',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('validates the answer with the loaded schema', async () => {
    const { api } = client(loadRoute, () => json(ok({ total_assets_usdt: 5 })));
    await expect(api.call('getAsset')).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('a route that does not load is a network error that sent nothing, told to the user', async () => {
    const { api, hooks, fetchMock } = client(
      () => Promise.reject(new Error('chunk failed')),
      () => json(ok(asset)),
    );
    const error: unknown = await api.call('getAsset').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).delivery).toBe('not-sent');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hooks.onMessage).toHaveBeenCalledWith('Error', error);
  });
});
