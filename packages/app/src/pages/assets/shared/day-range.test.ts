import { describe, expect, it } from 'vitest';
import { dayStart, parseDay, timeWindow } from './day-range.ts';

describe('parseDay', () => {
  it('keeps a day that exists', () => {
    expect(parseDay('2026-11-01')).toBe('2026-11-01');
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
  });

  it('drops anything else', () => {
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('yesterday')).toBeUndefined();
    expect(parseDay('')).toBeUndefined();
    expect(parseDay(20261101)).toBeUndefined();
  });
});

describe('timeWindow', () => {
  it('covers whole days, the last one included', () => {
    const window = timeWindow('2026-11-01', '2026-11-01');
    expect(window.from).toBe(dayStart('2026-11-01'));
    expect(window.to).toBe(dayStart('2026-11-02'));
  });

  it('crosses month ends', () => {
    expect(timeWindow(undefined, '2026-11-30').to).toBe(dayStart('2026-12-01'));
  });

  it('leaves an open end open', () => {
    expect(timeWindow(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });
});
