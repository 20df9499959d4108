import { describe, expect, it } from 'vitest';
import { pairFilterOptions } from './pair-filter-options.ts';

const PAIRS = [
  { symbol: 'BTCUSDT', name: 'BTC/USDT' },
  { symbol: 'ETHUSDT', name: 'ETH/USDT' },
];

describe('pairFilterOptions', () => {
  it('lists the pairs by name', () => {
    expect(pairFilterOptions(PAIRS, 'ETHUSDT')).toEqual([
      { value: 'BTCUSDT', label: 'BTC/USDT' },
      { value: 'ETHUSDT', label: 'ETH/USDT' },
    ]);
  });

  it('keeps a symbol the URL names that is not listed, by its symbol', () => {
    expect(pairFilterOptions(PAIRS, 'XRPUSDT').at(-1)).toEqual({
      value: 'XRPUSDT',
      label: 'XRPUSDT',
    });
    expect(pairFilterOptions(undefined, 'BTCUSDT')).toEqual([
      { value: 'BTCUSDT', label: 'BTCUSDT' },
    ]);
  });

  it('adds nothing when no symbol is chosen', () => {
    expect(pairFilterOptions(undefined, undefined)).toEqual([]);
  });
});
