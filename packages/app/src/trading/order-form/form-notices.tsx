import type { AriaRole, ReactNode } from 'react';
import styles from './order-form-blocks.module.css';

/**
 * A small muted line under an order form's fields (the fees, what a trigger watches).
 *
 * @example <FormHint>{t`Fee: taker ${taker}`}</FormHint>
 */
export function FormHint({ children }: { children: ReactNode }) {
  return <p className={styles.hint}>{children}</p>;
}

/**
 * A boxed warning in an order form or its dialogs: the pair is halted, a high leverage.
 *
 * @example <FormNotice><Trans>Trading is halted on this pair.</Trans></FormNotice>
 */
export function FormNotice({ role, children }: { role?: AriaRole; children: ReactNode }) {
  return (
    <p className={styles.notice} role={role}>
      {children}
    </p>
  );
}

/**
 * The form-wide refusal of the last send (announced at once), or nothing when there is none.
 *
 * @example <FormAlert message={rejection} />
 */
export function FormAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
