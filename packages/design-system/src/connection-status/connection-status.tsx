import { Button } from '../button/button.tsx';
import styles from './connection-status.module.css';

/**
 * Where a live feed stands, as a trader needs to know it: `connecting` before the first open,
 * `live` while data flows, `stale` when connected but silent too long, `reconnecting` after a
 * drop, `offline` when the device is offline or the feed gave up.
 */
export type ConnectionState = 'connecting' | 'live' | 'stale' | 'reconnecting' | 'offline';

/** Props of {@link ConnectionStatus}. */
export interface ConnectionStatusProps {
  state: ConnectionState;
  /** The state in words, e.g. "Reconnecting (attempt 2 of 5)"; announced politely on change. */
  label: string;
  /** Secondary words beside the label, e.g. "Last update 14:03:07"; not announced. */
  detail?: string;
  /** Offers a retry (the feed gave up): the button's text and what it does. */
  retry?: { label: string; onRetry: () => void };
}

/**
 * A status pill for a live feed: a coloured dot and the state in words, the time of the last
 * update beside it, and a Retry button once the feed has given up. Colour is never the only
 * signal: the label always says the state.
 *
 * @example
 * <ConnectionStatus state="reconnecting" label="Reconnecting (attempt 2 of 5)"
 *   detail="Last update 14:03:07" />
 */
export function ConnectionStatus({ state, label, detail, retry }: ConnectionStatusProps) {
  return (
    <div className={styles.root} data-state={state}>
      {/* Only the state is a live region: the detail's clock must not be read out each time. */}
      <span className={styles.pill} role="status">
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
      </span>
      {detail === undefined ? null : <span className={styles.detail}>{detail}</span>}
      {retry === undefined ? null : (
        <Button variant="secondary" size="sm" onClick={retry.onRetry}>
          {retry.label}
        </Button>
      )}
    </div>
  );
}
