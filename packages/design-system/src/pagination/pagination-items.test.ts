import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paginationItems } from './pagination-items.ts';

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
  it('puts a gap at the end near the start', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
  it('puts gaps on both sides in the middle', () => {
    expect(paginationItems(6, 20)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 20]);
  });
  it('puts a gap at the start near the end', () => {
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
  it('clamps a page out of range', () => {
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
  });
  it('always shows first, last and current page in a constant number of slots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        (count, siblings) => {
          fc.assert(
            fc.property(fc.integer({ min: 1, max: count }), (page) => {
              const items = paginationItems(page, count, siblings);
              expect(items).toContain(1);
              expect(items).toContain(count);
              expect(items).toContain(page);
              expect(items.length).toBe(Math.min(count, 2 * siblings + 5));
              const numbers = items.filter((item) => typeof item === 'number');
              expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
            }),
            { numRuns: 20 },
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
