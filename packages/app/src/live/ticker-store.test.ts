import { describe, expect, it, vi } from 'vitest';
import type { Ticker } from '@exchange/api/socket';
import { createTickerStore } from './ticker-store.ts';

const ticker = (symbol: string, last: string): Ticker => ({
  symbol,
  last,
  open: last,
  high: last,
  low: last,
  changePercent: '0',
  volume: '1',
  quoteVolume: last,
});

describe('createTickerStore', () => {
  it('keeps the latest ticker per pair and feed, with a new snapshot per batch', () => {
    const store = createTickerStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot('trade');
    store.apply('trade', [ticker('BTCUSDT', '1'), ticker('BTCUSDT', '2')]);
    expect(store.getSnapshot('trade').get('BTCUSDT')?.last).toBe('2');
    expect(store.getSnapshot('trade')).not.toBe(before);
    expect(store.getSnapshot('contract').size).toBe(0);
    expect(listener).toHaveBeenCalledOnce();
  });
});
