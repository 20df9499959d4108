import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@exchange/design-system';

/** Props of {@link DayRangeInputs}: the days as `YYYY-MM-DD`, absent for an open end. */
export interface DayRangeInputsProps {
  from: string | undefined;
  to: string | undefined;
  /** One end changed; an emptied input comes as "" (parse it like the URL to drop it). */
  onChange: (change: { from?: string; to?: string }) => void;
}

/**
 * The From and To date inputs of a day range (both days included), each bounding the other.
 * Renders the two inputs side by side in the caller's filter row.
 *
 * @example <DayRangeInputs from={search.from} to={search.to} onChange={(change) => set(change)} />
 */
export function DayRangeInputs({ from, to, onChange }: DayRangeInputsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`From`}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(event) => {
          onChange({ from: event.target.value });
        }}
      />
      <TextInput
        label={t`To`}
        type="date"
        value={to ?? ''}
        min={from}
        onChange={(event) => {
          onChange({ to: event.target.value });
        }}
      />
    </>
  );
}
