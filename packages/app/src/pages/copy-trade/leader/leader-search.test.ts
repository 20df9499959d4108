import { describe, expect, it } from 'vitest';
import { parseCopyLeaderSearch } from './leader-search.ts';

describe('parseCopyLeaderSearch', () => {
  it('reads the id, the history tab and its page', () => {
    expect(parseCopyLeaderSearch({ id: '30001', tab: 'history', page: '2' })).toEqual({
      id: 30_001,
      tab: 'history',
      page: 2,
    });
    expect(parseCopyLeaderSearch({ id: 30_001 })).toEqual({ id: 30_001 });
  });

  it('drops a malformed id, an unknown tab and a page outside the history', () => {
    expect(parseCopyLeaderSearch({ id: 'abc', tab: 'followers', page: '3' })).toEqual({});
    expect(parseCopyLeaderSearch({ id: '-4' })).toEqual({});
    expect(parseCopyLeaderSearch({ id: '1.5' })).toEqual({});
    expect(parseCopyLeaderSearch({ id: '7', tab: 'positions', page: '3' })).toEqual({ id: 7 });
  });
});
