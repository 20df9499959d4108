import type { ReactNode } from 'react';
import type { BadgeTone } from './badge.tsx';
import styles from './badge.module.css';

/** Props of {@link Tag}. */
export interface TagProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** When given, the tag shows a remove button that calls it. */
  onRemove?: () => void;
  /** Accessible name of the remove button; translate it in the app. */
  removeLabel?: string;
}

/**
 * A label chip for a chosen filter or value (a coin, a network), optionally removable.
 *
 * @example <Tag onRemove={() => drop('BTC')} removeLabel="Remove BTC">BTC</Tag>
 */
export function Tag({ children, tone = 'neutral', onRemove, removeLabel = 'Remove' }: TagProps) {
  return (
    <span className={styles.badge} data-tone={tone} data-variant="outline" data-kind="tag">
      {children}
      {onRemove ? (
        <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
          <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false">
            <path d="M2 2l6 6M8 2l-6 6" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      ) : null}
    </span>
  );
}
