import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

// 2024-03-05T15:04:09Z
const MS = Date.UTC(2024, 2, 5, 15, 4, 9);

describe('formatDateTime', () => {
  it('uses a 12-hour clock with AM/PM by default', () => {
    expect(formatDateTime(MS, { timezone: 'UTC' })).toBe('03/05/2024 03:04:09 PM');
  });
  it('uses a 24-hour clock when asked', () => {
    expect(formatDateTime(MS, { timezone: 'UTC', hour24: true })).toBe('03/05/2024 15:04:09');
  });
  it('shifts into the given timezone, across the date line', () => {
    expect(formatDateTime(MS, { timezone: 'Asia/Shanghai', hour24: true })).toBe(
      '03/05/2024 23:04:09',
    );
    expect(formatDateTime(MS, { timezone: 'Asia/Tokyo', hour24: true })).toBe(
      '03/06/2024 00:04:09',
    );
    expect(formatDateTime(MS, { timezone: 'Pacific/Honolulu' })).toBe('03/05/2024 05:04:09 AM');
  });
  it('guesses the timezone when none is configured', () => {
    const guessed = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(MS)).toBe(formatDateTime(MS, { timezone: guessed }));
  });
});
