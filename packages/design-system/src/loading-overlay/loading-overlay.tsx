import type { ReactNode } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './loading-overlay.module.css';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** While true the content is covered by a spinner and marked busy. */
  loading: boolean;
  /** Announced text; pass the translated "Loading". */
  label?: string;
  children?: ReactNode;
}

/**
 * Covers its content with a translucent layer and a spinner while data loads, as the chart
 * does while a history page arrives (SPEC.md section 2). The content stays mounted underneath.
 *
 * @example <LoadingOverlay loading={isLoading}><Chart … /></LoadingOverlay>
 */
export function LoadingOverlay({ loading, label = 'Loading', children }: LoadingOverlayProps) {
  return (
    <div className={styles.container} aria-busy={loading} data-state={loading ? 'loading' : 'idle'}>
      {children}
      {loading ? (
        <div className={styles.overlay}>
          <Spinner size="lg" label={label} />
        </div>
      ) : null}
    </div>
  );
}
