import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, VISUALLY_HIDDEN } from '@exchange/design-system';
import styles from './article-states.module.css';

// The help centre's loading and failure blocks, one set for the article list, its categories,
// an article and a help topic's questions (issues 21–23): a failure says what could not be
// loaded with a retry; a load shows placeholder rows and tells screen readers what is loading.

export interface LoadFailedProps {
  /** What could not be loaded, as a sentence ("The articles could not be loaded."). */
  message: string;
  /** A retry is under way: the button spins. */
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load: the message and a Retry button, announced as an alert. */
export function LoadFailed({ message, retrying, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className={styles.status}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

export interface LoadingRowsProps {
  /** What is loading, for screen readers ("Loading the articles…"). */
  label: ReactNode;
  rows: number;
  /** The list's own class (the loaded list's), so the placeholders sit where the rows will. */
  listClassName: string | undefined;
  /** One placeholder row's class (its height). */
  rowClassName: string | undefined;
}

/** Placeholder rows while a list loads (`aria-busy`, `data-state="loading"`). */
export function LoadingRows({ label, rows, listClassName, rowClassName }: LoadingRowsProps) {
  return (
    <div aria-busy="true" data-state="loading">
      <p className={VISUALLY_HIDDEN} role="status">
        {label}
      </p>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={rowClassName} />
        ))}
      </ul>
    </div>
  );
}
