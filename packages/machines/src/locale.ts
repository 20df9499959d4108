/** The 12 interface languages (SPEC.md section 4), in the order the language picker lists them. */
export const SUPPORTED_LOCALES = [
  'ko',
  'ja',
  'en',
  'zh-TW',
  'ms',
  'pt',
  'ru',
  'es',
  'ar',
  'fr',
  'id',
  'hi',
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The language to show: the stored locale, else the site's website_default_language,
 * else English (SPEC.md section 4). Anything outside the 12 codes is skipped.
 *
 * @example resolveLocale({ stored: null, siteDefault: 'ja' }) // 'ja'
 */
export function resolveLocale(sources: {
  stored: string | null | undefined;
  siteDefault: string | null | undefined;
}): Locale {
  if (isLocale(sources.stored)) return sources.stored;
  if (isLocale(sources.siteDefault)) return sources.siteDefault;
  return FALLBACK_LOCALE;
}

/** Arabic is the one right-to-left language of the 12. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
