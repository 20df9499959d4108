export { FALLBACK_LOCALE, SUPPORTED_LOCALES, isLocale, localeDirection, resolveLocale } from './locale.ts';
export type { Locale } from './locale.ts';
