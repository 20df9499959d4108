import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './button.module.css';

/** The kinds of button; `confirm` is the default (SPEC.md section 2). */
export type ButtonVariant = 'confirm' | 'cancel' | 'secondary' | 'danger' | 'text';

/** Props of {@link Button}: every native button prop plus the ones below. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  block?: boolean;
}

/**
 * A button, `type="button"` unless told otherwise so it never submits a form by accident.
 *
 * @example <Button variant="danger" loading={isPending} onClick={cancelOrder}>Cancel order</Button>
 */
export function Button({
  variant = 'confirm',
  size = 'md',
  loading = false,
  block = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className === undefined ? styles.button : `${styles.button} ${className}`}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      data-state={loading ? 'loading' : disabled ? 'disabled' : 'idle'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
