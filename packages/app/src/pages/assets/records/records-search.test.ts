import { describe, expect, it } from 'vitest';
import { parseRecordsSearch } from './records-search.ts';

describe('parseRecordsSearch', () => {
  it('defaults to the deposits tab, page 1, every coin and status', () => {
    expect(parseRecordsSearch({})).toEqual({});
  });

  it('keeps a valid tab, coin, status and page', () => {
    expect(
      parseRecordsSearch({ tab: 'withdraw', coin: 'USDT', status: 'pending', page: '3' }),
    ).toEqual({ tab: 'withdraw', coin: 'USDT', status: 'pending', page: 3 });
  });

  it('keeps a day range, each end on its own', () => {
    expect(parseRecordsSearch({ from: '2026-11-01', to: '2026-11-23' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
    });
    expect(parseRecordsSearch({ tab: 'withdraw', to: '2026-11-23' })).toEqual({
      tab: 'withdraw',
      to: '2026-11-23',
    });
  });

  it('drops a day that does not exist or is not a day', () => {
    expect(parseRecordsSearch({ from: '2026-02-30', to: 'yesterday' })).toEqual({});
    expect(parseRecordsSearch({ from: '', to: 1763000000000 })).toEqual({});
  });

  it('drops a status that belongs to the other tab', () => {
    expect(parseRecordsSearch({ tab: 'deposit', status: 'completed' })).toEqual({});
    expect(parseRecordsSearch({ tab: 'withdraw', status: 'credited' })).toEqual({
      tab: 'withdraw',
    });
  });

  it('drops what a hand-edited URL got wrong', () => {
    expect(
      parseRecordsSearch({ tab: 'other', coin: 'usdt<script>', page: '-2', status: 7 }),
    ).toEqual({});
    expect(parseRecordsSearch({ page: '1.5' })).toEqual({});
    expect(parseRecordsSearch({ page: 1 })).toEqual({});
  });
});
