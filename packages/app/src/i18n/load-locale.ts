import type { I18n, Messages } from '@lingui/core';
import { localeDirection, type Locale } from '@exchange/machines';
import { loadCjkFaces } from './cjk-faces.ts';

/** Loads one catalog; swapped in tests. Each locale is its own lazily loaded chunk (STACK.md). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** The catalog alone, without the locale's CJK face. */
export const importMessages: CatalogLoader = async (locale) => {
  // A template import is typed `any`; the .po module shape is declared in po.d.ts.
  const catalog = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return catalog.messages;
};

export const importCatalog: CatalogLoader = async (locale) => {
  // The locale's CJK face (zh-TW, ja, ko) loads beside it: the page starts without them
  // (cjk-faces.ts).
  const [messages] = await Promise.all([importMessages(locale), loadCjkFaces([locale])]);
  return messages;
};

/**
 * Activate a locale: load its catalog, then set `lang`/`dir` on <html> (Arabic is RTL).
 * SPEC.md section 8: a failed load is logged to the console and the current locale stays.
 *
 * @example await activateLocale(i18n, 'ar'); // <html lang="ar" dir="rtl">
 * @returns whether the locale is now active.
 */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  load: CatalogLoader = importCatalog,
  root: HTMLElement = document.documentElement,
): Promise<boolean> {
  try {
    const messages = await load(locale);
    i18n.loadAndActivate({ locale, messages });
  } catch (error) {
    console.error(`Could not load the "${locale}" messages`, error);
    return false;
  }
  root.lang = locale;
  root.dir = localeDirection(locale);
  return true;
}
