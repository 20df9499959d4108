import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { RouterContext } from './router-context.ts';

/**
 * The app's router: every route of SPEC.md section 2, code-split per route by the plugin.
 * Scroll resets to the top on each navigation (the router's default `resetScroll`).
 *
 * @example const router = createAppRouter({ queryClient, auth });
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
