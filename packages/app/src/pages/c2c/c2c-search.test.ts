import { describe, expect, it } from 'vitest';
import { parseC2cSearch, withFilters, withTab } from './c2c-search.ts';

describe('parseC2cSearch', () => {
  it('keeps the well-formed tab, order and filters', () => {
    expect(
      parseC2cSearch({ tab: 'orders', order: '7001', status: 'paid', side: 'buy', coin: 'BTC' }),
    ).toEqual({ tab: 'orders', order: 7001, status: 'paid', side: 'buy', coin: 'BTC' });
  });

  it('drops what is not well-formed, never an error', () => {
    expect(
      parseC2cSearch({
        tab: 'market',
        order: '-3',
        side: 'both',
        coin: 'DOGE',
        fiat: 'usd',
        pay: 'cash',
        amount: '1.234',
        page: '0',
      }),
    ).toEqual({});
  });

  it('takes a fiat amount with at most 2 decimals', () => {
    expect(parseC2cSearch({ amount: '250.5', fiat: 'EUR', pay: 'wise' })).toEqual({
      amount: '250.5',
      fiat: 'EUR',
      pay: 'wise',
    });
  });
});

describe('withTab and withFilters', () => {
  it('starts another tab with its filters empty, keeping an open order', () => {
    expect(withTab({ side: 'sell', coin: 'BTC', order: 7 }, 'orders')).toEqual({
      tab: 'orders',
      order: 7,
    });
    expect(withTab({ tab: 'orders', status: 'paid' }, 'market')).toEqual({});
  });

  it('goes back to the first page when a filter changes, dropping cleared ones', () => {
    expect(withFilters({ coin: 'BTC', pay: 'wise', page: 3 }, { pay: undefined })).toEqual({
      coin: 'BTC',
    });
  });
});
