import { Field, Select } from '@exchange/design-system';

/** The Select value standing for "no filter" (Radix takes no empty value). */
export const ALL_FILTER = 'all';

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  label: string;
  /** The chosen value, or undefined for "all". */
  value: string | undefined;
  /** The first option, standing for no filter: "All coins". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  /** The chosen value, or {@link ALL_FILTER}: the page's search parser drops it. */
  onChange: (value: string) => void;
}

/**
 * One labelled filter of a history page (capital flow, the order centre): "All …" then the
 * choices.
 *
 * @example <FilterSelect label={t`Coin`} value={search.coin} allLabel={t`All coins`} options={coins} onChange={(coin) => set({ coin })} />
 */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <Select
          id={control.id}
          value={value ?? ALL_FILTER}
          onChange={onChange}
          options={[{ value: ALL_FILTER, label: allLabel }, ...options]}
        />
      )}
    </Field>
  );
}
