import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Main line; pass the translated "No data". */
  title?: ReactNode;
  /** A second, quieter line that says what to do next. */
  description?: ReactNode;
  /** Replaces the default drawing. */
  icon?: ReactNode;
  /** A call to action, usually a Button. */
  action?: ReactNode;
  /** `compact` for table bodies and dropdowns. */
  size?: 'compact' | 'regular';
}

/**
 * What a list, table or search shows when it has nothing to show.
 *
 * @example <EmptyState title={t`No open orders`} action={<Button>Trade now</Button>} />
 */
export function EmptyState({
  title = 'No data',
  description,
  icon,
  action,
  size = 'regular',
}: EmptyStateProps) {
  return (
    <div className={styles.empty} data-size={size}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 64 48" width="64" height="48" fill="none">
            <path
              d="M8 30l8-16h32l8 16v12a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V30z"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M8 30h14l3 5h14l3-5h14" stroke="currentColor" strokeWidth="2" />
          </svg>
        )}
      </div>
      <p className={styles.title}>{title}</p>
      {description === undefined ? null : <p className={styles.description}>{description}</p>}
      {action === undefined ? null : <div className={styles.action}>{action}</div>}
    </div>
  );
}
