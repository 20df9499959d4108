import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, zoneLabel } from './format-date-time.ts';

// 2024-03-05T15:04:09Z
const MS = Date.UTC(2024, 2, 5, 15, 4, 9);

describe('formatDateTime', () => {
  it('uses a 12-hour clock with AM/PM by default', () => {
    expect(formatDateTime(MS, { timezone: 'UTC', localTimezone: 'UTC' })).toBe(
      '03/05/2024 03:04:09 PM',
    );
  });
  it('uses a 24-hour clock when asked', () => {
    expect(formatDateTime(MS, { timezone: 'UTC', hour24: true, localTimezone: 'UTC' })).toBe(
      '03/05/2024 15:04:09',
    );
  });
  it('shifts into the given timezone, across the date line', () => {
    expect(
      formatDateTime(MS, {
        timezone: 'Asia/Shanghai',
        hour24: true,
        localTimezone: 'Asia/Shanghai',
      }),
    ).toBe('03/05/2024 23:04:09');
    expect(
      formatDateTime(MS, { timezone: 'Asia/Tokyo', hour24: true, localTimezone: 'Asia/Tokyo' }),
    ).toBe('03/06/2024 00:04:09');
    expect(
      formatDateTime(MS, { timezone: 'Pacific/Honolulu', localTimezone: 'Pacific/Honolulu' }),
    ).toBe('03/05/2024 05:04:09 AM');
  });
  it('guesses the timezone when none is configured', () => {
    const guessed = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(MS)).toBe(formatDateTime(MS, { timezone: guessed }));
  });
  it("names the zone when it is not the reader's own", () => {
    expect(
      formatDateTime(MS, { timezone: 'Asia/Shanghai', hour24: true, localTimezone: 'UTC' }),
    ).toBe('03/05/2024 23:04:09 UTC+8');
    expect(
      formatDateTime(MS, { timezone: 'Asia/Shanghai', localTimezone: 'America/New_York' }),
    ).toBe('03/05/2024 11:04:09 PM UTC+8');
    expect(formatDateTime(MS, { timezone: 'UTC', hour24: true, localTimezone: 'Asia/Tokyo' })).toBe(
      '03/05/2024 15:04:09 UTC',
    );
  });
  it("shows no zone for the browser's own zone", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(MS, { timezone: own, hour24: true })).not.toMatch(/UTC/);
    expect(formatDateTime(MS, { hour24: true })).not.toMatch(/UTC/);
  });
});

describe('zoneLabel', () => {
  it('is empty when the offsets match at that moment, even under another name', () => {
    expect(zoneLabel(MS, { timezone: 'Asia/Shanghai', localTimezone: 'Asia/Singapore' })).toBe('');
    expect(zoneLabel(MS, {})).toBe('');
  });
  it('gives whole, half-hour and negative offsets', () => {
    expect(zoneLabel(MS, { timezone: 'Asia/Shanghai', localTimezone: 'UTC' })).toBe('UTC+8');
    expect(zoneLabel(MS, { timezone: 'Asia/Kolkata', localTimezone: 'UTC' })).toBe('UTC+5:30');
    expect(zoneLabel(MS, { timezone: 'America/Sao_Paulo', localTimezone: 'UTC' })).toBe('UTC-3');
    expect(zoneLabel(MS, { timezone: 'UTC', localTimezone: 'Asia/Tokyo' })).toBe('UTC');
  });
  it('follows daylight saving time at the moment shown', () => {
    const summer = Date.UTC(2024, 6, 1, 12);
    // Berlin is UTC+2 in July: London (UTC+1 then) differs, Paris does not.
    expect(zoneLabel(summer, { timezone: 'Europe/Berlin', localTimezone: 'Europe/Paris' })).toBe(
      '',
    );
    expect(zoneLabel(summer, { timezone: 'Europe/Berlin', localTimezone: 'Europe/London' })).toBe(
      'UTC+2',
    );
  });
});

describe('formatTime', () => {
  it('shows the time of day alone, 24-hour or 12-hour', () => {
    expect(formatTime(MS, { timezone: 'Asia/Shanghai', hour24: true })).toBe('23:04:09');
    expect(formatTime(MS, { timezone: 'Asia/Shanghai' })).toBe('11:04:09 PM');
  });
});
