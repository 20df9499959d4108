import { describe, expect, it } from 'vitest';
import { isNightTime } from './is-night-time.ts';

const at = (hh: number, mm = 0) => new Date(Date.UTC(2024, 0, 1, hh, mm));

describe('isNightTime', () => {
  it('is night from 18:00 up to 06:00', () => {
    expect(isNightTime(at(18), 'UTC')).toBe(true);
    expect(isNightTime(at(23, 59), 'UTC')).toBe(true);
    expect(isNightTime(at(0), 'UTC')).toBe(true);
    expect(isNightTime(at(5, 59), 'UTC')).toBe(true);
  });
  it('is day from 06:00 up to 18:00', () => {
    expect(isNightTime(at(6), 'UTC')).toBe(false);
    expect(isNightTime(at(12), 'UTC')).toBe(false);
    expect(isNightTime(at(17, 59), 'UTC')).toBe(false);
  });
  it('reads the hour in the given timezone', () => {
    // 12:00 UTC is 20:00 in Shanghai.
    expect(isNightTime(at(12), 'Asia/Shanghai')).toBe(true);
    expect(isNightTime(at(12).getTime(), 'UTC')).toBe(false);
  });
  it("uses the browser's timezone when none is given", () => {
    const local = new Date(2024, 0, 1, 19, 0);
    expect(isNightTime(local)).toBe(true);
  });
});
