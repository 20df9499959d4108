import { createRootRouteWithContext, redirect, rootRouteId } from '@tanstack/react-router';
import type { RouterContext } from '../router-context.ts';
import { guardedPath } from '../route-guard.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { NotFoundPage } from '../shell/not-found-page.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location, matches }) => {
    // SPEC.md section 4: a visitor without a stored token may open only the public paths.
    // A path no route knows is not a page to protect: it shows the 404 (SPEC.md section 2).
    const known = matches.some((match) => match.routeId !== rootRouteId);
    const hasToken = context.auth.getSnapshot().token !== null;
    if (known && guardedPath(location.pathname, hasToken) !== location.pathname) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
      throw redirect({ to: '/user/login', search: { redirect: location.href } });
    }
  },
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
