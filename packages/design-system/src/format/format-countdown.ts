// A countdown to a moment on the shared clock (a launchpad phase, an option's settlement, a C2C
// pay window, the next funding): the time left as a clock, and whole days before it with the day
// unit in the reader's language (Intl's narrow unit: '2d' in English, '2j' in French, '2일' in
// Korean), so two days read '2d 00:00:00', never '48:00:00'. Latin digits in every language, like
// every figure (SPEC.md section 5).

const SECOND = 1000;
const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const DAY_SECONDS = 24 * HOUR_SECONDS;

const dayFormats = new Map<string, Intl.NumberFormat>();

/** Whole days with the reader's narrow day unit ('2d', '2 дн.'); English where Intl has no such locale. */
function daysText(days: number, locale: string): string {
  let format = dayFormats.get(locale);
  if (format === undefined) {
    const options = {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'narrow',
      numberingSystem: 'latn',
    } as const;
    format = new Intl.NumberFormat(known(locale) ? locale : 'en', options);
    dayFormats.set(locale, format);
  }
  return format.format(days);
}

/** Whether Intl has `locale` (a malformed tag counts as unknown rather than throwing). */
function known(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** How a countdown reads; every field optional. */
export interface CountdownOptions {
  /**
   * 'short' (the default): 'M:SS' under an hour, 'H:MM:SS' under a day, then whole days before
   * 'HH:MM:SS'. 'clock': always 'HH:MM:SS', hours not wrapped into days (a funding countdown,
   * which never passes 8 hours, reads '03:59:12' like Binance's).
   */
  layout?: 'short' | 'clock';
  /**
   * 'up' (the default): the countdown reaches zero at the moment, not a second before. 'down':
   * a second shows only once it has fully elapsed (the funding timer's '00:00:00' before the
   * funding is booked).
   */
  round?: 'up' | 'down';
}

/**
 * The time left until a moment `ms` away, never below zero, rounded up to the second unless
 * `options.round` says 'down': 'M:SS' under an hour, 'H:MM:SS' under a day, then the whole days
 * in the reader's language before 'HH:MM:SS'; or always 'HH:MM:SS' with `layout: 'clock'`.
 * `locale` is the app's language code (Lingui's `i18n.locale`).
 *
 * @example formatCountdown(65_000, 'en') // '1:05'
 * @example formatCountdown(3_723_000, 'en') // '1:02:03'
 * @example formatCountdown(172_800_000, 'en') // '2d 00:00:00'
 * @example formatCountdown(90_061_000, 'fr') // '1j 01:01:01'
 * @example formatCountdown(3_723_999, 'en', { layout: 'clock', round: 'down' }) // '01:02:03'
 */
export function formatCountdown(
  ms: number,
  locale: string,
  { layout = 'short', round = 'up' }: CountdownOptions = {},
): string {
  const whole = round === 'up' ? Math.ceil(ms / SECOND) : Math.floor(ms / SECOND);
  const seconds = Math.max(0, whole);
  const minutes = Math.floor(seconds / MINUTE_SECONDS) % 60;
  const clock = `${pad(minutes)}:${pad(seconds % 60)}`;
  if (layout === 'clock') return `${pad(Math.floor(seconds / HOUR_SECONDS))}:${clock}`;
  const days = Math.floor(seconds / DAY_SECONDS);
  const hours = Math.floor(seconds / HOUR_SECONDS) % 24;
  if (days > 0) return `${daysText(days, locale)} ${pad(hours)}:${clock}`;
  if (hours > 0) return `${String(hours)}:${clock}`;
  return `${String(minutes)}:${pad(seconds % 60)}`;
}
