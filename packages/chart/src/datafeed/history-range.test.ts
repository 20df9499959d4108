import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import type { Period } from '../types.ts';
import { shiftPeriods } from './history-range.ts';

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

describe('shiftPeriods at month ends', () => {
  it('shifts months at month ends without overflow', () => {
    expect(shiftPeriods(Date.UTC(2024, 2, 31), byText('M'), -1)).toBe(Date.UTC(2024, 1, 29));
  });
});
