/** U+2066 LEFT-TO-RIGHT ISOLATE: opens a run that reads left to right whatever surrounds it. */
export const LRI = '\u2066';
/** U+2069 POP DIRECTIONAL ISOLATE: closes the run {@link LRI} opened. */
export const PDI = '\u2069';

/**
 * Wrap a formatted number (with its sign, percent or unit) in a left-to-right isolate, for the
 * places that take a plain string: translated messages, `aria-label`, `title`, toasts. In JSX
 * render `<Num>` instead. The rule (README "Numbers in every language"): every number with a
 * sign or a unit is an isolated LTR run, so Arabic shows `+5.01%`, never `5.01%+`.
 *
 * Idempotent: an already isolated string is returned as is.
 *
 * @example t`Insufficient ${coin} balance: ${isolateLtr('10,922.77 USDT')} available.`
 */
export function isolateLtr(text: string): string {
  if (text === '' || (text.startsWith(LRI) && text.endsWith(PDI))) return text;
  return `${LRI}${text}${PDI}`;
}

/**
 * Remove the isolates {@link isolateLtr} added, e.g. before copying a value to the clipboard or
 * comparing it in a test.
 *
 * @example stripIsolates(isolateLtr('29 ms')) // '29 ms'
 */
export function stripIsolates(text: string): string {
  return text.replaceAll(LRI, '').replaceAll(PDI, '');
}
