/**
 * Reads and writes that survive a storage the browser refuses (private mode, quota, blocked
 * cookies). SPEC.md section 8: a persisted-state failure is logged in debug mode only, so the
 * failure is reported to `onError`, which the app wires to a debug-only logger.
 */
export interface SafeStorage {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
  remove: (key: string) => void;
}

/**
 * Wrap a Web Storage so that no call throws.
 *
 * @example
 * const storage = createSafeStorage(window.localStorage);
 * storage.set('dark', 'false');
 */
export function createSafeStorage(
  storage: Storage,
  onError: (error: unknown) => void = () => undefined,
): SafeStorage {
  return {
    get(key) {
      try {
        return storage.getItem(key);
      } catch (error) {
        onError(error);
        return null;
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, value);
      } catch (error) {
        onError(error);
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
      } catch (error) {
        onError(error);
      }
    },
  };
}
