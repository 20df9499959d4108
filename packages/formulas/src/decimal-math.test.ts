import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountForTotal,
  decimalsOf,
  totalFor,
  truncateDecimal,
  wireDecimal,
} from './decimal-math.ts';

/** A decimal string with up to `maxDecimals` decimals, built from integers so it is exact. */
const decimalText = (maxDecimals: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: maxDecimals }))
    .map(([units, decimals]) => new Big(units.toString()).div(new Big(10).pow(decimals)).toFixed());

describe('truncateDecimal', () => {
  it('truncates, never rounds (SPEC.md section 5)', () => {
    expect(truncateDecimal('1.239', 2)).toBe('1.23');
    expect(truncateDecimal('0.99999', 0)).toBe('0');
    expect(truncateDecimal('64000.50', 2)).toBe('64000.5');
  });

  it('never exceeds the value and loses less than one step', () => {
    fc.assert(
      fc.property(decimalText(12), fc.integer({ min: 0, max: 8 }), (text, decimals) => {
        const out = new Big(truncateDecimal(text, decimals));
        const step = new Big(1).div(new Big(10).pow(decimals));
        expect(out.lte(text)).toBe(true);
        expect(new Big(text).minus(out).lt(step)).toBe(true);
        expect(decimalsOf(out.toFixed())).toBeLessThanOrEqual(decimals);
      }),
    );
  });
});

describe('total and amount', () => {
  it('computes total = price × amount, truncated', () => {
    expect(totalFor('64000.57', '0.00013', 2)).toBe('8.32');
    expect(totalFor('', '1', 2)).toBe('');
    expect(totalFor('10', '0', 2)).toBe('');
  });

  it('computes amount = total ÷ price, truncated to the size precision', () => {
    expect(amountForTotal('100', '64000', 5)).toBe('0.00156');
    expect(amountForTotal('100', '0', 5)).toBe('');
  });

  it('never gives an amount worth more than the total typed', () => {
    fc.assert(
      fc.property(decimalText(2), decimalText(2), (total, price) => {
        fc.pre(new Big(price).gt(0));
        const amount = amountForTotal(total, price, 5);
        if (amount === '') return;
        expect(new Big(amount).times(price).lte(total)).toBe(true);
      }),
    );
  });
});

describe('wireDecimal', () => {
  it('sends canonical decimal text', () => {
    expect(wireDecimal('1.')).toBe('1');
    expect(wireDecimal('0.50')).toBe('0.5');
    expect(() => wireDecimal('')).toThrow('Not a decimal number');
  });
});
