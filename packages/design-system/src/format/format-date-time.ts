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
}

/** The display format of SPEC.md section 9, 24-hour form. */
export const DATE_TIME_FORMAT_24 = 'MM/DD/YYYY HH:mm:ss';
/** The display format of SPEC.md section 9, 12-hour form. */
export const DATE_TIME_FORMAT_12 = 'MM/DD/YYYY hh:mm:ss A';

/**
 * Format a Unix time in milliseconds as `MM/DD/YYYY HH:mm:ss` in a timezone.
 *
 * @example formatDateTime(0, { timezone: 'UTC', hour24: true }) // '01/01/1970 00:00:00'
 */
export function formatDateTime(ms: number, options: DateTimeOptions = {}): string {
  const zone = options.timezone ?? dayjs.tz.guess();
  return dayjs(ms)
    .tz(zone)
    .format(options.hour24 === true ? DATE_TIME_FORMAT_24 : DATE_TIME_FORMAT_12);
}
