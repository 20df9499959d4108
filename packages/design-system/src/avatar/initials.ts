/**
 * Up to two initials for an avatar fallback: the first letters of the first two words, or of an
 * email's local part ("satoshi.n@x.io" → "SN"). Letters outside the basic plane stay whole.
 *
 * @example initialsOf('Ada Lovelace') // 'AL'
 */
export function initialsOf(name: string): string {
  const local = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = local
    .split(/[\s._\-+]+/u)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}
