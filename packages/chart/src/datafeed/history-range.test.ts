import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIODS } from '../config/periods.ts';
import type { Period } from '../types.ts';
import { historyRange, periodStart, shiftPeriods } from './history-range.ts';

const byText = (text: string): Period => {
  const p = DEFAULT_PERIODS.find((candidate) => candidate.text === text);
  if (!p) throw new Error(`no period ${text}`);
  return p;
};

describe('historyRange', () => {
  it('asks for 500 minutes back from `to` on 1m', () => {
    const to = Date.UTC(2026, 0, 5, 8, 0);
    expect(historyRange(byText('1m'), to, 500)).toEqual({ from: to - 500 * 60_000, to });
  });

  it('uses calendar months, not 30-day blocks (KLineChart Pro asked for the wrong `from` on M)', () => {
    const to = Date.UTC(2026, 0, 1);
    expect(historyRange(byText('M'), to, 500).from).toBe(Date.UTC(1984, 4, 1));
  });

  it('uses calendar years and weeks', () => {
    const to = Date.UTC(2026, 0, 1);
    expect(historyRange(byText('Y'), to, 500).from).toBe(Date.UTC(1526, 0, 1));
    expect(historyRange(byText('W'), to, 2).from).toBe(Date.UTC(2025, 11, 18));
  });
});

describe('periodStart', () => {
  it('aligns to the period boundary in UTC', () => {
    const t = Date.UTC(2026, 0, 7, 13, 47, 12);
    expect(periodStart(t, byText('15m'))).toBe(Date.UTC(2026, 0, 7, 13, 45));
    expect(periodStart(t, byText('4H'))).toBe(Date.UTC(2026, 0, 7, 12));
    expect(periodStart(t, byText('W'))).toBe(Date.UTC(2026, 0, 5));
    expect(periodStart(t, byText('M'))).toBe(Date.UTC(2026, 0, 1));
    expect(periodStart(t, byText('Y'))).toBe(Date.UTC(2026, 0, 1));
  });

  it('shifts months at month ends without overflow', () => {
    expect(shiftPeriods(Date.UTC(2024, 2, 31), byText('M'), -1)).toBe(Date.UTC(2024, 1, 29));
  });
});
