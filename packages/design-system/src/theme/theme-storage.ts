/** The part of `Storage` the theme needs; the app passes `localStorage`, tests a Map-backed fake. */
export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Colour theme; dark is the default (SPEC.md section 9). */
export type Theme = 'dark' | 'light';

/** `swapped` shows rises in red and falls in green, as traders in some regions expect. */
export type UpDownColours = 'normal' | 'swapped';

/** Storage key of the dark-mode flag, `'true'` or `'false'` (SPEC.md section 3: "dark"). */
export const THEME_STORAGE_KEY = 'dark';

/** Storage key of the up/down colour choice, `'normal'` or `'swapped'`. */
export const UPDOWN_STORAGE_KEY = 'updown';

/**
 * Read the stored theme; anything but an explicit `'false'` means dark, because dark is the
 * default and a broken value must not flip a dark-mode user to a white screen.
 *
 * @example readTheme(localStorage) // 'dark'
 */
export function readTheme(storage: ThemeStorage): Theme {
  return storage.getItem(THEME_STORAGE_KEY) === 'false' ? 'light' : 'dark';
}

/**
 * Read the stored up/down colour choice, `'normal'` unless `'swapped'` was stored.
 *
 * @example readUpDown(localStorage) // 'normal'
 */
export function readUpDown(storage: ThemeStorage): UpDownColours {
  return storage.getItem(UPDOWN_STORAGE_KEY) === 'swapped' ? 'swapped' : 'normal';
}
