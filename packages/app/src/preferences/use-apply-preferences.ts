import { useEffect, useLayoutEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from '@exchange/design-system';
import { isLocale } from '@exchange/machines';
import { useAppServices, useAuth } from '../app-services.tsx';
import { configText } from '../config/site-config.ts';
import { configQuery } from '../queries/config.query.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { preferredLocale, preferredTheme } from './preference-precedence.ts';

/**
 * Apply the signed-in user's language and theme whenever the user info brings them (the stored
 * user at start, login, GET /getUserInfo, a save on the settings page), and a visitor's site
 * default language once config is in (SPEC.md section 4). Precedence: the user's, then the
 * choice stored in this browser, then the config (preference-precedence.ts).
 *
 * Each preference is applied when the user's value changes, not whenever the page differs from
 * it: the header's theme switch and language dialog change the page and save the preference
 * together (use-save-preference.ts), and must not be undone while their save is on its way.
 * The applied value is stored too (the `locale` and `dark` keys), so it holds after logout and
 * from the first paint of the next visit. Times follow by themselves: `useDateTimeOptions`
 * reads the user's timezone and clock.
 */
export function useApplyPreferences(): void {
  const { api, storage, changeLocale, activateLocale } = useAppServices();
  const { user } = useAuth();
  const { i18n } = useLingui();
  const { theme, setTheme } = useTheme();
  const config = useQuery(configQuery(api));

  const userTheme = user?.theme;
  const appliedTheme = useRef<string | undefined>(undefined);
  // A layout effect: the stored user is known at start, so the page never paints the old theme.
  useLayoutEffect(() => {
    if (appliedTheme.current === userTheme) return;
    appliedTheme.current = userTheme;
    if (userTheme === undefined) return;
    const wanted = preferredTheme({ user: { theme: userTheme }, stored: theme });
    if (wanted !== theme) setTheme(wanted);
  }, [userTheme, theme, setTheme]);

  const userLanguage = user?.language;
  const appliedLanguage = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (appliedLanguage.current === userLanguage) return;
    appliedLanguage.current = userLanguage;
    if (!isLocale(userLanguage)) return;
    if (userLanguage !== i18n.locale || storage.get(STORAGE_KEYS.locale) !== userLanguage)
      void changeLocale(userLanguage);
  }, [userLanguage, i18n, storage, changeLocale]);

  // Without the user's language nor a stored choice: the site's default once config is in.
  const siteDefault = config.data ? configText(config.data, 'website_default_language') : undefined;
  const settled = config.isSuccess || config.isError;
  useEffect(() => {
    if (!settled || isLocale(userLanguage)) return;
    const stored = storage.get(STORAGE_KEYS.locale);
    if (isLocale(stored)) return;
    void activateLocale(preferredLocale({ user: null, stored, siteDefault }));
  }, [settled, siteDefault, userLanguage, storage, activateLocale]);
}
