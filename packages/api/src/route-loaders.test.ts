import { describe, expect, it } from 'vitest';
import { isRouteName, loadRoute, routeMethod } from './route-loaders.ts';
import { apiRoutes, type RouteName } from './routes.ts';

describe('route loaders (issue 25)', () => {
  const names = Object.keys(apiRoutes) as RouteName[];

  it('load the very route of the table, with its method, for every name', async () => {
    for (const name of names) {
      expect(await loadRoute(name), name).toBe(apiRoutes[name]);
      expect(routeMethod(name), name).toBe(apiRoutes[name].method);
      expect(isRouteName(name)).toBe(true);
    }
  });

  it('know no name the table lacks', () => {
    expect(isRouteName('nope')).toBe(false);
    expect(isRouteName('toString')).toBe(false);
  });
});
