import { EmptyState, Spinner } from '@exchange/design-system';
import styles from './panel-status.module.css';

/** What a live panel (order book, tape) shows while it has nothing to list. */
export type PanelState = 'loading' | 'ready' | 'error' | 'empty';

export interface PanelStatusProps {
  status: PanelState;
  /** The panel's translated words for each state. */
  labels: { loading: string; empty: string; errorTitle: string; errorDescription: string };
  /** Leave this many pixels at the top uncovered, e.g. for the panel's column headings. */
  offsetTop?: number;
}

/**
 * Covers a panel's (empty, fixed-height) rows with a spinner, an empty state or an error while
 * there is nothing to show, so the rows keep their place and nothing shifts when data arrives.
 *
 * @example <PanelStatus status={book.status} labels={{ loading: t`Loading order book`, … }} />
 */
export function PanelStatus({ status, labels, offsetTop = 0 }: PanelStatusProps) {
  const overlay = styles.overlay;
  const style = { insetBlockStart: offsetTop };
  switch (status) {
    case 'ready':
      return null;
    case 'loading':
      return (
        <div className={overlay} style={style}>
          <Spinner label={labels.loading} />
        </div>
      );
    case 'empty':
      return (
        <div className={overlay} style={style}>
          <EmptyState size="compact" title={labels.empty} />
        </div>
      );
    case 'error':
      return (
        <div className={overlay} style={style} role="alert">
          <EmptyState
            size="compact"
            title={labels.errorTitle}
            description={labels.errorDescription}
          />
        </div>
      );
    default:
      return status satisfies never;
  }
}
