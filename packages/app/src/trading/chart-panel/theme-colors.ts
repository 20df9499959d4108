/**
 * Colours of the current theme read from the document's tokens, for what a canvas paints (it
 * cannot paint a CSS variable). `theme` is what they are read for, so a theme change (a new
 * `theme` in a memo's dependencies) reads them again; before one is known, or outside a
 * document, each colour is its fallback (the dark theme's value).
 *
 * @example themeColors(theme, { up: ['--ex-color-rise', '#2ebd85'] }) // { up: '#2ebd85' }
 */
export function themeColors<K extends string>(
  theme: string,
  tokens: Readonly<Record<K, readonly [token: string, fallback: string]>>,
): Record<K, string> {
  const style =
    typeof document === 'undefined' || theme === ''
      ? null
      : getComputedStyle(document.documentElement);
  const colors = {} as Record<K, string>;
  for (const key of Object.keys(tokens) as K[]) {
    const [token, fallback] = tokens[key];
    colors[key] = style?.getPropertyValue(token).trim() || fallback;
  }
  return colors;
}
