import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, Field, type ComboboxItem } from '@exchange/design-system';
import { offsetLabel, offsetMinutesAt, timeZoneChoices, zoneName } from './time-zones.ts';

export interface TimezoneFieldProps {
  /** The chosen zone. */
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (zone: string) => void;
}

function itemOf(zone: string, offset: string | undefined): ComboboxItem {
  return offset === undefined
    ? { value: zone, label: zoneName(zone) }
    : { value: zone, label: zoneName(zone), description: offset };
}

/** The chosen zone's offset, or nothing for a name this browser cannot read. */
function chosenOffset(zone: string, at: number): string | undefined {
  try {
    return offsetLabel(offsetMinutesAt(zone, at));
  } catch {
    return undefined;
  }
}

/**
 * The timezone: a searchable list of every zone the browser knows, each with its UTC offset now
 * (typing "+08" or "Tokyo" finds it). Reading ~400 zones' offsets takes the browser a few hundred
 * milliseconds, so the list is made after the page has painted, with the chosen zone alone
 * until then.
 */
export function TimezoneField({ value, error, disabled, onChange }: TimezoneFieldProps) {
  const { t } = useLingui();
  // Offsets as of opening the page: they change only at a summer-time switch.
  const [now] = useState(() => Date.now());
  const [all, setAll] = useState<ComboboxItem[] | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setAll(timeZoneChoices(now).map((choice) => itemOf(choice.zone, choice.offset)));
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [now]);
  const items = useMemo(() => {
    if (all !== null && all.some((item) => item.value === value)) return all;
    // The chosen zone is always offered, even one this browser does not list.
    const chosen = itemOf(value, chosenOffset(value, now));
    return all === null ? [chosen] : [chosen, ...all];
  }, [all, value, now]);
  return (
    <Field label={t`Time zone`} error={error}>
      {(control) => (
        <Combobox
          {...control}
          label={t`Time zone`}
          searchLabel={t`Search time zones`}
          emptyLabel={t`No time zone matches.`}
          items={items}
          value={value}
          disabled={disabled}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
