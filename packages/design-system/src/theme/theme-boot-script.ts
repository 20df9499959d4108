import { THEME_STORAGE_KEY, UPDOWN_STORAGE_KEY } from './theme-storage.ts';

/**
 * A tiny script for an inline `<script>` in index.html's `<head>`: it sets `data-theme` and
 * `data-updown` on <html> from localStorage before the first paint, so a light-mode user never
 * sees a dark flash while the bundle loads. It mirrors `readTheme`/`readUpDown`; when storage
 * is unavailable (private mode) it falls back to dark.
 *
 * @example
 * // vite.config.ts, transformIndexHtml:
 * html.replace('</head>', `<script>${themeBootScript}</script></head>`)
 */
export const themeBootScript = `(function(){var h=document.documentElement;try{var s=window.localStorage;h.setAttribute('data-theme',s.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='false'?'light':'dark');h.setAttribute('data-updown',s.getItem(${JSON.stringify(UPDOWN_STORAGE_KEY)})==='swapped'?'swapped':'normal')}catch(e){h.setAttribute('data-theme','dark')}})();`;
