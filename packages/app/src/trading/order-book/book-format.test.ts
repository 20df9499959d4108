import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@exchange/design-system';
import { amountFormatter } from './book-format.ts';

describe('amountFormatter', () => {
  it('writes what formatAmount writes, at every precision, for any decimal', () => {
    const decimal = fc.oneof(
      fc
        .tuple(fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.integer({ min: 0, max: 12 }))
        .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed()),
      fc.constantFrom('0', '0.000', '007.50', '-1234.5678', '-0.001', '1e3', ' 12.5'),
    );
    fc.assert(
      fc.property(decimal, fc.integer({ min: -1, max: 10 }), (value, decimals) => {
        const format = amountFormatter(decimals);
        expect(format(value)).toBe(formatAmount(value, decimals));
        // And again from its cache.
        expect(format(value)).toBe(formatAmount(value, decimals));
      }),
      { numRuns: 2000 },
    );
  });

  it('truncates, never rounds, and groups thousands', () => {
    const format = amountFormatter(2);
    expect(format('65000.129')).toBe('65,000.12');
    expect(format('1234567')).toBe('1,234,567.00');
    expect(amountFormatter(0)('999.99')).toBe('999');
  });
});
