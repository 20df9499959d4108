import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safe-storage.ts';

describe('createSafeStorage', () => {
  it('reports a refusing storage instead of throwing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const onError = vi.fn();
    const storage = createSafeStorage(refusing, onError);
    expect(storage.get('dark')).toBeNull();
    storage.set('dark', 'false');
    storage.remove('dark');
    expect(onError).toHaveBeenCalledTimes(3);
  });
});
