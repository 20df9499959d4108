import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  parseEntrustsSearch,
  parseOrderCentreSearch,
  parseTradesSearch,
  withPage,
} from './order-centre-search.ts';

describe('parseOrderCentreSearch', () => {
  it('keeps a symbol, a day range and a page past the first', () => {
    expect(
      parseOrderCentreSearch({
        symbol: 'BTCUSDT',
        from: '2026-11-01',
        to: '2026-11-23',
        page: '3',
      }),
    ).toEqual({ symbol: 'BTCUSDT', from: '2026-11-01', to: '2026-11-23', page: 3 });
  });

  it('drops what is not well-formed instead of failing', () => {
    expect(
      parseOrderCentreSearch({
        symbol: 'btc usdt',
        from: '2026-02-30',
        to: 'yesterday',
        page: '1.5',
      }),
    ).toEqual({});
    expect(parseOrderCentreSearch({ page: '1' })).toEqual({});
  });
});

describe('parseEntrustsSearch', () => {
  it('keeps a known side and type only', () => {
    expect(parseEntrustsSearch({ side: 'short', type: 'stop_market' })).toEqual({
      side: 'short',
      type: 'stop_market',
    });
    expect(parseEntrustsSearch({ side: 'buy', type: 'stop' })).toEqual({});
  });
});

describe('parseTradesSearch', () => {
  it('keeps the funding tab and ignores entrust filters', () => {
    expect(parseTradesSearch({ tab: 'funding', side: 'long', symbol: 'ETHUSDT' })).toEqual({
      tab: 'funding',
      symbol: 'ETHUSDT',
    });
    expect(parseTradesSearch({ tab: 'orders' })).toEqual({});
  });
});

describe('isFiltered', () => {
  it('is true for any filter and false for a page alone', () => {
    expect(isFiltered({ page: 4 })).toBe(false);
    expect(isFiltered({ type: 'limit' })).toBe(true);
    expect(isFiltered({ to: '2026-11-23' })).toBe(true);
  });
});

describe('withPage', () => {
  it('writes a page past the first and drops the first', () => {
    expect(withPage({ symbol: 'BTCUSDT' }, 2)).toEqual({ symbol: 'BTCUSDT', page: 2 });
    expect(withPage({ symbol: 'BTCUSDT', page: 2 }, 1)).toEqual({ symbol: 'BTCUSDT' });
  });
});
