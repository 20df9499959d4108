import type { SafeStorage } from '../storage/safe-storage.ts';

/** A storage that lives only as long as one story or test, so none leaks into the next. */
export function createMemoryStorage(initial: Record<string, string> = {}): SafeStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}
