import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SpotPair } from '@exchange/api';
import { Checkbox, Tabs } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { OpenOrdersTab } from './open-orders-tab.tsx';
import { OrderHistoryTab } from './order-history-tab.tsx';
import type { OrdersTabProps } from '../../../trading/orders/orders-table.tsx';
import { OrdersSignInPrompt } from '../../../trading/orders/orders-sign-in-prompt.tsx';
import { spotOrdersQuery } from './spot-orders.query.ts';
import { TradeHistoryTab } from './trade-history-tab.tsx';
import { usePairFormats } from './use-pair-formats.ts';
import styles from './spot-orders.module.css';

/** Props of {@link SpotOrders}. */
export interface SpotOrdersProps {
  /** The pair shown; the "Hide other pairs" switch (on by default) may widen it to all. */
  symbol: string;
  /** Precisions and coin names of the page's pair. */
  pair: SpotPair;
  /** false: a sign-in prompt instead of the tables. */
  signedIn: boolean;
}

/**
 * The orders area of /spot-trade: tabs "Open orders (n)", "Order history" and "Trade history",
 * each paginated, with cancel one and cancel all. Data comes from TanStack Query under
 * {@link SPOT_ORDER_QUERY_KEYS}; the page invalidates those when the bindUid socket reports an
 * order or a fill, so the tables stay live.
 *
 * @example <SpotOrders symbol="BTCUSDT" pair={btcUsdt} signedIn={user !== null} />
 */
export function SpotOrders({ symbol, pair, signedIn }: SpotOrdersProps) {
  const { t } = useLingui();
  return (
    <section className={styles.root} aria-label={t`Your orders`}>
      {signedIn ? <OrdersTabs symbol={symbol} pair={pair} /> : <SignInPrompt />}
    </section>
  );
}

type TabKey = 'open' | 'history' | 'trades';
type Pages = Record<TabKey, number> & { scope: string };

function OrdersTabs({ symbol, pair }: { symbol: string; pair: SpotPair }) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const formatOf = usePairFormats(pair);
  const [hideOthers, setHideOthers] = useState(true);
  const shown = hideOthers ? symbol : null;
  // Each tab keeps its page while the user switches tabs; a new pair or filter starts at page 1.
  const scope = shown ?? '*';
  const [savedPages, setPages] = useState<Pages>({ scope, open: 1, history: 1, trades: 1 });
  const pages: Pages =
    savedPages.scope === scope ? savedPages : { scope, open: 1, history: 1, trades: 1 };
  // The same query as the open orders tab (deduplicated): its total is the count in the label.
  const open = useQuery(spotOrdersQuery(api, 'open', { symbol: shown, page: pages.open }));
  const openTotal = open.data?.total;

  // Each panel shows the switch in its own toolbar: only the open panel is mounted at a time.
  const filter = (
    <Checkbox label={t`Hide other pairs`} checked={hideOthers} onCheckedChange={setHideOthers} />
  );
  const tabProps = (tab: TabKey): OrdersTabProps => ({
    symbol: shown,
    page: pages[tab],
    onPageChange: (page) => {
      setPages({ ...pages, [tab]: page });
    },
    formatOf,
    filter,
  });

  return (
    <Tabs
      label={t`Your orders`}
      items={[
        {
          value: 'open',
          label: openTotal === undefined ? t`Open orders` : t`Open orders (${openTotal})`,
          content: <OpenOrdersTab {...tabProps('open')} pairName={pair.name} />,
        },
        {
          value: 'history',
          label: t`Order history`,
          content: <OrderHistoryTab {...tabProps('history')} />,
        },
        {
          value: 'trades',
          label: t`Trade history`,
          content: <TradeHistoryTab {...tabProps('trades')} />,
        },
      ]}
    />
  );
}

function SignInPrompt() {
  return (
    <OrdersSignInPrompt>
      <Trans>Log in to see your open orders, order history and trades.</Trans>
    </OrdersSignInPrompt>
  );
}
