import { describe, expect, it, vi } from 'vitest';
import {
  readTheme,
  THEME_STORAGE_KEY,
  toggleTheme,
  writeTheme,
  type ThemeStorage,
} from './theme.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const broken: ThemeStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('theme preference', () => {
  it('is dark when nothing is stored', () => {
    expect(readTheme(memoryStorage())).toBe('dark');
  });
  it('persists under the `dark` key and reads it back', () => {
    const storage = memoryStorage();
    writeTheme(storage, 'light');
    expect(storage.data).toEqual({ [THEME_STORAGE_KEY]: 'false' });
    expect(readTheme(storage)).toBe('light');
    writeTheme(storage, 'dark');
    expect(storage.data.dark).toBe('true');
    expect(readTheme(storage)).toBe('dark');
  });
  it('reads an unknown flag as dark', () => {
    expect(readTheme(memoryStorage({ dark: 'maybe' }))).toBe('dark');
  });
  it('falls back to dark and reports a failing storage instead of throwing', () => {
    const onError = vi.fn();
    expect(readTheme(broken, onError)).toBe('dark');
    expect(() => {
      writeTheme(broken, 'light', onError);
    }).not.toThrow();
    expect(onError).toHaveBeenCalledTimes(2);
  });
  it('toggles', () => {
    expect(toggleTheme('dark')).toBe('light');
    expect(toggleTheme('light')).toBe('dark');
  });
});
