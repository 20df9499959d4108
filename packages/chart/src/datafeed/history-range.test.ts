import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import type { Period } from '../types.ts';
import { periodStart, shiftPeriods } from './history-range.ts';

const byText = (text: string): Period => {
  const p = DEFAULT_PERIODS.find((candidate) => candidate.text === text);
  if (!p) throw new Error(`no period ${text}`);
  return p;
};

describe('shiftPeriods', () => {
  it('steps 500 minutes back on 1m', () => {
    const to = Date.UTC(2026, 0, 5, 8, 0);
    expect(shiftPeriods(to, byText('1m'), -500)).toBe(to - 500 * 60_000);
  });

  it('uses calendar months, not 30-day blocks (KLineChart Pro asked for the wrong `from` on M)', () => {
    expect(shiftPeriods(Date.UTC(2026, 0, 1), byText('M'), -500)).toBe(Date.UTC(1984, 4, 1));
  });

  it('uses calendar years and weeks, and moves forward too', () => {
    const to = Date.UTC(2026, 0, 1);
    expect(shiftPeriods(to, byText('Y'), -500)).toBe(Date.UTC(1526, 0, 1));
    expect(shiftPeriods(to, byText('W'), -2)).toBe(Date.UTC(2025, 11, 18));
    expect(shiftPeriods(Date.UTC(2024, 0, 31), byText('M'), 1)).toBe(Date.UTC(2024, 1, 29));
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

  it('aligns weeks to Monday from any weekday, Sunday included', () => {
    expect(periodStart(Date.UTC(2026, 0, 11, 23, 59), byText('W'))).toBe(Date.UTC(2026, 0, 5));
    expect(periodStart(Date.UTC(2026, 0, 5, 0, 0), byText('W'))).toBe(Date.UTC(2026, 0, 5));
  });

  it('handles years before 1970 and before 100', () => {
    const ancient = new Date(0);
    ancient.setUTCFullYear(50, 6, 9);
    const expected = new Date(0);
    expected.setUTCFullYear(50, 0, 1);
    expect(periodStart(ancient.getTime(), byText('Y'))).toBe(expected.getTime());
    expect(periodStart(Date.UTC(1526, 5, 3, 12), byText('M'))).toBe(Date.UTC(1526, 5, 1));
  });

  it('shifts months at month ends without overflow', () => {
    expect(shiftPeriods(Date.UTC(2024, 2, 31), byText('M'), -1)).toBe(Date.UTC(2024, 1, 29));
  });
});
