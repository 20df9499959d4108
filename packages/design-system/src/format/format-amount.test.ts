import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

/** Undo the display formatting so results can be compared as numbers. */
const parse = (text: string) => new Big(text.replaceAll(',', ''));

const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,30})$/),
    fc.option(fc.stringMatching(/^\d{1,30}$/), { nil: undefined }),
  )
  .map(
    ([negative, whole, fraction]) =>
      `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
  );

describe('formatAmount', () => {
  it('truncates to 2 decimals by default and never rounds up', () => {
    expect(formatAmount('1.999')).toBe('1.99');
    expect(formatAmount('0.005')).toBe('0.00');
  });

  it('truncates negative numbers toward zero', () => {
    expect(formatAmount('-1.999')).toBe('-1.99');
    expect(formatAmount('-0.009')).toBe('0.00');
  });

  it('pads to the requested decimals', () => {
    expect(formatAmount('3', 4)).toBe('3.0000');
    expect(formatAmount('3.5', 0)).toBe('3');
  });

  it('adds thousands separators only above 999', () => {
    expect(formatAmount('999.99')).toBe('999.99');
    expect(formatAmount('1000')).toBe('1,000.00');
    expect(formatAmount('-1234567.891', 1)).toBe('-1,234,567.8');
  });

  it('trims trailing zeros at decimals -1', () => {
    expect(formatAmount('12.3400', -1)).toBe('12.34');
    expect(formatAmount('1200.000', -1)).toBe('1,200');
    expect(formatAmount('0.00000001', -1)).toBe('0.00000001');
  });

  it('handles numbers past float precision exactly', () => {
    expect(formatAmount('123456789012345678901234567890.129', 2)).toBe(
      '123,456,789,012,345,678,901,234,567,890.12',
    );
    expect(formatAmount(new Big('0.1').plus('0.2'), -1)).toBe('0.3');
  });

  it('rejects text that is not a number and decimals below -1', () => {
    expect(() => formatAmount('abc')).toThrow('Not a decimal number: "abc"');
    expect(() => formatAmount('1', -2)).toThrow(RangeError);
  });

  it('property: never larger in magnitude, and within one unit of the last kept place', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 12 }), (input, decimals) => {
        const exact = new Big(input);
        const shown = parse(formatAmount(input, decimals));
        expect(shown.abs().lte(exact.abs())).toBe(true);
        expect(exact.minus(shown).abs().lt(new Big(10).pow(-decimals))).toBe(true);
        // Truncation keeps the sign (or gives zero).
        expect(shown.eq(0) || shown.s === exact.s).toBe(true);
      }),
    );
  });

  it('property: decimals -1 loses nothing', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        expect(parse(formatAmount(input, -1)).eq(new Big(input))).toBe(true);
      }),
    );
  });
});
