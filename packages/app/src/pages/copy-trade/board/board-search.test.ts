import { describe, expect, it } from 'vitest';
import { boardFilterOf, parseCopyBoardSearch } from './board-search.ts';

describe('parseCopyBoardSearch', () => {
  it('keeps known values and drops the defaults', () => {
    expect(
      parseCopyBoardSearch({ period: '7d', sort: 'aum', search: ' Desk ', page: '3' }),
    ).toEqual({ period: '7d', sort: 'aum', search: 'Desk', page: 3 });
    expect(parseCopyBoardSearch({ period: '30d', sort: 'roi', search: '', page: 1 })).toEqual({});
  });

  it('drops unknown periods, sorts and pages, and cuts a long search', () => {
    expect(parseCopyBoardSearch({ period: '1y', sort: 'luck', page: '-2' })).toEqual({});
    expect(parseCopyBoardSearch({ page: '1.5' })).toEqual({});
    expect(parseCopyBoardSearch({ search: 'x'.repeat(40) }).search).toHaveLength(32);
  });
});

describe('boardFilterOf', () => {
  it('fills the defaults', () => {
    expect(boardFilterOf({})).toEqual({ period: '30d', sort: 'roi', page: 1, limit: 12 });
    expect(boardFilterOf({ search: 'Range', page: 2, sort: 'max_drawdown' })).toEqual({
      period: '30d',
      sort: 'max_drawdown',
      search: 'Range',
      page: 2,
      limit: 12,
    });
  });
});
