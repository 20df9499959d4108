import * as RadixSelect from '@radix-ui/react-select';
import { useState, type ReactNode } from 'react';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import styles from './select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps<V extends string = string> {
  options: readonly SelectOption<V>[];
  /** Controlled value; leave out and use `defaultValue` for an uncontrolled select. */
  value?: V;
  defaultValue?: V;
  /** Called only when a different value is chosen: choosing the current one is no change. */
  onChange?: (value: V) => void;
  placeholder?: ReactNode;
  /** Accessible name when no visible <label> points at the select (via `id`). */
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  name?: string;
}

/**
 * A dropdown select: opens on click, closes on blur (a click outside, Escape, or the window
 * losing focus) or on choosing an item; choosing the current value triggers no change
 * (SPEC.md section 4). Keyboard: arrows, Home/End, type-ahead, Enter.
 *
 * @example
 * <Select aria-label={t`Candle type`} options={candleTypes} value={type} onChange={setType} />
 */
export function Select<V extends string = string>({
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  id,
  disabled,
  size = 'md',
  name,
}: SelectProps<V>) {
  const dir = useDocumentDirection();
  const [ownValue, setOwnValue] = useState<V | undefined>(defaultValue);
  const current = value ?? ownValue;
  return (
    <RadixSelect.Root
      dir={dir}
      // Radix treats '' as "no value" and shows the placeholder.
      value={current ?? ''}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen === undefined || chosen.value === current) return;
        if (value === undefined) setOwnValue(chosen.value);
        onChange?.(chosen.value);
      }}
      disabled={disabled}
      name={name}
    >
      <RadixSelect.Trigger
        id={id}
        className={styles.trigger}
        data-size={size}
        aria-label={ariaLabel}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className={styles.icon}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.check}>
                  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
