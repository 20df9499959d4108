import type { SettledNotice } from './use-option-settled.ts';
import styles from './option-order-form.module.css';

/**
 * The latest settled option under the form ("BTC/USDT up option won: +8.50 USDT."), announced
 * politely; nothing before the first settlement. The toast tells it too, and goes away.
 *
 * @example <SettledNoticeLine notice={settled} />
 */
export function SettledNoticeLine({ notice }: { notice: SettledNotice | null }) {
  return (
    <p className={styles.settled} role="status" data-tone={notice?.tone}>
      {notice?.text}
    </p>
  );
}
