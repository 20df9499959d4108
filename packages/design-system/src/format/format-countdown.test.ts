import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.ts';

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('formatCountdown', () => {
  it('counts minutes and seconds under an hour, hours under a day', () => {
    expect(formatCountdown(29 * SECOND, 'en')).toBe('0:29');
    expect(formatCountdown(65 * SECOND, 'en')).toBe('1:05');
    expect(formatCountdown(HOUR + 2 * 60_000 + 3 * SECOND, 'en')).toBe('1:02:03');
    expect(formatCountdown(DAY - SECOND, 'en')).toBe('23:59:59');
  });

  it('puts whole days before the clock instead of counting past 24 hours', () => {
    expect(formatCountdown(2 * DAY, 'en')).toBe('2d 00:00:00');
    expect(formatCountdown(DAY, 'en')).toBe('1d 00:00:00');
    expect(formatCountdown(3 * DAY + 4 * HOUR + 5 * 60_000 + 6 * SECOND, 'en')).toBe('3d 04:05:06');
    expect(formatCountdown(12 * DAY + SECOND, 'en')).toBe('12d 00:00:01');
  });

  it("names the day in the reader's language, with Latin digits", () => {
    const days = (locale: string) => formatCountdown(2 * DAY + HOUR, locale).replace(/\s/gu, ' ');
    expect(days('fr')).toBe('2j 01:00:00');
    expect(days('ko')).toBe('2일 01:00:00');
    expect(days('zh-TW')).toBe('2 天 01:00:00');
    // Arabic keeps Latin digits (SPEC.md section 5), the unit in Arabic.
    expect(days('ar')).toMatch(/^2 \p{Script=Arabic}+ 01:00:00$/u);
    expect(days('ru')).toMatch(/^2 \p{Script=Cyrillic}+\.? 01:00:00$/u);
  });

  it('rounds up to the second and never goes below zero', () => {
    expect(formatCountdown(400, 'en')).toBe('0:01');
    expect(formatCountdown(0, 'en')).toBe('0:00');
    expect(formatCountdown(-5 * SECOND, 'en')).toBe('0:00');
    expect(formatCountdown(DAY - 1, 'en')).toBe('1d 00:00:00');
  });

  it('falls back to English for a language Intl does not know', () => {
    expect(formatCountdown(2 * DAY, 'xx-unknown')).toBe('2d 00:00:00');
    expect(formatCountdown(2 * DAY, '')).toBe('2d 00:00:00');
  });

  it('reads HH:MM:SS with the clock layout, hours not wrapped into days', () => {
    const clock = { layout: 'clock' } as const;
    expect(formatCountdown(65 * SECOND, 'en', clock)).toBe('00:01:05');
    expect(formatCountdown(8 * HOUR, 'en', clock)).toBe('08:00:00');
    expect(formatCountdown(DAY + HOUR, 'fr', clock)).toBe('25:00:00');
    expect(formatCountdown(-5 * SECOND, 'en', clock)).toBe('00:00:00');
  });

  it('rounds down when asked: a second shows once it has fully elapsed', () => {
    const down = { layout: 'clock', round: 'down' } as const;
    expect(formatCountdown(3_723_999, 'en', down)).toBe('01:02:03');
    expect(formatCountdown(999, 'en', down)).toBe('00:00:00');
    expect(formatCountdown(1_999, 'en', { round: 'down' })).toBe('0:01');
  });
});
