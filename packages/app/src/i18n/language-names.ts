import type { Locale } from '@exchange/machines';

/**
 * Each language in its own script, as language pickers show them: a reader finds their own
 * language whatever the page is in, so these names are deliberately not translated.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  ko: '한국어',
  ja: '日本語',
  en: 'English',
  'zh-TW': '繁體中文',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  ar: 'العربية',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
};
