import styles from './spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter: 16, 24 or 40 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; pass the translated "Loading". */
  label?: string;
  /** Inside a control that already says it is busy (a loading button), the spinner is only decoration. */
  decorative?: boolean;
}

/**
 * A rotating ring that tells the user something is loading.
 *
 * @example <Spinner label={t`Loading`} />
 */
export function Spinner({ size = 'md', label = 'Loading', decorative = false }: SpinnerProps) {
  return decorative ? (
    <span className={styles.spinner} data-size={size} aria-hidden="true" />
  ) : (
    <span className={styles.spinner} data-size={size} role="status" aria-label={label} />
  );
}
