import { describe, expect, it } from 'vitest';
import { historyWindow, periodsBefore } from './chart-period.ts';

const at = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

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
});

describe('historyWindow', () => {
  it('ends at `to`', () => {
    expect(
      historyWindow({ multiplier: 1, timespan: 'day', text: 'D' }, at(2026, 1, 11), 10),
    ).toEqual({
      from: at(2026, 1, 1),
      to: at(2026, 1, 11),
    });
  });
});
