import type { ReactNode } from 'react';
import { Num } from '@exchange/design-system';
import { HideAmountsToggle } from './hide-amounts-toggle.tsx';
import { masked } from './use-hide-amounts.ts';
import styles from './assets-page.module.css';

export interface AccountSummaryProps {
  /** The page's h1. */
  title: ReactNode;
  /** What the total is, e.g. "Account value", "Wallet balance"; the eye toggle follows it. */
  caption: ReactNode;
  /** The total, already formatted with its unit (masked when amounts are hidden). */
  total: string;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
  /** The page's actions (deposit, withdraw, transfer…). */
  children: ReactNode;
}

/**
 * The head of an account page (/assets/spot-account, /assets/futures-account): the title, the
 * account's total with the hide-amounts eye, and the page's actions beside them.
 */
export function AccountSummary({
  title,
  caption,
  total,
  hidden,
  onHiddenChange,
  children,
}: AccountSummaryProps) {
  return (
    <header className={styles.header}>
      <div className={styles.summary}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.caption}>
          {caption}
          <HideAmountsToggle hidden={hidden} onChange={onHiddenChange} />
        </p>
        <p className={styles.total}>
          <Num>{masked(total, hidden)}</Num>
        </p>
      </div>
      <div className={styles.actions}>{children}</div>
    </header>
  );
}
