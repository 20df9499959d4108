import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareDecimal, nextSort, sortRows } from './sort-rows.ts';

describe('nextSort', () => {
  it('cycles ascending, descending, unsorted on one column', () => {
    const first = nextSort(null, 'price');
    expect(first).toEqual({ key: 'price', direction: 'ascending' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ key: 'price', direction: 'descending' });
    expect(nextSort(second, 'price')).toBeNull();
  });
  it('starts a different column ascending', () => {
    expect(nextSort({ key: 'price', direction: 'descending' }, 'amount')).toEqual({
      key: 'amount',
      direction: 'ascending',
    });
  });
});

describe('compareDecimal', () => {
  it('compares beyond float precision', () => {
    expect(compareDecimal('0.30000000000000000001', '0.3')).toBe(1);
    expect(compareDecimal('123456789012345678901234567890', '123456789012345678901234567891')).toBe(
      -1,
    );
  });
  it('reads thousands separators and sinks non-numbers', () => {
    expect(['1,000.5', '--', '999', '-2'].sort(compareDecimal)).toEqual([
      '-2',
      '999',
      '1,000.5',
      '--',
    ]);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', price: '10' },
    { id: 'b', price: '9.5' },
    { id: 'c', price: '10' },
  ];
  const byPrice = (x: { price: string }, y: { price: string }) => compareDecimal(x.price, y.price);

  it('sorts both ways and keeps ties in their given order', () => {
    expect(sortRows(rows, byPrice, 'ascending').map((row) => row.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, byPrice, 'descending').map((row) => row.id)).toEqual(['a', 'c', 'b']);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts every ascending pair in order for any decimals', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }))
      .map(([digits, scale]) => {
        const text = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0');
        const point = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
        return digits < 0n ? `-${point}` : point;
      });
    fc.assert(
      fc.property(fc.array(decimal, { maxLength: 30 }), (values) => {
        const sorted = sortRows(values, compareDecimal, 'ascending');
        for (let index = 1; index < sorted.length; index += 1) {
          expect(compareDecimal(sorted[index - 1] ?? '', sorted[index] ?? '')).toBeLessThanOrEqual(
            0,
          );
        }
      }),
    );
  });
});
