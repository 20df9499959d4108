import { describe, expect, it } from 'vitest';
import { formatCountdown } from './funding-countdown.ts';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds left, rounded down', () => {
    expect(formatCountdown(3_723_999, 0)).toBe('01:02:03');
    expect(formatCountdown(8 * 3_600_000, 0)).toBe('08:00:00');
  });

  it('stops at zero once the time has passed', () => {
    expect(formatCountdown(1000, 5000)).toBe('00:00:00');
  });
});
