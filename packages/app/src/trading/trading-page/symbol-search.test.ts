import { describe, expect, it } from 'vitest';
import { parseSymbolSearch } from './symbol-search.ts';

describe('parseSymbolSearch', () => {
  it('keeps a non-empty symbol and drops everything else', () => {
    expect(parseSymbolSearch({ symbol: 'BTCUSDT', tab: 'orders' })).toEqual({ symbol: 'BTCUSDT' });
  });

  it('gives no symbol for an empty, missing or non-string one', () => {
    expect(parseSymbolSearch({ symbol: '' })).toEqual({});
    expect(parseSymbolSearch({})).toEqual({});
    expect(parseSymbolSearch({ symbol: 42 })).toEqual({});
  });
});
