import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsOf } from '@exchange/formulas';
import { sanitizeDecimalInput } from './decimal-input.ts';

describe('sanitizeDecimalInput', () => {
  it('ignores a decimal past the precision instead of rounding it', () => {
    expect(sanitizeDecimalInput('1.23456789', '1.2345678', 8)).toBe('1.23456789');
    expect(sanitizeDecimalInput('1.234567899', '1.23456789', 8)).toBe('1.23456789');
  });

  it('accepts digits and one point only', () => {
    expect(sanitizeDecimalInput('1a', '1', 2)).toBe('1');
    expect(sanitizeDecimalInput('1.2.', '1.2', 2)).toBe('1.2');
    expect(sanitizeDecimalInput('-1', '', 2)).toBe('');
    expect(sanitizeDecimalInput('1e5', '1', 2)).toBe('1');
  });

  it('reads a comma as the decimal point and tidies leading zeros', () => {
    expect(sanitizeDecimalInput('1,5', '1', 2)).toBe('1.5');
    expect(sanitizeDecimalInput('.', '', 2)).toBe('0.');
    expect(sanitizeDecimalInput('.5', '', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('007', '00', 2)).toBe('7');
    expect(sanitizeDecimalInput('00.5', '0.5', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('', '12', 2)).toBe('');
  });

  it('allows no point at precision 0', () => {
    expect(sanitizeDecimalInput('5.', '5', 0)).toBe('5');
    expect(sanitizeDecimalInput('.', '', 0)).toBe('');
    expect(sanitizeDecimalInput('50', '5', 0)).toBe('50');
  });

  it('returns either the previous text or a decimal within the precision', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ',', 'a', '-', ' '), maxLength: 12 }),
        fc.integer({ min: 0, max: 8 }),
        (typed, decimals) => {
          const out = sanitizeDecimalInput(typed, 'PREV', decimals);
          if (out === 'PREV' || out === '') return;
          expect(out).toMatch(/^(0|[1-9]\d*)(\.\d*)?$/);
          expect(decimalsOf(out)).toBeLessThanOrEqual(decimals);
        },
      ),
    );
  });
});
