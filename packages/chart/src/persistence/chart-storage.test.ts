import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_SETTINGS } from '../config/chart-settings.ts';
import type { PersistedChartState } from './chart-storage.ts';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import {
  parseChartState,
  parsePeriodChoice,
  serializeChartState,
  serializePeriodChoice,
  storageEntry,
} from './chart-storage.ts';

const state: PersistedChartState = {
  version: 1,
  drawings: [
    {
      name: 'gannBox',
      points: [
        { timestamp: 1, value: 100.5 },
        { timestamp: 2, value: 120 },
      ],
      lock: true,
      visible: false,
      mode: 'strong_magnet',
    },
  ],
  mainIndicators: ['MA', 'BOLL'],
  subIndicators: ['VOL', 'MACD'],
  indicatorParams: { BOLL: [21, 2.5] },
  settings: {
    ...DEFAULT_CHART_SETTINGS,
    candleType: 'area',
    priceAxisType: 'logarithm',
    showGrid: false,
  },
};

describe('chart state persistence', () => {
  it('round-trips through JSON', () => {
    expect(parseChartState(serializeChartState(state))).toEqual(state);
  });

  it('round-trips through localStorage under the storage key and ticker', () => {
    const key = storageEntry('test-chart', 'BTCUSDT');
    localStorage.setItem(key, serializeChartState(state));
    expect(parseChartState(localStorage.getItem(key) ?? '')).toEqual(state);
    localStorage.removeItem(key);
  });

  it('rejects what is not a saved chart', () => {
    expect(parseChartState('not json')).toBeNull();
    expect(parseChartState('{"version":2}')).toBeNull();
    expect(parseChartState('[]')).toBeNull();
  });

  it('drops malformed parts and falls back to default settings', () => {
    const parsed = parseChartState(
      JSON.stringify({
        version: 1,
        drawings: [{ name: 3 }, { name: 'segment', points: [{ value: 'x' }] }],
        indicatorParams: { MA: ['5'] },
        settings: { candleType: 'bogus' },
      }),
    );
    expect(parsed?.drawings).toEqual([
      { name: 'segment', points: [{}], lock: false, visible: true, mode: 'normal' },
    ]);
    expect(parsed?.indicatorParams).toEqual({});
    expect(parsed?.settings).toEqual(DEFAULT_CHART_SETTINGS);
  });

  it('round-trips the chosen period, and refuses one the top bar does not offer', () => {
    const fourHours = DEFAULT_PERIODS.find((p) => p.text === '4H');
    expect(fourHours).toBeDefined();
    if (!fourHours) return;
    expect(parsePeriodChoice(serializePeriodChoice(fourHours), DEFAULT_PERIODS)).toEqual(fourHours);
    expect(parsePeriodChoice('{"version":1,"period":"3D"}', DEFAULT_PERIODS)).toBeNull();
    expect(parsePeriodChoice('{"version":2,"period":"4H"}', DEFAULT_PERIODS)).toBeNull();
    expect(parsePeriodChoice('{"version":1,"period":4}', DEFAULT_PERIODS)).toBeNull();
    expect(parsePeriodChoice('', DEFAULT_PERIODS)).toBeNull();
  });
});
