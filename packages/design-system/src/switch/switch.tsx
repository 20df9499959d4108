import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import styles from './switch.module.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Visible label; clicking it flips the switch too. */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Put the label after the switch (default: before it, as in settings lists). */
  labelPosition?: 'start' | 'end';
}

/**
 * An on/off switch with its label, for settings that apply at once (chart settings, theme).
 *
 * @example <Switch label="Reverse axis" checked={reversed} onCheckedChange={setReversed} />
 */
export function Switch({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  name,
  id,
  labelPosition = 'start',
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const labelElement = (
    <label htmlFor={switchId} className={styles.label}>
      {label}
    </label>
  );
  return (
    <span className={styles.wrapper} data-disabled={disabled || undefined}>
      {labelPosition === 'start' ? labelElement : null}
      <RadixSwitch.Root
        id={switchId}
        className={styles.track}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      {labelPosition === 'end' ? labelElement : null}
    </span>
  );
}
