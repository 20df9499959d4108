// The theme preference (SPEC.md sections 3, 4, 9): dark by default, persisted under the `dark`
// key through an injected storage, so this runs in Node tests and in the browser alike.

export type Theme = 'dark' | 'light';

/** The storage key of the theme flag (SPEC.md section 3). */
export const THEME_STORAGE_KEY = 'dark';
/** SPEC.md section 9: the default theme is dark. */
export const DEFAULT_THEME: Theme = 'dark';

/** The part of the Web Storage API the theme needs; `localStorage` fits. */
export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The stored theme; dark unless the flag says "false". A storage that throws (private mode,
 * quota) reads as the default and is reported through `onError` (SPEC.md section 8: persisted-
 * state failures are logged in debug mode only, so the caller decides whether to log).
 *
 * @example readTheme(localStorage) // 'dark'
 */
export function readTheme(storage: ThemeStorage, onError?: (error: unknown) => void): Theme {
  try {
    return storage.getItem(THEME_STORAGE_KEY) === 'false' ? 'light' : 'dark';
  } catch (error) {
    onError?.(error);
    return DEFAULT_THEME;
  }
}

/**
 * Persists the theme as the `dark` flag ("true" / "false").
 *
 * @example writeTheme(localStorage, 'light') // stores dark=false
 */
export function writeTheme(
  storage: ThemeStorage,
  theme: Theme,
  onError?: (error: unknown) => void,
): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, theme === 'dark' ? 'true' : 'false');
  } catch (error) {
    onError?.(error);
  }
}

/**
 * The other theme, for the header's toggle.
 *
 * @example toggleTheme('dark') // 'light'
 */
export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
