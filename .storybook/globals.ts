import { localeDirection, SUPPORTED_LOCALES, type Locale } from '@exchange/machines';

export type Theme = 'dark' | 'light';

/** Put the document into a theme and a language, as the app does on <html>. */
export function applyDocumentGlobals(theme: Theme, locale: Locale): void {
  const html = document.documentElement;
  html.dataset.theme = theme;
  html.lang = locale;
  html.dir = localeDirection(locale);
}

export const localeItems = SUPPORTED_LOCALES.map((code) => ({
  value: code,
  title: code === 'ar' ? 'ar (right-to-left)' : code,
}));
