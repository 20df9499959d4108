import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field } from '../field/field.tsx';
import inputStyles from '../text-input/text-input.module.css';
import styles from './password-input.module.css';

/** Props of {@link PasswordInput}. */
export interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text under the input; marks it invalid. */
  error?: ReactNode;
  /** Accessible name of the reveal button while hidden; pass the translation. */
  showLabel?: string;
  /** Accessible name of the reveal button while shown; pass the translation. */
  hideLabel?: string;
}

/**
 * A labelled password input with a button that shows or hides what was typed.
 *
 * @example <PasswordInput label={t`Password`} autoComplete="current-password" error={error} />
 */
export function PasswordInput({
  label,
  hint,
  error,
  id,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  className,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <span className={inputStyles.box}>
          <input
            {...rest}
            {...control}
            type={visible ? 'text' : 'password'}
            className={
              className === undefined ? inputStyles.input : `${inputStyles.input} ${className}`
            }
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            aria-controls={control.id}
            disabled={rest.disabled}
            onClick={() => {
              setVisible((shown) => !shown);
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none">
              <path
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                stroke="currentColor"
                strokeWidth="2"
              />
              <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
              {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
            </svg>
          </button>
        </span>
      )}
    </Field>
  );
}
