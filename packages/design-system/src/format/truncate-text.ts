/** Copy text shown truncated to this many characters by default (SPEC.md section 9). */
export const COPY_TEXT_MAX = 150;

/**
 * Shorten text for display, ending with an ellipsis when cut.
 *
 * @example truncateText('0x1234…', 6) // '0x1234…'
 */
export function truncateText(text: string, max = COPY_TEXT_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('')}…`;
}
