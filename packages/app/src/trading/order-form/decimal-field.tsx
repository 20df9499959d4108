import type { Ref } from 'react';
import { Field, NumericInput } from '@exchange/design-system';

/** Props of {@link DecimalField}. */
export interface DecimalFieldProps {
  label: string;
  value: string;
  /** The coin after the number. */
  suffix: string;
  /** The message under the field; marks it invalid. */
  error?: string | undefined;
  /** Gets every keystroke's text; the caller sanitises it (a rejected one keeps the old value). */
  onChange: (text: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One decimal field of the order form: label, number box with the coin suffix, and the error
 * under it (design-system Field styles), wired for screen readers.
 *
 * @example <DecimalField label="Amount" suffix="BTC" value={amount} onChange={setAmount} onBlur={touch} ref={ref} />
 */
export function DecimalField({
  label,
  value,
  suffix,
  error,
  onChange,
  onBlur,
  ref,
}: DecimalFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <NumericInput
          {...control}
          ref={ref}
          value={value}
          suffix={suffix}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
