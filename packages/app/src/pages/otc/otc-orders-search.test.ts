import { describe, expect, it } from 'vitest';
import { dayStart } from '../assets/shared/day-range.ts';
import { isOtcFiltered, otcWireFilter, parseOtcOrdersSearch } from './otc-orders-search.ts';

describe('parseOtcOrdersSearch', () => {
  it('keeps the well-formed filters and the page', () => {
    expect(
      parseOtcOrdersSearch({
        coin: '2',
        side: 'sell',
        from: '2026-11-01',
        to: '2026-11-23',
        page: '3',
      }),
    ).toEqual({ coin: 2, side: 'sell', from: '2026-11-01', to: '2026-11-23', page: 3 });
  });

  it('drops anything else, never failing', () => {
    expect(
      parseOtcOrdersSearch({
        coin: 'all',
        side: 'short',
        from: '2026-02-30',
        to: 'yesterday',
        page: '1',
      }),
    ).toEqual({});
    expect(parseOtcOrdersSearch({ coin: '-1', page: '2.5' })).toEqual({});
  });
});

describe('otcWireFilter', () => {
  it('sends the day range as a window over whole days, both included', () => {
    expect(otcWireFilter({ from: '2026-11-01', to: '2026-11-02', coin: 3, side: 'buy' })).toEqual({
      coin_id: 3,
      side: 'buy',
      from: dayStart('2026-11-01'),
      to: dayStart('2026-11-03'),
    });
  });

  it('leaves the page and the unset filters out', () => {
    expect(otcWireFilter({ page: 2 })).toEqual({});
  });
});

describe('isOtcFiltered', () => {
  it('counts the filters, not the page', () => {
    expect(isOtcFiltered({ page: 4 })).toBe(false);
    expect(isOtcFiltered({ side: 'sell' })).toBe(true);
  });
});
