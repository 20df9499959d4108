import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../field/field.tsx';
import styles from './text-input.module.css';

/** Props of {@link TextInput}: every native input prop plus a label, hint and error text. */
export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text under the input; marks it invalid. */
  error?: ReactNode;
  /** Shown inside the box before the text (an icon, a currency). */
  prefix?: ReactNode;
  /** Shown inside the box after the text (a unit, a button). */
  suffix?: ReactNode;
}

/**
 * A labelled single-line text input with optional hint and error text.
 *
 * @example <TextInput label={t`Email`} type="email" value={email} onChange={…} error={error} />
 */
export function TextInput({
  label,
  hint,
  error,
  prefix,
  suffix,
  id,
  type = 'text',
  className,
  ...rest
}: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <span className={styles.box}>
          {prefix === undefined ? null : <span className={styles.affix}>{prefix}</span>}
          <input
            {...rest}
            {...control}
            type={type}
            className={className === undefined ? styles.input : `${styles.input} ${className}`}
          />
          {suffix === undefined ? null : <span className={styles.affix}>{suffix}</span>}
        </span>
      )}
    </Field>
  );
}
