import { describe, expect, it } from 'vitest';
import {
  offsetLabel,
  offsetMinutesAt,
  supportedTimeZones,
  timeZoneChoices,
  zoneName,
} from './time-zones.ts';

const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);

describe('offsetMinutesAt', () => {
  it('reads whole, half and negative offsets', () => {
    expect(offsetMinutesAt('Asia/Shanghai', WINTER)).toBe(480);
    expect(offsetMinutesAt('Asia/Kolkata', WINTER)).toBe(330);
    expect(offsetMinutesAt('America/Sao_Paulo', WINTER)).toBe(-180);
    expect(offsetMinutesAt('UTC', WINTER)).toBe(0);
  });

  it('follows summer time', () => {
    expect(offsetMinutesAt('Europe/Berlin', WINTER)).toBe(60);
    expect(offsetMinutesAt('Europe/Berlin', SUMMER)).toBe(120);
  });
});

describe('offsetLabel', () => {
  it('pads hours and minutes and signs zero as plus', () => {
    expect(offsetLabel(480)).toBe('UTC+08:00');
    expect(offsetLabel(-210)).toBe('UTC-03:30');
    expect(offsetLabel(0)).toBe('UTC+00:00');
    expect(offsetLabel(345)).toBe('UTC+05:45');
  });
});

describe('timeZoneChoices', () => {
  it('sorts west to east, then by name', () => {
    const choices = timeZoneChoices(WINTER, ['Asia/Tokyo', 'UTC', 'America/Chicago', 'Asia/Seoul']);
    expect(choices.map((choice) => choice.zone)).toEqual([
      'America/Chicago',
      'UTC',
      'Asia/Seoul',
      'Asia/Tokyo',
    ]);
    expect(choices[0]).toEqual({
      zone: 'America/Chicago',
      offsetMinutes: -360,
      offset: 'UTC-06:00',
    });
  });

  it('leaves out names the server would refuse', () => {
    expect(timeZoneChoices(WINTER, ['EST5EDT', 'Asia/Tokyo']).map((c) => c.zone)).toEqual([
      'Asia/Tokyo',
    ]);
  });

  it('offers UTC and the zones of the spec among the browser zones', () => {
    const zones = timeZoneChoices(WINTER).map((choice) => choice.zone);
    expect(supportedTimeZones()).toContain('UTC');
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/Sao_Paulo', 'Pacific/Norfolk'])
      expect(zones).toContain(zone);
  });
});

describe('zoneName', () => {
  it('shows underscores as spaces', () => {
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
  });
});
