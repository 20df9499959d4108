import { describe, expect, it } from 'vitest';
import { adlRanks } from './adl.ts';

describe('adlRanks', () => {
  it('puts losers and break-even positions last (rank 1)', () => {
    const ranks = adlRanks([
      { id: 'a', pnl: '-5', margin: '100', leverage: 10 },
      { id: 'b', pnl: '0', margin: '100', leverage: 10 },
    ]);
    expect(ranks.get('a')).toBe(1);
    expect(ranks.get('b')).toBe(1);
  });

  it('ranks five profitable positions 1 … 5 by PnL ÷ margin × leverage', () => {
    const ranks = adlRanks([
      { id: 1, pnl: '50', margin: '100', leverage: 1 }, // 0.5
      { id: 2, pnl: '10', margin: '100', leverage: 10 }, // 1
      { id: 3, pnl: '1', margin: '100', leverage: 125 }, // 1.25
      { id: 4, pnl: '20', margin: '100', leverage: 20 }, // 4
      { id: 5, pnl: '100', margin: '100', leverage: 100 }, // 100
    ]);
    expect([1, 2, 3, 4, 5].map((id) => ranks.get(id))).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the only profitable position the first place to be deleveraged', () => {
    const ranks = adlRanks([
      { id: 1, pnl: '1', margin: '100', leverage: 2 },
      { id: 2, pnl: '-1', margin: '100', leverage: 2 },
    ]);
    expect(ranks.get(1)).toBe(5);
    expect(ranks.get(2)).toBe(1);
  });

  it('gives equal scores the same rank', () => {
    const ranks = adlRanks([
      { id: 1, pnl: '10', margin: '100', leverage: 10 },
      { id: 2, pnl: '20', margin: '200', leverage: 10 },
      { id: 3, pnl: '1', margin: '100', leverage: 1 },
    ]);
    expect(ranks.get(1)).toBe(ranks.get(2));
    expect(ranks.get(1)).toBe(5);
    expect(ranks.get(3)).toBe(2);
  });
});
