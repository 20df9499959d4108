import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import styles from './checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** Visible label; clicking it toggles the box too. */
  label: ReactNode;
  /** Controlled state; leave out and use `defaultChecked` for an uncontrolled box. */
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state after every toggle (SPEC.md section 4). */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
}

/**
 * A checkbox with its label that toggles and reports its new state.
 *
 * @example <Checkbox label="Show grid" checked={grid} onCheckedChange={setGrid} />
 */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  name,
  id,
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <span className={styles.wrapper} data-disabled={disabled || undefined}>
      <RadixCheckbox.Root
        id={boxId}
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={disabled}
        name={name}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={boxId} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
