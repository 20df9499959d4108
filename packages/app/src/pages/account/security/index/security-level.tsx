import { Trans, useLingui } from '@lingui/react/macro';
import type { SecurityLevel as Level } from '@exchange/api';
import { SECURITY_LEVELS } from '../shared/security-labels.ts';
import styles from './security-page.module.css';

const STEPS: Record<Level, number> = { low: 1, medium: 2, high: 3 };

/** The account's security level (the server derives it) as a three-step meter with its word. */
export function SecurityLevel({ level }: { level: Level }) {
  const { t, i18n } = useLingui();
  const word = i18n._(SECURITY_LEVELS[level]);
  const filled = STEPS[level];
  return (
    <div className={styles.level} data-level={level}>
      <span className={styles.levelLabel}>
        <Trans>Security level</Trans> <strong>{word}</strong>
      </span>
      <div
        className={styles.meter}
        role="meter"
        aria-label={t`Security level`}
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={filled}
        aria-valuetext={word}
      >
        {[1, 2, 3].map((step) => (
          <span key={step} data-state={step <= filled ? 'on' : 'off'} />
        ))}
      </div>
      {level === 'high' ? null : (
        <span className={styles.levelHint}>
          <Trans>Link Google Authenticator and your phone and set an anti-phishing code.</Trans>
        </span>
      )}
    </div>
  );
}
