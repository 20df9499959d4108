import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsOf, truncateDecimal } from './decimal-math.ts';

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
