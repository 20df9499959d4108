import type { ReactNode } from 'react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { isLocale, type Locale } from '@exchange/machines';
import { activateLocale } from '../i18n/load-locale.ts';
import { createStoryApp, type StoryApp, type StoryAppOptions } from './story-app.tsx';

interface LoaderContext {
  globals: Record<string, unknown>;
}

/** The story's language and theme from Storybook's toolbar (English and dark by default). */
export function storyGlobals(context: LoaderContext): { locale: Locale; theme: 'dark' | 'light' } {
  const locale = context.globals.locale;
  return {
    locale: isLocale(locale) ? locale : 'en',
    theme: context.globals.theme === 'light' ? 'light' : 'dark',
  };
}

/**
 * A loader building a whole app for the story, in the toolbar's language and theme.
 *
 * @example loaders: [appLoader({ path: '/market' })]
 */
export function appLoader(options: StoryAppOptions) {
  return async (context: LoaderContext): Promise<{ story: StoryApp }> => ({
    story: await createStoryApp({ ...storyGlobals(context), ...options }),
  });
}

/** A loader activating the toolbar's language for a component story. */
export async function i18nLoader(context: LoaderContext): Promise<{ i18n: I18n }> {
  const i18n = setupI18n();
  await activateLocale(i18n, storyGlobals(context).locale);
  return { i18n };
}

export function WithI18n({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
