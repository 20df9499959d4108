import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Actor } from 'xstate';
import type { ApiClient } from '@exchange/api';
import type { Toaster } from '@exchange/design-system';
import type { Locale, sessionMachine } from '@exchange/machines';
import type { AuthSnapshot, AuthStore } from './auth/auth-store.ts';
import type { SafeStorage } from './storage/safe-storage.ts';
import type { VersionChecker } from './version/version-checker.ts';

/**
 * Everything stateful the pages share, created once per app by `createApp` (or per story/test)
 * and handed down here instead of living in module-level singletons (STYLE.md).
 */
export interface AppServices {
  /** The typed HTTP client, its hooks wired to the error catalogue (SPEC.md section 8). */
  api: ApiClient;
  /** The site's address (e.g. "https://exchange.example"): links to share are built on it. */
  origin: string;
  auth: AuthStore;
  storage: SafeStorage;
  session: Actor<typeof sessionMachine>;
  /** Toasts (2000 ms, grouped): the error catalogue and pages show messages through it. */
  toaster: Toaster;
  versions: VersionChecker;
  /** The user picks a language: load the catalog, then store the choice. */
  changeLocale: (locale: Locale) => Promise<void>;
  /**
   * Show a language without storing it (the site default, resolved after config loads).
   * `faces: false` loads the catalog without the locale's CJK face: main.tsx's zh-TW placeholder
   * before config (SPEC.md section 4), which the site default most often replaces at once.
   */
  activateLocale: (locale: Locale, options?: { faces?: boolean }) => Promise<void>;
  /** SPEC.md section 4: clear user, assets, wallets and token, then go to /user/login. */
  logout: () => void;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <AppServicesContext value={services}>{children}</AppServicesContext>;
}

export function useAppServices(): AppServices {
  const services = use(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}

/** The signed-in state; re-renders on sign-in and logout. */
export function useAuth(): AuthSnapshot {
  const { auth } = useAppServices();
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot);
}
