import { describe, expect, it } from 'vitest';
import {
  formatTimeLeft,
  liveMoneyness,
  openOptionPhase,
  unknownOptionPairFormat,
} from './option-format.ts';

describe('formatTimeLeft', () => {
  it('reads M:SS under an hour and H:MM:SS beyond', () => {
    expect(formatTimeLeft(29_000)).toBe('0:29');
    expect(formatTimeLeft(180_000)).toBe('3:00');
    expect(formatTimeLeft(3_723_000)).toBe('1:02:03');
  });

  it('rounds a part second up, so 0:00 shows at the expiry and not a second before', () => {
    expect(formatTimeLeft(400)).toBe('0:01');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(-5_000)).toBe('0:00');
  });
});

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
