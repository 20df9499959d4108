import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import inputStyles from '../text-input/text-input.module.css';
import { acceptsNumericInput } from './numeric-input-rule.ts';

/** Props of {@link NumericInput}. */
export interface NumericInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix' | 'min' | 'max' | 'size'
> {
  /** Controlled text; leave out and use `defaultValue` for an uncontrolled input. */
  value?: string;
  defaultValue?: string;
  /** Called with the new text, only when it passes the rule (empty text passes as ''). */
  onChange?: (value: string) => void;
  /** Decimals allowed; floored, at least 0. Without it any text passes (SPEC.md section 5). */
  precision?: number;
  min?: number | string;
  max?: number | string;
  /** Shown inside the box before the number (e.g. "≈"). */
  prefix?: ReactNode;
  /** Shown inside the box after the number (e.g. "USDC"). */
  suffix?: ReactNode;
}

/**
 * A text box for numbers that applies SPEC.md section 5 on every keystroke: a keystroke that
 * would make the text fail {@link acceptsNumericInput} is ignored, and no message is shown.
 * The wrapper carries `data-state="focus"` or `"normal"` (SPEC.md section 4: input status).
 *
 * @example
 * <NumericInput aria-label="Period" precision={0} min={1} value={text} onChange={setText} />
 */
export function NumericInput({
  value,
  defaultValue = '',
  onChange,
  precision,
  min,
  max,
  prefix,
  suffix,
  className,
  onFocus,
  onBlur,
  ...rest
}: NumericInputProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [status, setStatus] = useState<'normal' | 'focus'>('normal');
  const text = value ?? ownValue;
  return (
    <span className={inputStyles.box} data-state={status}>
      {prefix === undefined ? null : <span className={inputStyles.affix}>{prefix}</span>}
      <input
        {...rest}
        type="text"
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        className={
          className === undefined ? inputStyles.input : `${inputStyles.input} ${className}`
        }
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          // Rejected: React puts the previous text back on the next render.
          if (!acceptsNumericInput(next, { precision, min, max })) return;
          if (value === undefined) setOwnValue(next);
          onChange?.(next);
        }}
        onFocus={(event) => {
          setStatus('focus');
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setStatus('normal');
          onBlur?.(event);
        }}
      />
      {suffix === undefined ? null : <span className={inputStyles.affix}>{suffix}</span>}
    </span>
  );
}
