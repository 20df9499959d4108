import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OptionTime } from '@exchange/api';
import { formatPercent, Num } from '@exchange/design-system';
import Big from 'big.js';
import styles from './option-order-form.module.css';

/**
 * A duration in words: "30 s" under a minute, "3 min" from one.
 *
 * @example useDurationLabel()(180) // '3 min'
 */
export function useDurationLabel(): (seconds: number) => string {
  const { t } = useLingui();
  return (seconds) => {
    if (seconds < 60 || seconds % 60 !== 0) return t`${seconds} s`;
    const minutes = seconds / 60;
    return t`${minutes} min`;
  };
}

/**
 * A payout rate on the wire ("0.85") as the chips show it ("85%").
 *
 * @example payoutPercent('0.825') // '82.5%'
 */
export function payoutPercent(rate: string): string {
  return formatPercent(new Big(rate).times(100).toFixed(), -1);
}

/** Props of {@link DurationPicker}. */
export interface DurationPickerProps {
  times: readonly OptionTime[];
  value: number | null;
  onChange: (id: number) => void;
  /** The server's refusal of the duration (field `time_id`). */
  error: string | undefined;
  disabled: boolean;
}

/**
 * The durations on offer as chips (a radio group), each with its payout rate: 30 s 80 %,
 * 1 min 82 %, 3 min 85 %, 5 min 88 % by default.
 *
 * @example <DurationPicker times={times} value={2} onChange={choose} error={undefined} disabled={false} />
 */
export function DurationPicker({ times, value, onChange, error, disabled }: DurationPickerProps) {
  const { t } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const label = useDurationLabel();
  return (
    <fieldset
      className={styles.durations}
      disabled={disabled}
      aria-describedby={error === undefined ? undefined : errorId}
    >
      <legend className={styles.legend}>{t`Duration`}</legend>
      <div className={styles.chips}>
        {times.map((time) => (
          <label key={time.id} className={styles.chip}>
            <input
              type="radio"
              name={name}
              className={styles.chipInput}
              checked={time.id === value}
              onChange={() => {
                onChange(time.id);
              }}
            />
            <span className={styles.chipDuration}>{label(time.seconds)}</span>
            <span className={styles.chipRate}>
              <Num>{payoutPercent(time.payout_rate)}</Num>
            </span>
          </label>
        ))}
      </div>
      {error === undefined ? null : (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
