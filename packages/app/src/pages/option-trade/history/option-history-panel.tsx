import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Tabs } from '@exchange/design-system';
import { useOptionOrders } from '../../../queries/option.query.ts';
import { OpenOptionsTable } from '../../../trading/option-orders/open-options-table.tsx';
import { OptionHistoryTable } from '../../../trading/option-orders/option-history-table.tsx';
import { OrdersSignInPrompt } from '../../../trading/orders/orders-sign-in-prompt.tsx';
import styles from './option-history-panel.module.css';

/** Props of {@link OptionHistoryPanel}. */
export interface OptionHistoryPanelProps {
  /** The page's pair; the "Hide other pairs" switch (on by default) may widen it to all. */
  symbol: string;
  /** false: a sign-in prompt instead of the tables. */
  signedIn: boolean;
}

type TabKey = 'open' | 'history';
type Pages = Record<TabKey, number> & { scope: string };

/**
 * /option-trade's history component (SPEC.md section 2): tabs "Open options (n)" with the live
 * countdown and whether each is in or out of the money, and "History" with each result and
 * profit; both paginated, for this pair or all.
 *
 * @example <OptionHistoryPanel symbol="BTCUSDT" signedIn />
 */
export function OptionHistoryPanel({ symbol, signedIn }: OptionHistoryPanelProps) {
  const { t } = useLingui();
  return (
    <section className={styles.root} aria-label={t`Your options`}>
      {signedIn ? (
        <OptionTabs symbol={symbol} />
      ) : (
        <OrdersSignInPrompt>
          <Trans>Log in to see your options.</Trans>
        </OrdersSignInPrompt>
      )}
    </section>
  );
}

function OptionTabs({ symbol }: { symbol: string }) {
  const { t } = useLingui();
  const [hideOthers, setHideOthers] = useState(true);
  const scope = hideOthers ? symbol : '*';
  const filter = hideOthers ? { symbol } : {};
  // Each tab keeps its page while the user switches tabs; a new pair or scope starts at page 1.
  const [saved, setPages] = useState<Pages>({ scope, open: 1, history: 1 });
  const pages: Pages = saved.scope === scope ? saved : { scope, open: 1, history: 1 };
  const pageProps = (tab: TabKey) => ({
    page: pages[tab],
    onPageChange: (page: number) => {
      setPages({ ...pages, [tab]: page });
    },
  });
  // The first page of open options (the chart's query when unfiltered): its total labels the tab.
  const open = useOptionOrders({ ...filter, state: 'open', page: 1 }, true);
  const openTotal = open.data?.total;
  const toolbar = (
    <Checkbox label={t`Hide other pairs`} checked={hideOthers} onCheckedChange={setHideOthers} />
  );
  return (
    <Tabs
      label={t`Your options`}
      items={[
        {
          value: 'open',
          label: openTotal === undefined ? t`Open options` : t`Open options (${openTotal})`,
          content: <OpenOptionsTable filter={filter} toolbar={toolbar} {...pageProps('open')} />,
        },
        {
          value: 'history',
          label: t`History`,
          content: (
            <OptionHistoryTable filter={filter} toolbar={toolbar} {...pageProps('history')} />
          ),
        },
      ]}
    />
  );
}
