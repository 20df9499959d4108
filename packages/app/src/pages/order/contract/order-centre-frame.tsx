import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './order-centre.module.css';

/** The order centre's three contract pages. */
export type OrderCentreSection = 'entrust' | 'history' | 'futures';

/** Props of {@link OrderCentreFrame}. */
export interface OrderCentreFrameProps {
  section: OrderCentreSection;
  /** The page's heading (its title from PAGE_TITLES). */
  title: string;
  /** What the page is doing, for tests and the Arabic baseline: loading, error, empty, ready. */
  state: 'loading' | 'error' | 'empty' | 'ready';
  children: ReactNode;
}

/**
 * The frame of the contract order centre: its heading and the links between open orders
 * (/order/contract/entrust), order history (/order/contract/history) and trades and funding
 * (/order/futures), the current one marked `aria-current="page"` by the router.
 */
export function OrderCentreFrame({ section, title, state, children }: OrderCentreFrameProps) {
  const { t } = useLingui();
  return (
    <main className={styles.page} data-state={state} data-section={section}>
      <h1 className={styles.title}>{title}</h1>
      <nav className={styles.nav} aria-label={t`Futures order centre`}>
        <Link to="/order/contract/entrust" className={styles.link}>
          {t`Open orders`}
        </Link>
        <Link to="/order/contract/history" className={styles.link}>
          {t`Order history`}
        </Link>
        <Link to="/order/futures" className={styles.link}>
          {t`Trades and funding`}
        </Link>
      </nav>
      {children}
    </main>
  );
}
