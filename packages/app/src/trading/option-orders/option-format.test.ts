import { describe, expect, it } from 'vitest';
import { liveMoneyness, openOptionPhase, unknownOptionPairFormat } from './option-format.ts';

describe('openOptionPhase', () => {
  it('waits for its entry tick, then counts down, then settles at its expiry', () => {
    expect(openOptionPhase({ open_price: null, settle_at: 2_000 }, 1_000)).toBe('waiting');
    expect(openOptionPhase({ open_price: '100', settle_at: 2_000 }, 1_999)).toBe('live');
    expect(openOptionPhase({ open_price: '100', settle_at: 2_000 }, 2_000)).toBe('settling');
  });

  it('is settling past its expiry even if the entry tick never came', () => {
    expect(openOptionPhase({ open_price: null, settle_at: 2_000 }, 2_500)).toBe('settling');
  });
});

describe('liveMoneyness', () => {
  it('compares the live index with the entry as the settlement will', () => {
    expect(liveMoneyness('up', '100', '100.01')).toBe('in');
    expect(liveMoneyness('down', '100', '100.01')).toBe('out');
    expect(liveMoneyness('down', '100', '100')).toBe('at');
  });

  it('has no verdict while the entry or the index is unknown', () => {
    expect(liveMoneyness('up', null, '100')).toBeNull();
    expect(liveMoneyness('up', '100', null)).toBeNull();
  });
});

describe('unknownOptionPairFormat', () => {
  it('names a pair the list does not hold by its quote coin', () => {
    expect(unknownOptionPairFormat('SOLUSDT')).toMatchObject({ name: 'SOL/USDT', quote: 'USDT' });
  });
});
