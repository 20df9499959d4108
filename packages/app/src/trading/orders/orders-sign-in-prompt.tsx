import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './orders-sign-in-prompt.module.css';

/**
 * Shown to a visitor instead of a trading page's orders area (spot orders, contract positions):
 * what signing in would show, then Log in and Register.
 *
 * @example <OrdersSignInPrompt><Trans>Log in to see your open orders.</Trans></OrdersSignInPrompt>
 */
export function OrdersSignInPrompt({ children }: { children: ReactNode }) {
  return (
    <div className={styles.prompt}>
      <p>{children}</p>
      <div className={styles.promptActions}>
        <Link to="/user/login" className={styles.link}>
          <Trans>Log in</Trans>
        </Link>
        <Link to="/user/register" className={styles.link}>
          <Trans>Register</Trans>
        </Link>
      </div>
    </div>
  );
}
