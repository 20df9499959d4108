import { useLingui } from '@lingui/react/macro';
import styles from './order-book.module.css';

/** Which sides the book shows. */
export type BookView = 'both' | 'bids' | 'asks';

/** Props of {@link BookViewToggle}. */
export interface BookViewToggleProps {
  view: BookView;
  onChange: (view: BookView) => void;
}

/** A small icon: two stacked bars, coloured by the sides the view shows. */
function ViewIcon({ view }: { view: BookView }) {
  const top = view === 'bids' ? 'var(--ex-color-rise)' : 'var(--ex-color-fall)';
  const bottom = view === 'asks' ? 'var(--ex-color-fall)' : 'var(--ex-color-rise)';
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <rect x="2" y="2" width="5" height="5" fill={top} />
      <rect x="2" y="9" width="5" height="5" fill={bottom} />
      <path d="M9 3h5M9 6h5M9 10h5M9 13h5" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/**
 * Three icon buttons choosing both sides, bids only or asks only; the chosen one is pressed.
 *
 * @example <BookViewToggle view={view} onChange={setView} />
 */
export function BookViewToggle({ view, onChange }: BookViewToggleProps) {
  const { t } = useLingui();
  const views: readonly { value: BookView; label: string }[] = [
    { value: 'both', label: t`Show bids and asks` },
    { value: 'bids', label: t`Show bids only` },
    { value: 'asks', label: t`Show asks only` },
  ];
  return (
    <div className={styles.views} role="group" aria-label={t`Order book view`}>
      {views.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.viewButton}
          aria-label={option.label}
          aria-pressed={view === option.value}
          onClick={() => {
            onChange(option.value);
          }}
        >
          <ViewIcon view={option.value} />
        </button>
      ))}
    </div>
  );
}
