import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Tabs } from '@exchange/design-system';
import { useAuth } from '../../app-services.tsx';
import { useC2cUserEvents } from '../../queries/c2c.query.ts';
import { withTab, type C2cSearch, type C2cTab } from './c2c-search.ts';
import { AdsTab } from './ads/ads-tab.tsx';
import { MarketTab } from './market/market-tab.tsx';
import { OrderView } from './order/order-view.tsx';
import { OrdersTab } from './orders/orders-tab.tsx';
import { PaymentTab } from './payment/payment-tab.tsx';
import styles from './c2c-page.module.css';

/** Props of {@link C2cPage}. */
export interface C2cPageProps {
  search: C2cSearch;
  onSearchChange: (search: C2cSearch) => void;
}

/**
 * /c2c (issue 22): peer-to-peer trading of coins for fiat. The market's ads and the caller's
 * orders on tabs (`?tab=`), and the order view (`?order={id}`) over them. The `c2c` user
 * events keep orders and chats live.
 */
export function C2cPage({ search, onSearchChange }: C2cPageProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  useC2cUserEvents();
  const tab: C2cTab = search.tab ?? 'market';
  const openOrder = (id: number) => {
    onSearchChange({ tab: 'orders', order: id });
  };

  return (
    <main className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t`C2C trading`}</h1>
        <Link to="/c2c/help" className={styles.link}>
          {t`How C2C works`}
        </Link>
      </div>
      {search.order !== undefined ? (
        <OrderView
          id={search.order}
          onBack={() => {
            const { order: _order, ...rest } = search;
            onSearchChange(rest);
          }}
        />
      ) : (
        <Tabs
          label={t`C2C sections`}
          value={tab}
          onValueChange={(value) => {
            onSearchChange(
              withTab(
                search,
                value === 'orders' || value === 'ads' || value === 'payment' ? value : 'market',
              ),
            );
          }}
          items={[
            {
              value: 'market',
              label: t`Market`,
              content:
                tab === 'market' ? (
                  <MarketTab
                    search={search}
                    onSearchChange={onSearchChange}
                    signedIn={signedIn}
                    onPlaced={(order) => {
                      openOrder(order.id);
                    }}
                  />
                ) : null,
            },
            ...(signedIn
              ? [
                  {
                    value: 'orders',
                    label: t`My orders`,
                    content:
                      tab === 'orders' ? (
                        <OrdersTab
                          search={search}
                          onSearchChange={onSearchChange}
                          onOpen={openOrder}
                        />
                      ) : null,
                  },
                  {
                    value: 'ads',
                    label: t`My ads`,
                    content: tab === 'ads' ? <AdsTab /> : null,
                  },
                  {
                    value: 'payment',
                    label: t`Payment methods`,
                    content: tab === 'payment' ? <PaymentTab /> : null,
                  },
                ]
              : []),
          ]}
        />
      )}
    </main>
  );
}
