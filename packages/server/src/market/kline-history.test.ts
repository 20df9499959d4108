import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { generateHistory } from './kline-history.ts';
import { SPOT_PAIRS, type SpotPair } from './pairs.ts';
import { KLINE_PERIODS } from '@exchange/formulas';
import { barStart } from './periods.ts';

const pair = SPOT_PAIRS[0] as SpotPair;
const NOW = Date.UTC(2026, 10, 22, 12, 34, 56);

describe('generated kline history', () => {
  const started = performance.now();
  const all = SPOT_PAIRS.map((p) => generateHistory(p, 7, NOW));
  const elapsed = performance.now() - started;
  const { store } = all[0] ?? generateHistory(pair, 7, NOW);

  it('gives every default period at least 500 bars, fast', () => {
    for (const { store: each } of all) {
      for (const period of KLINE_PERIODS)
        expect(each.count(period), period).toBeGreaterThanOrEqual(500);
    }
    // Every pair's history at first start, inside the 10 s budget of the issue.
    expect(elapsed).toBeLessThan(10_000);
  });

  it('keeps high >= max(open, close) and low <= min(open, close), ascending and aligned', () => {
    for (const period of KLINE_PERIODS) {
      const bars = store.range(period, 0, NOW, Number.MAX_SAFE_INTEGER);
      let previous = -Infinity;
      for (const bar of bars) {
        const [o, h, l, c] = [bar.open, bar.high, bar.low, bar.close].map((v) => new Big(v)) as [
          Big,
          Big,
          Big,
          Big,
        ];
        expect(
          h.gte(o) && h.gte(c) && l.lte(o) && l.lte(c) && l.gt(0),
          `${period} ${bar.timestamp}`,
        ).toBe(true);
        expect(bar.timestamp).toBeGreaterThan(previous);
        expect(barStart(period, bar.timestamp)).toBe(bar.timestamp);
        previous = bar.timestamp;
      }
      expect(previous).toBeLessThan(NOW);
    }
  });

  it('makes coarse bars the exact aggregate of the fine ones', () => {
    const hour = store.range('1H', 0, NOW).at(-2);
    if (!hour) throw new Error('no hour bar');
    const minutes = store.range('1m', hour.timestamp, hour.timestamp + 3_600_000 - 1, 100);
    expect(minutes).toHaveLength(60);
    expect(minutes[0]?.open).toBe(hour.open);
    expect(minutes.at(-1)?.close).toBe(hour.close);
    expect(minutes.reduce((s, b) => s.plus(b.volume), new Big(0)).toString()).toBe(
      new Big(hour.volume).toString(),
    );
    expect(minutes.reduce((s, b) => s.plus(b.turnover), new Big(0)).toString()).toBe(
      new Big(hour.turnover).toString(),
    );
    const high = minutes.reduce(
      (m, b) => (new Big(b.high).gt(m) ? new Big(b.high) : m),
      new Big(0),
    );
    expect(high.toString()).toBe(new Big(hour.high).toString());
  });

  it('is deterministic under the seed and anchor', () => {
    const again = generateHistory(pair, 7, NOW).store;
    const other = generateHistory(pair, 8, NOW).store;
    expect(again.range('D', 0, NOW)).toEqual(store.range('D', 0, NOW));
    expect(other.range('D', 0, NOW)).not.toEqual(store.range('D', 0, NOW));
  });
});

describe('kline store', () => {
  it('folds trades into every period and pages backwards from `to`', () => {
    const { store } = generateHistory(pair, 1, NOW);
    const before = store.last('1m');
    const changed = store.addTrade({ price: new Big('70000.5'), amount: new Big('0.25'), ts: NOW });
    const minute = changed.get('1m');
    expect(minute?.timestamp).toBe(barStart('1m', NOW));
    expect(minute?.timestamp).toBeGreaterThan(before?.timestamp ?? 0);
    expect(minute).toMatchObject({
      open: '70000.5',
      close: '70000.5',
      volume: '0.25',
      turnover: '17500.125',
    });
    const again = store.addTrade({ price: new Big('69999'), amount: new Big('1'), ts: NOW + 1000 });
    expect(again.get('1m')).toMatchObject({
      open: '70000.5',
      low: '69999',
      high: '70000.5',
      close: '69999',
      volume: '1.25',
    });
    const page = store.range('1m', 0, NOW);
    expect(page).toHaveLength(500);
    expect(page.at(-1)?.timestamp).toBe(barStart('1m', NOW));
    expect(store.range('1m', NOW + 60_000, NOW + 120_000)).toEqual([]);
  });
});
