import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsNumericInput, normalisePrecision } from './numeric-input-rule.ts';

describe('acceptsNumericInput', () => {
  it('passes any raw text without a precision', () => {
    expect(acceptsNumericInput('abc', {})).toBe(true);
    expect(acceptsNumericInput('-1.23456', { min: 0, max: 1 })).toBe(true);
  });

  it('passes empty text at any precision', () => {
    expect(acceptsNumericInput('', { precision: 0 })).toBe(true);
    expect(acceptsNumericInput('', { precision: 2, min: 5 })).toBe(true);
  });

  it('accepts only positive whole numbers not starting with zero at precision 0', () => {
    expect(acceptsNumericInput('12', { precision: 0 })).toBe(true);
    expect(acceptsNumericInput('0', { precision: 0 })).toBe(false);
    expect(acceptsNumericInput('012', { precision: 0 })).toBe(false);
    expect(acceptsNumericInput('1.', { precision: 0 })).toBe(false);
    expect(acceptsNumericInput('-1', { precision: 0 })).toBe(false);
  });

  it('ignores a 3rd decimal at precision 2', () => {
    expect(acceptsNumericInput('1.', { precision: 2 })).toBe(true);
    expect(acceptsNumericInput('1.2', { precision: 2 })).toBe(true);
    expect(acceptsNumericInput('1.23', { precision: 2 })).toBe(true);
    expect(acceptsNumericInput('1.234', { precision: 2 })).toBe(false);
    expect(acceptsNumericInput('.5', { precision: 2 })).toBe(false);
    expect(acceptsNumericInput('1e3', { precision: 2 })).toBe(false);
  });

  it('floors the precision and clamps it at 0', () => {
    expect(normalisePrecision(2.9)).toBe(2);
    expect(normalisePrecision(-3)).toBe(0);
    expect(acceptsNumericInput('1.23', { precision: 2.9 })).toBe(true);
    expect(acceptsNumericInput('1.234', { precision: 2.9 })).toBe(false);
    expect(acceptsNumericInput('1.5', { precision: -1 })).toBe(false);
    expect(acceptsNumericInput('15', { precision: -1 })).toBe(true);
  });

  it('keeps the value within min and max, inclusive', () => {
    const rule = { precision: 0, min: 1, max: 100 };
    expect(acceptsNumericInput('1', rule)).toBe(true);
    expect(acceptsNumericInput('100', rule)).toBe(true);
    expect(acceptsNumericInput('101', rule)).toBe(false);
    expect(acceptsNumericInput('0.5', { precision: 2, min: '1' })).toBe(false);
  });

  it('defaults to the safe-integer limits, compared without float error', () => {
    expect(acceptsNumericInput('9007199254740991', { precision: 0 })).toBe(true);
    expect(acceptsNumericInput('9007199254740992', { precision: 0 })).toBe(false);
    expect(acceptsNumericInput('9007199254740991.01', { precision: 2 })).toBe(false);
  });

  it('property: every accepted text has at most `precision` decimals and lies within bounds', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', '-', 'e', ' '), maxLength: 12 }),
        fc.integer({ min: -2, max: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (text, precision, min, span) => {
          const max = min + span;
          if (!acceptsNumericInput(text, { precision, min, max }) || text === '') return;
          const p = Math.max(0, precision);
          expect(text).toMatch(/^\d+(\.\d*)?$/);
          expect((text.split('.')[1] ?? '').length).toBeLessThanOrEqual(p);
          if (p === 0) expect(text).not.toMatch(/^0/);
          const value = new Big(text);
          expect(value.gte(min) && value.lte(max)).toBe(true);
        },
      ),
    );
  });

  it('property: every in-range decimal with at most `precision` decimals is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 1, max: 6 }),
        (whole, fractionSeed, precision) => {
          const fraction = String(fractionSeed).padStart(6, '0').slice(0, precision);
          const text = `${whole}.${fraction}`;
          expect(acceptsNumericInput(text, { precision })).toBe(true);
          // One more decimal is always one too many.
          expect(acceptsNumericInput(`${text}1`, { precision })).toBe(false);
        },
      ),
    );
  });

  it('property: at precision 0 exactly the positive whole numbers in range pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), (n) => {
        expect(acceptsNumericInput(String(n), { precision: 0 })).toBe(n > 0);
      }),
    );
  });
});
