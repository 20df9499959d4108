import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@exchange/design-system';
import { useContractFills, useContractFunding } from '../../../queries/contract.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { useContractPairFormats } from '../../../trading/contract-orders/contract-pair-formats.ts';
import { FillsTable } from '../../../trading/contract-orders/fills-table.tsx';
import { FundingTable } from '../../../trading/contract-orders/funding-table.tsx';
import { ORDERS_PAGE_SIZE } from '../../../trading/orders/orders-page.ts';
import { OrderCentreFilters } from './order-centre-filters.tsx';
import { OrderCentreFrame } from './order-centre-frame.tsx';
import {
  isFiltered,
  parseTradesSearch,
  withPage,
  type TradesSearch,
  type TradesTab,
} from './order-centre-search.ts';
import { pageStateOf } from './page-state.ts';
import { wireFilter } from './wire-filter.ts';

/** Props of {@link ContractTradesPage}. */
export interface ContractTradesPageProps {
  search: TradesSearch;
  onSearchChange: (search: TradesSearch) => void;
}

/**
 * /order/futures: the caller's contract fills (trade history) and funding payments, one tab
 * each, filtered by contract and day range (in the URL with the tab), a page at a time.
 */
export function ContractTradesPage({ search, onSearchChange }: ContractTradesPageProps) {
  const { t, i18n } = useLingui();
  const formatOf = useContractPairFormats();
  const tab: TradesTab = search.tab ?? 'trades';
  const filter = wireFilter(search);
  const page = search.page ?? 1;
  const wire = { ...filter, page, limit: ORDERS_PAGE_SIZE };
  // The shown table's own query (same key): the page reads its state from the cache.
  const fills = useContractFills(wire, tab === 'trades');
  const funding = useContractFunding(wire, tab === 'funding');
  const filtered = isFiltered(search);
  const tableProps = {
    filter,
    page,
    onPageChange: (next: number) => {
      onSearchChange(withPage(search, next));
    },
    formatOf,
    filtered,
  };

  return (
    <OrderCentreFrame
      section="futures"
      title={i18n._(PAGE_TITLES.futuresOrders)}
      state={pageStateOf(tab === 'trades' ? fills : funding)}
    >
      <OrderCentreFilters
        search={search}
        sideAndType={false}
        onChange={(next) => {
          onSearchChange({
            ...parseTradesSearch({ ...next }),
            ...(tab === 'funding' ? { tab } : {}),
          });
        }}
      />
      <Tabs
        label={t`Trades and funding`}
        value={tab}
        onValueChange={(value) => {
          // Another table starts on its first page; the filters stay.
          const { page: _page, tab: _tab, ...filters } = search;
          onSearchChange(value === 'funding' ? { ...filters, tab: 'funding' } : filters);
        }}
        items={[
          {
            value: 'trades',
            label: t`Trade history`,
            content: tab === 'trades' ? <FillsTable {...tableProps} /> : null,
          },
          {
            value: 'funding',
            label: t`Funding history`,
            content: tab === 'funding' ? <FundingTable {...tableProps} /> : null,
          },
        ]}
      />
    </OrderCentreFrame>
  );
}
