import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Tabs } from '@exchange/design-system';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { CopiesTab } from './copies-tab.tsx';
import {
  COPY_ORDER_TABS,
  withCopyTab,
  type CopyOrderTab,
  type CopyOrdersSearch,
} from './copy-orders-search.ts';
import { OrdersTab } from './orders-tab.tsx';
import { PositionsTab } from './positions-tab.tsx';
import { SharesTab } from './shares-tab.tsx';
import styles from './copy-orders.module.css';

/** Props of {@link CopyOrdersPage}. */
export interface CopyOrdersPageProps {
  search: CopyOrdersSearch;
  onSearchChange: (search: CopyOrdersSearch) => void;
}

/**
 * /copy-trade/order (issue 24): the follower's side of copy trading on tabs (`?tab=`): copied
 * positions, the copies themselves, the orders placed for them (skipped ones with the reason)
 * and the profit shares paid and received. Copy data is polled (every 3 s), no socket event.
 */
export function CopyOrdersPage({ search, onSearchChange }: CopyOrdersPageProps) {
  const { t, i18n } = useLingui();
  const tab: CopyOrderTab = search.tab ?? 'positions';
  const history = { search, onSearchChange };

  return (
    <main className={styles.page} data-tab={tab}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{i18n._(PAGE_TITLES.copyOrders)}</h1>
        <Link to="/copy-trade" className={styles.link}>
          {t`Find lead traders`}
        </Link>
      </div>
      <Tabs
        label={t`Copy trading records`}
        value={tab}
        onValueChange={(value) => {
          onSearchChange(
            withCopyTab(COPY_ORDER_TABS.find((item) => item === value) ?? 'positions'),
          );
        }}
        items={[
          {
            value: 'positions',
            label: t`Copied positions`,
            content: tab === 'positions' ? <PositionsTab /> : null,
          },
          {
            value: 'copies',
            label: t`My copies`,
            content: tab === 'copies' ? <CopiesTab /> : null,
          },
          {
            value: 'orders',
            label: t`Copied orders`,
            content: tab === 'orders' ? <OrdersTab {...history} /> : null,
          },
          {
            value: 'shares',
            label: t`Profit shares`,
            content: tab === 'shares' ? <SharesTab {...history} /> : null,
          },
        ]}
      />
    </main>
  );
}
