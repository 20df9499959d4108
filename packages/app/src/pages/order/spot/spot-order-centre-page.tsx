import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { spotPairsQuery } from '../../../queries/pairs.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import type { OrdersTabProps } from '../../../trading/orders/orders-table.tsx';
import { OpenOrdersTab } from '../../spot-trade/orders/open-orders-tab.tsx';
import { OrderHistoryTab } from '../../spot-trade/orders/order-history-tab.tsx';
import {
  spotFillsQuery,
  spotOrdersQuery,
  type OrdersScope,
} from '../../spot-trade/orders/spot-orders.query.ts';
import { TradeHistoryTab } from '../../spot-trade/orders/trade-history-tab.tsx';
import { usePairFormats } from '../../spot-trade/orders/use-pair-formats.ts';
import { withPage } from '../contract/order-centre-search.ts';
import { pageStateOf } from '../contract/page-state.ts';
import { SpotExportButton } from './spot-export-button.tsx';
import { SpotOrderCentreFilters } from './spot-order-centre-filters.tsx';
import {
  SPOT_CENTRE_TABS,
  spotWireFilters,
  tabOf,
  withTab,
  type SpotCentreTab,
  type SpotOrderCentreSearch,
} from './spot-order-centre-search.ts';
import styles from '../contract/order-centre.module.css';

/** Props of {@link SpotOrderCentrePage}. */
export interface SpotOrderCentrePageProps {
  search: SpotOrderCentreSearch;
  onSearchChange: (search: SpotOrderCentreSearch) => void;
}

/** The table's query (the same key as the tab's own): the page reads its state from the cache. */
function useTableQuery(tab: SpotCentreTab, scope: OrdersScope) {
  const { api } = useAppServices();
  const orders = useQuery({
    ...spotOrdersQuery(api, tab === 'trades' ? 'open' : tab, scope),
    enabled: tab !== 'trades',
  });
  const fills = useQuery({ ...spotFillsQuery(api, scope), enabled: tab === 'trades' });
  return tab === 'trades' ? fills : orders;
}

/**
 * /order/spot: the caller's spot open orders, order history and trade history in tabs, filtered
 * by pair, side, type, status and day range (all in the URL with the tab and the page), with
 * Cancel and Cancel all (confirmed) of the open orders shown and "Export CSV" of the whole
 * filtered set. The tables are the spot trading page's own (pages/spot-trade/orders), so the
 * columns read the same in both places.
 */
export function SpotOrderCentrePage({ search, onSearchChange }: SpotOrderCentrePageProps) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const pairs = useQuery(spotPairsQuery(api));
  const formatOf = usePairFormats(null);
  const tab = tabOf(search);
  const symbol = search.symbol ?? null;
  const filters = spotWireFilters(search);
  const page = search.page ?? 1;
  const query = useTableQuery(tab, { symbol, page, filters });
  const state = pageStateOf(query);

  const tabProps: OrdersTabProps = {
    symbol,
    page,
    onPageChange: (next) => {
      onSearchChange(withPage(search, next));
    },
    formatOf,
    filter: (
      <SpotExportButton
        tab={tab}
        symbol={symbol}
        filters={filters}
        disabled={query.data === undefined || query.data.total === 0}
      />
    ),
  };
  const pairName = pairs.data?.find((pair) => pair.symbol === symbol)?.name ?? symbol ?? '';
  const content = (which: SpotCentreTab) => {
    if (which !== tab) return null;
    if (which === 'open')
      return <OpenOrdersTab {...tabProps} filters={filters} pairName={pairName} />;
    if (which === 'history') return <OrderHistoryTab {...tabProps} filters={filters} />;
    return <TradeHistoryTab {...tabProps} filters={filters} />;
  };
  const labels: Record<SpotCentreTab, string> = {
    open: t`Open orders`,
    history: t`Order history`,
    trades: t`Trade history`,
  };

  return (
    <main className={styles.page} data-state={state} data-section={tab}>
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.spotOrders)}</h1>
      <SpotOrderCentreFilters search={search} onChange={onSearchChange} />
      <Tabs
        label={t`Spot order centre`}
        value={tab}
        activationMode="manual"
        onValueChange={(value) => {
          const next = SPOT_CENTRE_TABS.find((item) => item === value);
          if (next !== undefined) onSearchChange(withTab(search, next));
        }}
        items={SPOT_CENTRE_TABS.map((value) => ({
          value,
          label: labels[value],
          content: content(value),
        }))}
      />
    </main>
  );
}
