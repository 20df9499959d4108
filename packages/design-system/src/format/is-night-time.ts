import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** Night starts at this hour (SPEC.md section 9: 18:00 to 06:00). */
export const NIGHT_STARTS_AT_HOUR = 18;
/** Night ends at this hour. */
export const NIGHT_ENDS_AT_HOUR = 6;

/**
 * Whether a moment falls between 18:00 (inclusive) and 06:00 (exclusive), in the given
 * timezone or the browser's own.
 *
 * @example isNightTime(new Date('2024-01-01T19:30:00Z'), 'UTC') // true
 */
export function isNightTime(date: Date | number, timezone?: string): boolean {
  const moment = timezone === undefined ? dayjs(date) : dayjs(date).tz(timezone);
  const hour = moment.hour();
  return hour >= NIGHT_STARTS_AT_HOUR || hour < NIGHT_ENDS_AT_HOUR;
}
