import { userInfoSchema, type UserInfo } from '@exchange/api';
import type { SafeStorage } from '../storage/safe-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';

/** The user object kept under the `user` storage key (SPEC.md section 3: user info). */
export type StoredUser = UserInfo;

export interface AuthSnapshot {
  token: string | null;
  user: StoredUser | null;
}

/**
 * The signed-in state, persisted under the `token` and `user` keys and observable with
 * `useSyncExternalStore`. One store per app, handed down through router context.
 *
 * @example
 * const auth = createAuthStore(createSafeStorage(localStorage));
 * auth.signIn('jwt…', user);
 * auth.getSnapshot().token; // 'jwt…'
 */
export interface AuthStore {
  getSnapshot: () => AuthSnapshot;
  subscribe: (listener: () => void) => () => void;
  signIn: (token: string, user: StoredUser | null) => void;
  setUser: (user: StoredUser) => void;
  /** Forget token and user (logout, code 4001, 401). */
  clear: () => void;
}

function readUser(storage: SafeStorage): StoredUser | null {
  const raw = storage.get(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // A corrupt entry is treated as no user rather than breaking start-up.
    return null;
  }
}

export function createAuthStore(storage: SafeStorage): AuthStore {
  let snapshot: AuthSnapshot = {
    token: storage.get(STORAGE_KEYS.token),
    user: readUser(storage),
  };
  const listeners = new Set<() => void>();
  const publish = (next: AuthSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(token, user) {
      storage.set(STORAGE_KEYS.token, token);
      if (user) storage.set(STORAGE_KEYS.user, JSON.stringify(user));
      else storage.remove(STORAGE_KEYS.user);
      publish({ token, user });
    },
    setUser(user) {
      storage.set(STORAGE_KEYS.user, JSON.stringify(user));
      publish({ ...snapshot, user });
    },
    clear() {
      storage.remove(STORAGE_KEYS.token);
      storage.remove(STORAGE_KEYS.user);
      publish({ token: null, user: null });
    },
  };
}
