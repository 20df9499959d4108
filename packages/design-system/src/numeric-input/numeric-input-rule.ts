import Big from 'big.js';

/** The limits a numeric input enforces (SPEC.md section 5). */
export interface NumericRule {
  /** Decimals allowed; floored and at least 0. Without it any text passes. */
  precision?: number | undefined;
  /** Lowest accepted value; defaults to Number.MIN_SAFE_INTEGER. */
  min?: number | string | undefined;
  /** Highest accepted value; defaults to Number.MAX_SAFE_INTEGER. */
  max?: number | string | undefined;
}

/**
 * The precision actually applied: floored and at least 0, or undefined when none is given.
 *
 * @example normalisePrecision(2.7) // 2
 */
export function normalisePrecision(precision: number | undefined): number | undefined {
  if (precision === undefined || Number.isNaN(precision)) return undefined;
  return Math.max(0, Math.floor(precision));
}

/**
 * Whether a numeric input accepts `text` as its next value (SPEC.md section 5). Without a
 * precision the raw text passes. Empty text passes (passed on as empty). At precision 0 only
 * positive whole numbers not starting with zero pass; otherwise digits with an optional decimal
 * point and at most `precision` decimals. The value must lie within min and max. A keystroke
 * that makes the text fail is ignored by the input, and no message is shown.
 *
 * @example
 * acceptsNumericInput('1.23', { precision: 2 })  // true
 * acceptsNumericInput('1.234', { precision: 2 }) // false
 * acceptsNumericInput('0', { precision: 0 })     // false
 */
export function acceptsNumericInput(text: string, rule: NumericRule): boolean {
  const precision = normalisePrecision(rule.precision);
  if (precision === undefined) return true;
  if (text === '') return true;
  const pattern = precision === 0 ? /^[1-9]\d*$/ : new RegExp(`^\\d+(\\.\\d{0,${precision}})?$`);
  if (!pattern.test(text)) return false;
  // Compared as decimals: a float would let 9007199254740993 slip past MAX_SAFE_INTEGER.
  const value = new Big(text);
  const min = new Big(rule.min ?? Number.MIN_SAFE_INTEGER);
  const max = new Big(rule.max ?? Number.MAX_SAFE_INTEGER);
  return value.gte(min) && value.lte(max);
}
