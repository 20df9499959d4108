import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  assetsUnderCopy,
  cumulative,
  dailyPnl,
  leaderPeriodStats,
  maxDrawdown,
  periodRoi,
  STATS_DAY_MS,
  statsDayStart,
  winRate,
} from './leader-stats.ts';

const DAY = Date.UTC(2026, 10, 1);
const at = (day: number, hour = 12) => DAY + day * STATS_DAY_MS + hour * 3_600_000;
const strings = (values: readonly Big[]) => values.map((value) => value.toFixed());

describe('leader statistics (worked examples)', () => {
  it('puts each close on its UTC day and leaves out the ones outside the window', () => {
    const trades = [
      { closedAt: at(0, 1), pnl: '10' },
      { closedAt: at(0, 23), pnl: '-4' },
      { closedAt: at(2), pnl: '7.5' },
      { closedAt: at(-1), pnl: '1000' },
      { closedAt: at(3), pnl: '1000' },
    ];
    expect(strings(dailyPnl(trades, DAY, 3))).toEqual(['6', '0', '7.5']);
    expect(strings(cumulative(dailyPnl(trades, DAY, 3)))).toEqual(['6', '6', '13.5']);
    expect(statsDayStart(at(2, 23))).toBe(DAY + 2 * STATS_DAY_MS);
  });

  it('ROI is the PnL over the starting equity, 0 without a base', () => {
    // 250 earned on 1000 at the start: 25 %
    expect(periodRoi('250', '1000').toFixed()).toBe('0.25');
    // a loss of 1/3 of 300: cut to 8 decimals toward zero
    expect(periodRoi('-100', '300').toFixed()).toBe('-0.33333333');
    expect(periodRoi('50', '0').toFixed()).toBe('0');
  });

  it('win rate counts closes in profit over all closes; none yet is null', () => {
    const trades = [
      { closedAt: 0, pnl: '5' },
      { closedAt: 0, pnl: '-1' },
      { closedAt: 0, pnl: '0' },
    ];
    // a close at exactly 0 is no win: 1 of 3
    expect(winRate(trades)?.toFixed()).toBe('0.33333333');
    expect(winRate([{ closedAt: 0, pnl: '0.01' }])?.toFixed()).toBe('1');
    expect(winRate([])).toBeNull();
  });

  it('max drawdown is the largest fall from a running peak of the daily equity', () => {
    // 1000 → 1100 → 880 → 990: from the peak 1100 down to 880 is 220 ÷ 1100 = 20 %
    expect(maxDrawdown('1000', [new Big(100), new Big(-220), new Big(110)]).toFixed()).toBe('0.2');
    // two dips: 1000 → 900 (10 %), then 1200 → 1020 (15 %): the larger one
    const days = ['-100', '300', '-180'].map((v) => new Big(v));
    expect(maxDrawdown('1000', days).toFixed()).toBe('0.15');
    // only gains: no drawdown; a fall below zero counts as the whole peak
    expect(maxDrawdown('1000', [new Big(5), new Big(5)]).toFixed()).toBe('0');
    expect(maxDrawdown('100', [new Big(-150)]).toFixed()).toBe('1');
    expect(maxDrawdown('0', [new Big(-5)]).toFixed()).toBe('0');
  });

  it('AUM is the sum of the active follows’ budgets', () => {
    expect(assetsUnderCopy(['500', '1200.5']).toFixed()).toBe('1700.5');
    expect(assetsUnderCopy([]).toFixed()).toBe('0');
  });

  it('a period at once: PnL, ROI, win rate, drawdown, AUM and both curves', () => {
    // Start 1000. Day 0: +100 and −20; day 1: nothing; day 2: −162 and +50; a close before the
    // period is left out. Equity at each close 1080, 1080, 968: the fall 112 ÷ 1080.
    const stats = leaderPeriodStats({
      trades: [
        { closedAt: at(0, 2), pnl: '100' },
        { closedAt: at(0, 3), pnl: '-20' },
        { closedAt: at(2, 4), pnl: '-162' },
        { closedAt: at(2, 5), pnl: '50' },
        { closedAt: at(-3), pnl: '999' },
      ],
      from: DAY,
      days: 3,
      startEquity: '1000',
      budgets: ['100', '200'],
    });
    expect(stats.pnl.toFixed()).toBe('-32');
    expect(stats.roi.toFixed()).toBe('-0.032');
    expect(stats.winRate?.toFixed()).toBe('0.5');
    expect(stats.maxDrawdown.toFixed()).toBe('0.1037037');
    expect(stats.aum.toFixed()).toBe('300');
    expect(strings(stats.pnlCurve)).toEqual(['80', '80', '-32']);
    expect(strings(stats.roiCurve)).toEqual(['0.08', '0.08', '-0.032']);
  });

  it('a period without closes: zero PnL, no win rate, flat curves', () => {
    const stats = leaderPeriodStats({
      trades: [],
      from: DAY,
      days: 2,
      startEquity: '500',
      budgets: [],
    });
    expect(stats.winRate).toBeNull();
    expect(strings(stats.pnlCurve)).toEqual(['0', '0']);
    expect(stats.maxDrawdown.toFixed()).toBe('0');
  });
});
