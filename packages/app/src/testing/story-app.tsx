import { createMemoryHistory } from '@tanstack/react-router';
import { getResponse, type RequestHandler } from 'msw';
import { apiRoutes, type UserInfo } from '@exchange/api';
import { createHandlers } from '@exchange/api/msw';
import type { Locale } from '@exchange/machines';
import { AppRoot, type LiveDeps } from '../app-root.tsx';
import { createApp, type App } from '../create-app.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { fakeLive, type FakeLiveOptions } from './fake-live.ts';
import { createMemoryStorage } from './memory-storage.ts';

export interface StoryAppOptions {
  path: string;
  locale?: Locale;
  theme?: 'dark' | 'light';
  /** Signed in as this user (a token is stored too); `null` for a visitor. */
  user?: UserInfo | null;
  /** Handlers tried before the default fixtures of `@exchange/api/msw`. */
  handlers?: readonly RequestHandler[];
  live?: FakeLiveOptions;
  /** Extra storage entries, e.g. favourites. */
  storage?: Record<string, string>;
  /**
   * Answer users with their own language and theme instead of the story's (a story showing a
   * login apply the account's preferences).
   */
  keepUserPreferences?: boolean;
}

export interface StoryApp {
  app: App;
  live: LiveDeps;
}

/**
 * A fetch answered by MSW handlers in memory: no service worker, no network. Like the browser's
 * fetch, it rejects when the request's signal aborts (so a client timeout fires against
 * `delay('infinite')`) and when a handler answers `HttpResponse.error()`.
 */
export function mswFetch(handlers: readonly RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), window.location.origin),
      init,
    );
    const signal = init?.signal;
    const aborted = new Promise<never>((_resolve, reject) => {
      const abort = () => {
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
    });
    const response = await Promise.race([getResponse([...handlers], request), aborted]);
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return (
      response ??
      new Response(
        JSON.stringify({ status: 'error', code: 404, data: null, message: 'Not found' }),
        { status: 404 },
      )
    );
  };
}

/** Routes whose answer is the user (or a session carrying it). */
const USER_PATHS = new Set(['/getUserInfo', '/updateUserInfo', '/login', '/register']);

/**
 * The toolbar's language and theme as the signed-in user's saved preferences: the app applies
 * the user's (src/preferences), so every user the fake server answers, and the stored one,
 * carries the story's, as if the user had chosen them. A save that sets one itself (the
 * settings page's stories) keeps what it set.
 */
export function withStoryPreferences(
  fetchFn: typeof fetch,
  preferences: { language: Locale; theme: 'dark' | 'light' },
): typeof fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    if (!USER_PATHS.has(url.pathname) || !response.ok) return response;
    const sent = init?.body instanceof FormData ? init.body : null;
    const patch = (user: unknown) =>
      typeof user === 'object' && user !== null
        ? {
            ...user,
            ...(sent?.has('language') ? {} : { language: preferences.language }),
            ...(sent?.has('theme') ? {} : { theme: preferences.theme }),
          }
        : user;
    const envelope = (await response.json()) as { data?: unknown };
    const data = envelope.data;
    const patched =
      typeof data === 'object' && data !== null && 'user' in data
        ? { ...data, user: patch(data.user) }
        : patch(data);
    return new Response(JSON.stringify({ ...envelope, data: patched }), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * A whole app for a story or test: memory history at `path`, MSW fixtures for the API, a fake
 * socket and probe, and its own storage.
 *
 * @example loaders: [async () => ({ story: await createStoryApp({ path: '/market' }) })]
 */
export async function createStoryApp(options: StoryAppOptions): Promise<StoryApp> {
  const locale = options.locale ?? 'en';
  const theme = options.theme === 'light' ? 'light' : 'dark';
  const user =
    options.user === undefined || options.user === null
      ? null
      : { ...options.user, language: locale, theme };
  const storage = createMemoryStorage({
    [STORAGE_KEYS.locale]: locale,
    [STORAGE_KEYS.dark]: String(options.theme !== 'light'),
    ...(user
      ? {
          [STORAGE_KEYS.token]: 'story-token-0123456789',
          [STORAGE_KEYS.user]: JSON.stringify(user),
        }
      : {}),
    ...options.storage,
  });
  const app = createApp({
    storage,
    deviceId: 'story-device',
    baseUrl: '',
    // Not the test server's: its port is whatever was free, and shared links are in the pictures.
    origin: 'https://exchange.example',
    reload: () => undefined,
    history: createMemoryHistory({ initialEntries: [options.path] }),
    // The route table at hand, not loaded area by area as the built app does: a call goes out
    // with no chunk to wait for, so a page's pictures never catch it between its frame and its
    // data (24 visual states did with the lazy schemas). The lazy path has its own tests
    // (packages/api route-client.test.ts) and runs in every e2e journey.
    resolveRoute: (name) => apiRoutes[name],
    fetch: options.keepUserPreferences
      ? mswFetch([...(options.handlers ?? []), ...createHandlers()])
      : withStoryPreferences(mswFetch([...(options.handlers ?? []), ...createHandlers()]), {
          language: locale,
          theme,
        }),
  });
  await app.services.activateLocale(locale);
  return { app, live: fakeLive(options.live) };
}

/** Renders what createStoryApp built. */
export function StoryAppView({ story }: { story: StoryApp }) {
  return <AppRoot app={story.app} live={story.live} />;
}
