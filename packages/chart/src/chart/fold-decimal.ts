const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** Zeros after "0." from which a price is folded. */
export const FOLD_THRESHOLD = 4;

/**
 * klinecharts' decimal fold for tiny prices: the zeros after "0." become one zero with their
 * count in subscript, as traders of small-cap coins read them (0.00000123 → 0.0₅123).
 * klinecharts' own fold prints the count in braces ("0.0{5}123") and folds any number, so a
 * volume of 3.00099 read "3.0{3}99". Here numbers of 1 and above and shorter runs stay as they are.
 *
 * @example foldDecimal('0.00000123') // '0.0₅123'
 * @example foldDecimal('3.00099') // '3.00099'
 */
export function foldDecimal(value: string | number, threshold = FOLD_THRESHOLD): string {
  const text = String(value);
  const match = /^(-?)0\.(0+)([1-9]\d*)$/.exec(text);
  const [, sign = '', zeros = '', digits = ''] = match ?? [];
  if (!match || zeros.length < threshold) return text;
  const count = String(zeros.length).replace(/\d/g, (d) => SUBSCRIPT_DIGITS.charAt(Number(d)));
  return `${sign}0.0${count}${digits}`;
}
