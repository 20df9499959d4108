// What a decimal field accepts as it is typed: a UI rule of the order form's fields, not a formula
// (the values it lets through are checked by @exchange/formulas' validateOrder).

/**
 * Sanitise a keystroke in a decimal field: digits and one decimal point only (a comma counts as
 * the point, as many of our languages type it), at most `decimals` decimals. A keystroke that
 * breaks the rule is ignored: `previous` comes back, nothing is rounded. A leading point gets a
 * zero ('.5' → '0.5') and extra leading zeros go ('007' → '7').
 *
 * @example
 * sanitizeDecimalInput('1.234', '1.23', 2) // '1.23' (the third decimal is ignored)
 * sanitizeDecimalInput('1,5', '1', 2)      // '1.5'
 */
export function sanitizeDecimalInput(next: string, previous: string, decimals: number): string {
  const text = next.trim().replaceAll(',', '.');
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text) || text === '.') {
    return text === '.' && decimals > 0 ? '0.' : previous;
  }
  const point = text.indexOf('.');
  const whole = point === -1 ? text : text.slice(0, point);
  const fraction = point === -1 ? undefined : text.slice(point + 1);
  if (fraction !== undefined && fraction.length > decimals) return previous;
  if (fraction !== undefined && decimals === 0) return previous;
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const head = trimmedWhole === '' ? '0' : trimmedWhole;
  return fraction === undefined ? head : `${head}.${fraction}`;
}
