import { describe, expect, it } from 'vitest';
import { earnWireFilter, isEarnFiltered, parseEarnRecordsSearch } from './earn-records-search.ts';

describe('parseEarnRecordsSearch', () => {
  it('keeps well-formed filters', () => {
    expect(
      parseEarnRecordsSearch({ type: 'interest', coin: '2', from: '2026-11-01', page: '3' }),
    ).toEqual({ type: 'interest', coin: 2, from: '2026-11-01', page: 3 });
  });

  it('drops an unknown type, a bad coin and the first page', () => {
    expect(parseEarnRecordsSearch({ type: 'bonus', coin: 'x', page: '1' })).toEqual({});
    expect(parseEarnRecordsSearch({ coin: '-1', page: '0' })).toEqual({});
  });
});

describe('earnWireFilter', () => {
  it('names the coin as the wire does and leaves out what is unset', () => {
    expect(earnWireFilter({ type: 'redeem', coin: 1, page: 2 })).toEqual({
      type: 'redeem',
      coin_id: 1,
    });
  });

  it('bounds a one-day range by that day and the next', () => {
    const filter = earnWireFilter({ from: '2026-11-01', to: '2026-11-01' });
    expect(filter.from).toBe(new Date(2026, 10, 1).getTime());
    expect(filter.to).toBe(new Date(2026, 10, 2).getTime());
  });
});

describe('isEarnFiltered', () => {
  it('counts filters, not the page', () => {
    expect(isEarnFiltered({ page: 2 })).toBe(false);
    expect(isEarnFiltered({ coin: 1 })).toBe(true);
  });
});
