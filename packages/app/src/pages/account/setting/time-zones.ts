import { timeZoneSchema } from '@exchange/api';

/** One zone of the settings page's timezone picker. */
export interface TimeZoneChoice {
  /** IANA name, as saved: "Asia/Shanghai". */
  zone: string;
  /** Minutes east of UTC at the moment the list was made (summer time included). */
  offsetMinutes: number;
  /** "UTC+08:00", "UTC-03:30", "UTC+00:00": searched and shown beside the name. */
  offset: string;
}

/** Every zone the browser knows, plus "UTC" (Chromium lists only the area/city names). */
export function supportedTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/**
 * A zone's offset from UTC at `at`, in minutes east; read from the browser's own zone data
 * ("GMT+08:00" from Intl), so it follows summer time.
 *
 * @example offsetMinutesAt('Asia/Kolkata', Date.UTC(2026, 0, 1)) // 330
 */
export function offsetMinutesAt(zone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name === undefined ? null : /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (match === null) return 0; // "GMT" alone: the zone is at UTC.
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * "UTC+08:00" / "UTC-03:30" / "UTC+00:00".
 *
 * @example offsetLabel(-210) // 'UTC-03:30'
 */
export function offsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

/**
 * The zones a user may choose, west to east and by name within one offset, each with its
 * offset at `at`. Names the server would refuse (`timeZoneSchema`) are left out, so whatever
 * is picked saves.
 *
 * @example timeZoneChoices(Date.now(), ['Asia/Tokyo', 'UTC'])[0] // { zone: 'UTC', offsetMinutes: 0, offset: 'UTC+00:00' }
 */
export function timeZoneChoices(
  at: number,
  zones: readonly string[] = supportedTimeZones(),
): TimeZoneChoice[] {
  return zones
    .filter((zone) => timeZoneSchema.safeParse(zone).success)
    .map((zone) => {
      const offsetMinutes = offsetMinutesAt(zone, at);
      return { zone, offsetMinutes, offset: offsetLabel(offsetMinutes) };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.zone.localeCompare(b.zone));
}

/**
 * A zone's name for reading: "America/Sao_Paulo" → "America/Sao Paulo".
 *
 * @example zoneName('America/Argentina/Buenos_Aires') // 'America/Argentina/Buenos Aires'
 */
export function zoneName(zone: string): string {
  return zone.replaceAll('_', ' ');
}
