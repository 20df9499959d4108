import { describe, expect, it } from 'vitest';
import { symbolLabel } from './symbol-label.ts';

describe('symbolLabel', () => {
  it('shows the short name first', () => {
    expect(symbolLabel({ ticker: 'BTCUSDT', shortName: 'BTC/USDT', name: 'Bitcoin' })).toBe(
      'BTC/USDT',
    );
  });
  it('falls back to the name, then the ticker', () => {
    expect(symbolLabel({ ticker: 'BTCUSDT', name: 'Bitcoin' })).toBe('Bitcoin');
    expect(symbolLabel({ ticker: 'BTCUSDT', shortName: '' })).toBe('BTCUSDT');
  });
});
