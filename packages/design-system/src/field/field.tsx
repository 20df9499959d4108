import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** The attributes a {@link Field} hands its control so label, hint and error are announced. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** Help shown under the control while there is no error. */
  hint?: ReactNode;
  /** An error message; when present the control is marked invalid and the hint is replaced. */
  error?: ReactNode;
  /** Use this id for the control instead of a generated one. */
  id?: string;
  /** Renders the control, spreading the given props onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form field: a label, the control, and a hint or an error, wired together with
 * `htmlFor`, `aria-describedby` and `aria-invalid` so screen readers read all three.
 *
 * @example
 * <Field label="Email" error={errors.email}>
 *   {(control) => <input {...control} type="email" />}
 * </Field>
 */
export function Field({ label, hint, error, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const showHint = !hasError && hint !== undefined && hint !== null;
  const describedBy = hasError ? errorId : showHint ? hintId : undefined;
  return (
    <div className={styles.field} data-state={hasError ? 'invalid' : 'valid'}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : undefined,
      })}
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
