import { describe, expect, it } from 'vitest';
import {
  copyWireFilter,
  isCopyFiltered,
  parseCopyOrdersSearch,
  withCopyTab,
} from './copy-orders-search.ts';

describe('parseCopyOrdersSearch', () => {
  it('keeps a known tab, dropping the default one', () => {
    expect(parseCopyOrdersSearch({ tab: 'copies' })).toEqual({ tab: 'copies' });
    expect(parseCopyOrdersSearch({ tab: 'positions' })).toEqual({});
    expect(parseCopyOrdersSearch({ tab: 'elsewhere' })).toEqual({});
  });

  it('keeps the leader filter on the orders tab only', () => {
    expect(parseCopyOrdersSearch({ tab: 'orders', leader: '30001' })).toEqual({
      tab: 'orders',
      leader: 30_001,
    });
    expect(parseCopyOrdersSearch({ tab: 'shares', leader: '30001' })).toEqual({ tab: 'shares' });
    expect(parseCopyOrdersSearch({ tab: 'orders', leader: '-4' })).toEqual({ tab: 'orders' });
  });

  it('keeps real days and pages past the first on the history tabs', () => {
    expect(
      parseCopyOrdersSearch({ tab: 'shares', from: '2026-11-01', to: '2026-02-30', page: '3' }),
    ).toEqual({ tab: 'shares', from: '2026-11-01', page: 3 });
    expect(parseCopyOrdersSearch({ tab: 'orders', page: '1' })).toEqual({ tab: 'orders' });
    expect(parseCopyOrdersSearch({ from: '2026-11-01', page: '2' })).toEqual({});
  });
});

describe('withCopyTab', () => {
  it('starts the filters of the new tab empty', () => {
    expect(withCopyTab('positions')).toEqual({});
    expect(withCopyTab('orders')).toEqual({ tab: 'orders' });
  });
});

describe('isCopyFiltered and copyWireFilter', () => {
  it('sends the leader and the whole days chosen', () => {
    const search = { tab: 'orders' as const, leader: 7, from: '2026-11-10', to: '2026-11-10' };
    expect(isCopyFiltered(search)).toBe(true);
    const filter = copyWireFilter(search);
    expect(filter.leader_id).toBe(7);
    expect((filter.to ?? 0) - (filter.from ?? 0)).toBe(24 * 3_600_000);
    expect(isCopyFiltered({ tab: 'orders', page: 2 })).toBe(false);
    expect(copyWireFilter({ tab: 'orders', page: 2 })).toEqual({});
  });
});
