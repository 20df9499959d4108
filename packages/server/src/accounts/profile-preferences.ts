import { type Preferences, themeSchema } from '@exchange/api';
import { SITE_DEFAULTS } from '../config/site-config.ts';
import type { UsersTable } from '../db/schema.ts';
import { fieldError } from '../http/errors.ts';

type PreferenceColumns = Pick<UsersTable, 'language' | 'timezone' | 'time_24' | 'theme'>;

/** The user's preferences; each one not chosen yet is the site config's default (SPEC.md 3, 4). */
export function preferencesOf(row: PreferenceColumns): Preferences {
  const theme = themeSchema.safeParse(row.theme);
  return {
    language: row.language ?? SITE_DEFAULTS.website_default_language,
    timezone: row.timezone ?? SITE_DEFAULTS.website_client_timezone,
    time_24: row.time_24 === null ? SITE_DEFAULTS.website_time_24 === '1' : row.time_24 === 1,
    theme: theme.success ? theme.data : 'dark',
  };
}

let zones: ReadonlySet<string> | undefined;

/** The zone names this server's Intl knows, plus "UTC" (which some builds list only as Etc/UTC). */
export function knownTimeZones(): ReadonlySet<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones;
}

/**
 * The columns POST /updateUserInfo writes for the preferences in its body (undefined = unchanged);
 * a time zone the server does not know is 422 on `timezone`.
 */
export function preferenceChanges(body: {
  language?: string | undefined;
  timezone?: string | undefined;
  time_24?: boolean | undefined;
  theme?: Preferences['theme'] | undefined;
}): Partial<PreferenceColumns> {
  const changes: Partial<PreferenceColumns> = {};
  if (body.language !== undefined) changes.language = body.language;
  if (body.timezone !== undefined) {
    if (!knownTimeZones().has(body.timezone))
      throw fieldError('timezone', 'Unknown time zone, expected one such as "Asia/Shanghai"');
    changes.timezone = body.timezone;
  }
  if (body.time_24 !== undefined) changes.time_24 = body.time_24 ? 1 : 0;
  if (body.theme !== undefined) changes.theme = body.theme;
  return changes;
}
