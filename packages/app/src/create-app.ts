import { setupI18n, type I18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createActor } from 'xstate';
import { LOGIN_PATH, sessionMachine, type Locale } from '@exchange/machines';
import { createRouteClient, loadRoute, type ApiClient, type RouteResolver } from '@exchange/api';
import { createToaster } from '@exchange/design-system';
import type { AppServices } from './app-services.tsx';
import { createAuthStore } from './auth/auth-store.ts';
import { callErrorMessage } from './errors/call-error-message.ts';
import {
  activateLocale,
  importCatalog,
  importMessages,
  type CatalogLoader,
} from './i18n/load-locale.ts';
import { SESSION_QUERY_KEYS } from './queries/user-info.query.ts';
import { createAppRouter } from './router.ts';
import type { SafeStorage } from './storage/safe-storage.ts';
import { STORAGE_KEYS } from './storage/storage-keys.ts';
import { createVersionChecker } from './version/version-checker.ts';

export interface AppDeps {
  storage: SafeStorage;
  /** The browser fingerprint hash: the `device id` header and the session's device key. */
  deviceId: string;
  /** "" in the browser: the API shares the page's origin. */
  baseUrl: string;
  reload: () => void;
  history?: RouterHistory;
  loadCatalog?: CatalogLoader;
  fetch?: typeof fetch;
  /** The site's address links to share are built on (default: the page's origin; stories pin it). */
  origin?: string;
  /**
   * Where the API client finds each route's schemas. Default: `loadRoute`, each area's chunk on
   * its first call (issue 25). Stories and tests, whose bundle holds the whole table anyway, pass
   * `apiRoutes` at hand, so a page renders its data the same way every run.
   */
  resolveRoute?: RouteResolver;
}

export interface App {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  services: AppServices;
  api: ApiClient;
}

/**
 * Build one app instance: stores, API client with the error catalogue, router, session and
 * version checker. main.tsx calls it once; stories and tests call it per render.
 *
 * @example const app = createApp({ storage, deviceId, baseUrl: '', reload: () => location.reload() });
 */
export function createApp(deps: AppDeps): App {
  const { storage } = deps;
  const loadCatalog = deps.loadCatalog ?? importCatalog;
  const loadMessages = deps.loadCatalog ?? importMessages;
  const auth = createAuthStore(storage);
  const i18n = setupI18n();
  const toaster = createToaster();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  const router = createAppRouter({ queryClient, auth }, deps.history);
  // SPEC.md section 2: every navigation to another page starts at the top.
  router.subscribe('onRendered', (event) => {
    if (event.pathChanged) window.scrollTo({ top: 0, left: 0 });
  });

  const navigate = (to: string) => {
    // SPEC.md section 8: navigation failures are only logged.
    router.navigate({ to }).catch((error: unknown) => {
      console.error('Navigation failed', error);
    });
  };
  /** SPEC.md section 4: user, assets, wallets, contract account and token. */
  const clearSession = () => {
    auth.clear();
    for (const queryKey of SESSION_QUERY_KEYS) queryClient.removeQueries({ queryKey });
  };
  const session = createActor(sessionMachine, {
    input: { deviceKey: deps.deviceId, clearSession, navigate },
  });

  // Each area's schemas load with its first call (issue 25): the entry holds none of them.
  const api = createRouteClient(
    {
      baseUrl: deps.baseUrl,
      getToken: () => auth.getSnapshot().token,
      getLocale: () => i18n.locale,
      deviceId: deps.deviceId,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      // A request that fails while offline surely sent nothing (issue 15).
      isOnline: () => navigator.onLine,
      hooks: {
        onSessionInvalid(message) {
          toaster.error(message);
          clearSession();
          navigate('/');
        },
        onMessage(message, error) {
          // A 4xx body's message is the server's reason; anything else (no answer, 5xx) is put
          // in words saying what happened and whether it was sent, never the client's internals.
          toaster.error(error === undefined ? message : callErrorMessage(error, i18n).text);
        },
        onUnauthorized(message) {
          toaster.error(message);
          logout();
        },
      },
    },
    deps.resolveRoute ?? loadRoute,
  );

  const logout = () => {
    if (session.getSnapshot().can({ type: 'session.logout' }))
      session.send({ type: 'session.logout' });
    else {
      clearSession();
      navigate(LOGIN_PATH);
    }
  };

  const versions = createVersionChecker({
    fetchLatest: () => api.call('appVersion'),
    storage,
    reload: deps.reload,
  });
  session.on('session.versionCheckRequested', () => {
    void versions.check(false);
  });
  session.start();
  if (auth.getSnapshot().token !== null) session.send({ type: 'session.signedIn' });
  let hadToken = auth.getSnapshot().token !== null;
  auth.subscribe(() => {
    const hasToken = auth.getSnapshot().token !== null;
    if (hasToken && !hadToken) session.send({ type: 'session.signedIn' });
    hadToken = hasToken;
  });

  const services: AppServices = {
    api,
    origin: deps.origin ?? window.location.origin,
    auth,
    storage,
    session,
    toaster,
    versions,
    async changeLocale(locale: Locale) {
      if (await activateLocale(i18n, locale, loadCatalog)) storage.set(STORAGE_KEYS.locale, locale);
    },
    async activateLocale(locale: Locale, { faces = true } = {}) {
      await activateLocale(i18n, locale, faces ? loadCatalog : loadMessages);
    },
    logout() {
      // Tell the server first (the token is read as the request is built), then forget locally.
      api.call('logout').catch(() => undefined);
      logout();
    },
  };
  return { i18n, queryClient, router, services, api };
}
