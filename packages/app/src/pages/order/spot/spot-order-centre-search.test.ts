import { describe, expect, it } from 'vitest';
import {
  parseSpotOrderCentreSearch,
  spotWireFilters,
  withTab,
} from './spot-order-centre-search.ts';

describe('the spot order centre search', () => {
  it('keeps only well-formed filters', () => {
    expect(
      parseSpotOrderCentreSearch({
        tab: 'history',
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        status: 'cancelled',
        from: '2026-11-01',
        to: '2026-11-23',
        page: '2',
      }),
    ).toEqual({
      tab: 'history',
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      status: 'cancelled',
      from: '2026-11-01',
      to: '2026-11-23',
      page: 2,
    });
    expect(
      parseSpotOrderCentreSearch({ tab: 'open', side: 'long', type: 'stop', page: '0' }),
    ).toEqual({});
  });

  it('drops a status of another tab, and type and status on trade history', () => {
    expect(parseSpotOrderCentreSearch({ status: 'filled' })).toEqual({});
    expect(parseSpotOrderCentreSearch({ status: 'partial' })).toEqual({ status: 'partial' });
    expect(
      parseSpotOrderCentreSearch({ tab: 'trades', type: 'limit', status: 'filled', side: 'sell' }),
    ).toEqual({ tab: 'trades', side: 'sell' });
  });

  it('changes tab keeping pair, side and days, back to the first page', () => {
    expect(
      withTab(
        { symbol: 'ETHUSDT', side: 'sell', type: 'market', status: 'partial', page: 3 },
        'history',
      ),
    ).toEqual({ tab: 'history', symbol: 'ETHUSDT', side: 'sell', type: 'market' });
    expect(withTab({ tab: 'trades', from: '2026-11-01' }, 'open')).toEqual({ from: '2026-11-01' });
  });

  it('puts the days on the wire as a window', () => {
    const wire = spotWireFilters({ side: 'buy', from: '2026-11-01', to: '2026-11-01', page: 4 });
    expect(wire.side).toBe('buy');
    // One whole day in the reader's zone: 23 to 25 hours across a clock change.
    expect((wire.to ?? 0) - (wire.from ?? 0)).toBeGreaterThanOrEqual(23 * 60 * 60 * 1000);
    expect((wire.to ?? 0) - (wire.from ?? 0)).toBeLessThanOrEqual(25 * 60 * 60 * 1000);
    expect(spotWireFilters({ symbol: 'BTCUSDT' })).toEqual({});
  });
});
