import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { List, Modal } from '@exchange/design-system';
import { SUPPORTED_LOCALES, isLocale, type Locale } from '@exchange/machines';
import { useAppServices } from '../app-services.tsx';
import { useAllCjkFaces } from '../i18n/cjk-faces.ts';
import { LANGUAGE_NAMES } from '../i18n/language-names.ts';
import { useSavePreference } from '../preferences/use-save-preference.ts';
import { languagesQuery } from '../queries/languages.query.ts';

export interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The language picker's dialog: the languages the server enables (status 1), in the spec's order,
 * each in its own script. Choosing one loads its messages and stores the choice; signed in, it is
 * saved to the account as well.
 */
export function LanguageDialog({ open, onOpenChange }: LanguageDialogProps) {
  const { t, i18n } = useLingui();
  const { api, changeLocale } = useAppServices();
  const savePreference = useSavePreference();
  const languages = useQuery({ ...languagesQuery(api), enabled: open });
  // Each language is named in its own script: Han, Kana and Hangul need their faces.
  useAllCjkFaces(open);
  const enabled = languages.data
    ? new Set(
        languages.data.filter((language) => language.status === 1).map((language) => language.code),
      )
    : null;
  const items = SUPPORTED_LOCALES.filter((locale) => enabled === null || enabled.has(locale));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Language`} closeLabel={t`Close`}>
      <List<Locale>
        aria-label={t`Language`}
        items={items}
        getKey={(locale) => locale}
        selectedKey={isLocale(i18n.locale) ? i18n.locale : undefined}
        renderItem={(locale) => <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>}
        onSelect={(locale) => {
          void changeLocale(locale);
          // Signed in, the account keeps it too (issue 18): the next login opens in it.
          savePreference({ language: locale });
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
