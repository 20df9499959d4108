import { describe, expect, it } from 'vitest';
import { alertOf } from './use-contract-user-events.ts';

describe('alertOf', () => {
  it('raises an alert for a margin warning, a liquidation and an ADL', () => {
    expect(alertOf({ kind: 'margin_warning', symbol: 'BTCUSDT', margin_ratio: '82.5', ts: 1 })).toEqual({
      kind: 'margin_warning',
      symbol: 'BTCUSDT',
      marginRatio: '82.5',
    });
    expect(alertOf({ kind: 'liquidation', symbol: 'BTCUSDT', price: '61000', ts: 1 })).toEqual({
      kind: 'liquidation',
      symbol: 'BTCUSDT',
      price: '61000',
    });
    expect(alertOf({ kind: 'adl', symbol: 'ETHUSDT', price: '3000', ts: 1 })).toEqual({
      kind: 'adl',
      symbol: 'ETHUSDT',
      price: '3000',
    });
  });

  it('stays quiet for entrust, position and funding events (the tables show them)', () => {
    for (const kind of ['entrust', 'position', 'funding'] as const) {
      expect(alertOf({ kind, symbol: 'BTCUSDT', ts: 1 })).toBeNull();
    }
  });
});
