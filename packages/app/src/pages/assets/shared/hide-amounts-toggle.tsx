import { useLingui } from '@lingui/react/macro';
import styles from './assets-page.module.css';

/**
 * The eye beside a page's totals: hides or shows every amount of the page (aria-pressed when
 * hidden).
 *
 * @example <HideAmountsToggle hidden={hidden} onChange={setHidden} />
 */
export function HideAmountsToggle({
  hidden,
  onChange,
}: {
  hidden: boolean;
  onChange: (hidden: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.eye}
      aria-pressed={hidden}
      aria-label={t`Hide amounts`}
      data-state={hidden ? 'hidden' : 'shown'}
      onClick={() => {
        onChange(!hidden);
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
        {hidden ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" /> : null}
      </svg>
    </button>
  );
}
