import { useEffect } from 'react';
import type { Locale } from '@exchange/machines';

/**
 * The CJK family each CJK locale draws with. Their @font-face rules (unicode-range lists of ~120
 * subsets each) weigh ~90 kB gzip together, so the app starts with the design system's
 * styles-without-cjk.css and loads a family with the locale that needs it (issue 25); the font
 * files themselves load per subset, as the page shows the characters. Once loaded a family stays.
 */
const FACES: Partial<Record<Locale, () => Promise<unknown>>> = {
  'zh-TW': () => import('@exchange/design-system/fonts-cjk-tc.css'),
  ja: () => import('@exchange/design-system/fonts-cjk-jp.css'),
  ko: () => import('@exchange/design-system/fonts-cjk-kr.css'),
};

/**
 * Loads the CJK families of these locales (none for the others). A family that fails to load
 * leaves the visitor's own fonts to draw those characters: never a reason to fail the caller.
 *
 * @example await loadCjkFaces(['ja']); // Noto Sans JP's @font-face rules are in the page
 */
export async function loadCjkFaces(locales: readonly Locale[]): Promise<void> {
  const loads = locales.flatMap((locale) => {
    const load = FACES[locale];
    return load
      ? [
          load().catch((error: unknown) => {
            if (import.meta.env.DEV) console.debug(`Could not load the ${locale} faces`, error);
          }),
        ]
      : [];
  });
  await Promise.all(loads);
}

/**
 * While `shown`, every CJK family is loaded: for lists that name each language in its own script
 * (the language dialog, the preferences' language select), whatever the page's locale.
 */
export function useAllCjkFaces(shown: boolean): void {
  useEffect(() => {
    if (shown) void loadCjkFaces(CJK_LOCALES);
  }, [shown]);
}

const CJK_LOCALES = Object.keys(FACES) as Locale[];
