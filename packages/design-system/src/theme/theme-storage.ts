// The theme flag itself (key `dark`, dark by default) is a rule of packages/machines; this
// file adds only what is the design system's own: the up/down colour choice.
import type { ThemeStorage } from '@exchange/machines';

export { readTheme, THEME_STORAGE_KEY, writeTheme } from '@exchange/machines';
export type { Theme, ThemeStorage } from '@exchange/machines';

/** `swapped` shows rises in red and falls in green, as traders in some regions expect. */
export type UpDownColours = 'normal' | 'swapped';

/** Storage key of the up/down colour choice, `'normal'` or `'swapped'`. */
export const UPDOWN_STORAGE_KEY = 'updown';

/**
 * Read the stored up/down colour choice, `'normal'` unless `'swapped'` was stored.
 *
 * @example readUpDown(localStorage) // 'normal'
 */
export function readUpDown(storage: ThemeStorage): UpDownColours {
  return storage.getItem(UPDOWN_STORAGE_KEY) === 'swapped' ? 'swapped' : 'normal';
}
