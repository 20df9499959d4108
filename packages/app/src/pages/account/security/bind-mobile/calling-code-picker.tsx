import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, Field, type ComboboxItem } from '@exchange/design-system';
import { CALLING_CODES } from './calling-codes.ts';

export interface CallingCodePickerProps {
  /** The chosen country (ISO 3166-1 alpha-2). */
  region: string;
  onChange: (region: string) => void;
  error?: string | undefined;
}

/**
 * The country calling-code picker: a searchable list of every country by its name in the
 * reader's language (Intl.DisplayNames), its code beside it; typing a name or "+44" finds it.
 */
export function CallingCodePicker({ region, onChange, error }: CallingCodePickerProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const items = useMemo((): ComboboxItem[] => {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    return CALLING_CODES.map((row) => ({
      value: row.region,
      label: names.of(row.region) ?? row.region,
      description: row.code,
    })).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
  return (
    <Field label={t`Country code`} error={error}>
      {(control) => (
        <Combobox
          {...control}
          label={t`Country code`}
          placeholder={t`Choose a country`}
          searchLabel={t`Search countries or codes`}
          emptyLabel={t`No country matches.`}
          value={region}
          onChange={onChange}
          items={items}
        />
      )}
    </Field>
  );
}
