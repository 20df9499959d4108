import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './auth/auth-store.ts';

/** What every route's `beforeLoad`/`loader` receives (no module-level singletons, STYLE.md). */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthStore;
}
