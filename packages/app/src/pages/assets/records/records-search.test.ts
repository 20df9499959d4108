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
