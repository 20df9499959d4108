import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** Options of {@link formatDateTime}: both come from config (website_client_timezone, website_time_24). */
export interface DateTimeOptions {
  /** IANA zone such as 'Asia/Shanghai'; guessed from the browser when absent. */
  timezone?: string | undefined;
  /** 24-hour clock; otherwise 12-hour with AM/PM (SPEC.md section 9). */
  hour24?: boolean | undefined;
  /**
   * The reader's own zone, against which {@link zoneLabel} decides whether to name the zone.
   * The browser's zone when absent; tests pass one to stay independent of the machine.
   */
  localTimezone?: string | undefined;
}

/** The display format of SPEC.md section 9, 24-hour form. */
export const DATE_TIME_FORMAT_24 = 'MM/DD/YYYY HH:mm:ss';
/** The display format of SPEC.md section 9, 12-hour form. */
export const DATE_TIME_FORMAT_12 = 'MM/DD/YYYY hh:mm:ss A';
/** A time of day alone (a trade tape), 24-hour form. */
export const TIME_FORMAT_24 = 'HH:mm:ss';
/** A time of day alone, 12-hour form. */
export const TIME_FORMAT_12 = 'hh:mm:ss A';

function offsetMinutes(ms: number, zone: string | undefined): number {
  return zone === undefined ? -new Date(ms).getTimezoneOffset() : dayjs(ms).tz(zone).utcOffset();
}

/**
 * The zone a time is shown in, as 'UTC+8' / 'UTC-3' / 'UTC+5:30' / 'UTC', or '' when it is the
 * reader's own (same offset at that moment as `localTimezone`, by default the browser's): a time
 * names its zone only where it is not the user's own. Use it in a column header when the cells
 * show bare times.
 *
 * @example zoneLabel(ms, { timezone: 'Asia/Shanghai', localTimezone: 'Europe/Berlin' }) // 'UTC+8'
 */
export function zoneLabel(ms: number, options: DateTimeOptions = {}): string {
  if (options.timezone === undefined) return '';
  const shown = offsetMinutes(ms, options.timezone);
  if (shown === offsetMinutes(ms, options.localTimezone)) return '';
  if (shown === 0) return 'UTC';
  const sign = shown > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(shown) / 60);
  const minutes = Math.abs(shown) % 60;
  return `UTC${sign}${hours}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

function formatWithZone(ms: number, pattern: string, options: DateTimeOptions): string {
  const zone = options.timezone ?? dayjs.tz.guess();
  const text = dayjs(ms).tz(zone).format(pattern);
  const label = zoneLabel(ms, options);
  return label === '' ? text : `${text} ${label}`;
}

/**
 * Format a Unix time in milliseconds as `MM/DD/YYYY HH:mm:ss` (or `hh:mm:ss A`) in a timezone,
 * followed by the zone ('UTC+8') when that is not the reader's own. Render it in `<Num>` so it
 * keeps its order in Arabic.
 *
 * @example formatDateTime(0, { timezone: 'UTC', hour24: true, localTimezone: 'UTC' }) // '01/01/1970 00:00:00'
 * @example formatDateTime(0, { timezone: 'Asia/Shanghai', hour24: true, localTimezone: 'UTC' }) // '01/01/1970 08:00:00 UTC+8'
 */
export function formatDateTime(ms: number, options: DateTimeOptions = {}): string {
  return formatWithZone(
    ms,
    options.hour24 === true ? DATE_TIME_FORMAT_24 : DATE_TIME_FORMAT_12,
    options,
  );
}

/**
 * A time of day alone, `HH:mm:ss` (or `hh:mm:ss A`), without a zone: for a list whose header
 * names the zone once (`zoneLabel`).
 *
 * @example formatTime(0, { timezone: 'UTC', hour24: true }) // '00:00:00'
 */
export function formatTime(ms: number, options: DateTimeOptions = {}): string {
  const zone = options.timezone ?? dayjs.tz.guess();
  return dayjs(ms)
    .tz(zone)
    .format(options.hour24 === true ? TIME_FORMAT_24 : TIME_FORMAT_12);
}
