import { useLingui } from '@lingui/react/macro';
import type { ReportAccount, ReportPeriod } from '@exchange/api';
import { Field, Select, TextInput } from '@exchange/design-system';
import type { ReportSearch } from './report-search.ts';
import styles from './report-page.module.css';

/** Props of {@link ReportControls}. */
export interface ReportControlsProps {
  search: ReportSearch;
  /** A change of the period, its days or the account. */
  onChange: (change: ReportSearch) => void;
}

/**
 * The report's period (7, 30, 90 days or custom: a first and a last UTC day) as a group of
 * toggle buttons, and the account as a select.
 */
export function ReportControls({ search, onChange }: ReportControlsProps) {
  const { t } = useLingui();
  const period = search.period ?? '30d';
  const periods: { value: ReportPeriod; label: string }[] = [
    { value: '7d', label: t`7 days` },
    { value: '30d', label: t`30 days` },
    { value: '90d', label: t`90 days` },
    { value: 'custom', label: t`Custom` },
  ];
  const accounts: { value: ReportAccount; label: string }[] = [
    { value: 'all', label: t`All accounts` },
    { value: 'spot', label: t`Spot` },
    { value: 'futures', label: t`Futures` },
    { value: 'option', label: t`Options` },
  ];
  return (
    <div className={styles.controls}>
      <div role="group" aria-label={t`Period`} className={styles.periods}>
        {periods.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={styles.period}
            aria-pressed={period === choice.value}
            onClick={() => {
              onChange(
                choice.value === 'custom'
                  ? { period: 'custom' }
                  : { period: choice.value, from: undefined, to: undefined },
              );
            }}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {period === 'custom' ? (
        <div className={styles.days}>
          <TextInput
            label={t`First day (UTC)`}
            type="date"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => {
              onChange({ from: event.target.value || undefined });
            }}
          />
          <TextInput
            label={t`Last day (UTC)`}
            type="date"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => {
              onChange({ to: event.target.value || undefined });
            }}
          />
        </div>
      ) : null}
      <Field label={t`Account`}>
        {(control) => (
          <Select
            id={control.id}
            size="sm"
            value={search.account ?? 'all'}
            options={accounts}
            onChange={(account) => {
              onChange({ account });
            }}
          />
        )}
      </Field>
    </div>
  );
}
