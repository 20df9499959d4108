import type { DateTimeOptions, Theme } from '@exchange/design-system';
import { isLocale, resolveLocale, type Locale } from '@exchange/machines';

/**
 * Which value wins when the signed-in user's saved preferences (issue 18, GET /getUserInfo),
 * the choice stored in this browser (the `locale` and `dark` keys of SPEC.md section 3) and the
 * site config disagree: the user's, then the stored one, then the config's (SPEC.md sections 4
 * and 9). A value outside the allowed set is skipped as if absent, so a stale or hand-edited
 * entry never breaks the page.
 */

/** The preferences of a signed-in user as far as they are known (absent for a visitor). */
export interface UserPreferences {
  language?: string | undefined;
  timezone?: string | undefined;
  time_24?: boolean | undefined;
  theme?: string | undefined;
}

/**
 * The interface language: the user's, else the stored one, else `website_default_language`,
 * else English.
 *
 * @example preferredLocale({ user: { language: 'ja' }, stored: 'fr', siteDefault: 'en' }) // 'ja'
 */
export function preferredLocale(sources: {
  user: UserPreferences | null | undefined;
  stored: string | null | undefined;
  siteDefault: string | null | undefined;
}): Locale {
  const fromUser = sources.user?.language;
  if (isLocale(fromUser)) return fromUser;
  return resolveLocale({ stored: sources.stored, siteDefault: sources.siteDefault });
}

function isTheme(value: string | null | undefined): value is Theme {
  return value === 'dark' || value === 'light';
}

/**
 * The theme: the user's, else the stored one, else dark (SPEC.md section 9).
 *
 * @example preferredTheme({ user: { theme: 'light' }, stored: 'dark' }) // 'light'
 */
export function preferredTheme(sources: {
  user: UserPreferences | null | undefined;
  stored: string | null | undefined;
}): Theme {
  const fromUser = sources.user?.theme;
  if (isTheme(fromUser)) return fromUser;
  return isTheme(sources.stored) ? sources.stored : 'dark';
}

/** The config entries that say how times are shown (SPEC.md sections 3 and 9), as plain text. */
export interface DateTimeConfig {
  /** `website_client_timezone`: an IANA zone, or "" when unset. */
  timezone: string;
  /** `website_client_timezone_format`: "1" means guess the reader's zone in the browser. */
  timezoneFormat: string;
  /** `website_time_24`: "1" or "true" for the 24-hour clock. */
  time24: string;
}

/**
 * How times are shown: in the user's own zone and clock once signed in (issue 18), else in the
 * configured `website_client_timezone` (or the reader's zone when it is unset or
 * `website_client_timezone_format` is "1") and 24-hour when `website_time_24` is on. The browser
 * stores no choice of its own for these, so there is no middle step.
 *
 * @example preferredDateTime({ user: { timezone: 'UTC', time_24: true }, config }) // { timezone: 'UTC', hour24: true }
 */
export function preferredDateTime(sources: {
  user: UserPreferences | null | undefined;
  config: DateTimeConfig;
}): DateTimeOptions {
  const { user, config } = sources;
  const configZone =
    config.timezone === '' || config.timezoneFormat === '1' ? undefined : config.timezone;
  const userZone = user?.timezone;
  return {
    timezone: userZone !== undefined && userZone !== '' ? userZone : configZone,
    hour24: user?.time_24 ?? (config.time24 === '1' || config.time24.toLowerCase() === 'true'),
  };
}
