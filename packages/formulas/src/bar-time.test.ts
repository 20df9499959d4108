import { describe, expect, it } from 'vitest';
import { historyWindow, periodOf, periodsBefore, periodStart } from './bar-time.ts';
import { KLINE_PERIODS } from './kline-periods.ts';

const at = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('periodOf', () => {
  it('maps every wire code to its chart period', () => {
    for (const code of KLINE_PERIODS) expect(periodOf(code).text).toBe(code);
    expect(periodOf('4H')).toEqual({ multiplier: 4, timespan: 'hour', text: '4H' });
  });
});

describe('periodsBefore', () => {
  it('steps minutes, hours, days and weeks by their length', () => {
    expect(periodsBefore(600_000, { multiplier: 5, timespan: 'minute', text: '5m' }, 2)).toBe(0);
    expect(periodsBefore(at(2026, 1, 8), { multiplier: 1, timespan: 'week', text: 'W' }, 1)).toBe(
      at(2026, 1, 1),
    );
    expect(periodsBefore(at(2026, 1, 2), { multiplier: 4, timespan: 'hour', text: '4H' }, 6)).toBe(
      at(2026, 1, 1),
    );
  });
  it('steps months and years on the calendar, clamping to the month end', () => {
    const month = { multiplier: 1, timespan: 'month', text: 'M' } as const;
    expect(periodsBefore(at(2024, 3, 31), month, 1)).toBe(at(2024, 2, 29));
    expect(periodsBefore(at(2026, 1, 15), month, 13)).toBe(at(2024, 12, 15));
    expect(periodsBefore(at(2026, 6, 1), { multiplier: 1, timespan: 'year', text: 'Y' }, 500)).toBe(
      at(1526, 6, 1),
    );
  });
  it('moves forward with a negative count', () => {
    expect(periodsBefore(at(2024, 1, 31), periodOf('M'), -1)).toBe(at(2024, 2, 29));
    expect(periodsBefore(at(2026, 1, 5), periodOf('W'), -1)).toBe(at(2026, 1, 12));
  });
});

describe('historyWindow', () => {
  it('ends at `to`', () => {
    expect(historyWindow(periodOf('D'), at(2026, 1, 11), 10)).toEqual({
      from: at(2026, 1, 1),
      to: at(2026, 1, 11),
    });
  });
});

describe('periodStart', () => {
  it('aligns to the period boundary in UTC', () => {
    const t = Date.UTC(2026, 0, 7, 13, 47, 12);
    expect(periodStart(t, periodOf('15m'))).toBe(Date.UTC(2026, 0, 7, 13, 45));
    expect(periodStart(t, periodOf('4H'))).toBe(Date.UTC(2026, 0, 7, 12));
    expect(periodStart(t, periodOf('D'))).toBe(Date.UTC(2026, 0, 7));
    expect(periodStart(t, periodOf('W'))).toBe(Date.UTC(2026, 0, 5));
    expect(periodStart(t, periodOf('M'))).toBe(Date.UTC(2026, 0, 1));
    expect(periodStart(t, periodOf('Y'))).toBe(Date.UTC(2026, 0, 1));
  });

  it('aligns weeks to Monday from any weekday, Sunday included', () => {
    expect(periodStart(Date.UTC(2026, 0, 11, 23, 59), periodOf('W'))).toBe(Date.UTC(2026, 0, 5));
    expect(periodStart(Date.UTC(2026, 0, 5, 0, 0), periodOf('W'))).toBe(Date.UTC(2026, 0, 5));
  });

  it('handles years before 1970 and before 100', () => {
    const ancient = new Date(0);
    ancient.setUTCFullYear(50, 6, 9);
    const expected = new Date(0);
    expected.setUTCFullYear(50, 0, 1);
    expect(periodStart(ancient.getTime(), periodOf('Y'))).toBe(expected.getTime());
    expect(periodStart(Date.UTC(1526, 5, 3, 12), periodOf('M'))).toBe(Date.UTC(1526, 5, 1));
  });
});
