import { useLingui } from '@lingui/react/macro';
import type { OrderState } from '@exchange/api';
import { Tabs } from '@exchange/design-system';
import { useOptionOrders, useOptionUserEvents } from '../../../queries/option.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { OpenOptionsTable } from '../../../trading/option-orders/open-options-table.tsx';
import { OptionHistoryTable } from '../../../trading/option-orders/option-history-table.tsx';
import { ORDERS_PAGE_SIZE } from '../../../trading/orders/orders-page.ts';
import { withPage } from '../contract/order-centre-search.ts';
import { pageStateOf } from '../contract/page-state.ts';
import { ExportOptionOrdersButton } from './export-option-orders-button.tsx';
import { OptionOrdersFilters } from './option-orders-filters.tsx';
import {
  isOptionFiltered,
  optionWireFilter,
  type OptionOrdersSearch,
} from './option-orders-search.ts';
import styles from '../contract/order-centre.module.css';

/** Props of {@link OptionOrdersPage}. */
export interface OptionOrdersPageProps {
  search: OptionOrdersSearch;
  onSearchChange: (search: OptionOrdersSearch) => void;
}

/**
 * /order/option: the caller's fixed-time options (issue 20), open ones (live countdown, in or
 * out of the money) and settled ones (result and profit) on two tabs, filtered by pair,
 * direction, result and day range (in the URL with the tab), a page at a time, with a CSV
 * export of everything the filters match. The `option` user events keep both tables current.
 */
export function OptionOrdersPage({ search, onSearchChange }: OptionOrdersPageProps) {
  const { t, i18n } = useLingui();
  useOptionUserEvents();
  const state: OrderState = search.tab ?? 'open';
  const filter = optionWireFilter(search);
  const page = search.page ?? 1;
  // The shown table's own query (same key): the page reads its state from the cache.
  const query = useOptionOrders({ ...filter, state, page, limit: ORDERS_PAGE_SIZE }, true);
  const pageState = pageStateOf(query);
  const tableProps = {
    filter,
    page,
    onPageChange: (next: number) => {
      onSearchChange(withPage(search, next));
    },
    filtered: isOptionFiltered(search),
    actions: (
      <ExportOptionOrdersButton state={state} filter={filter} disabled={pageState !== 'ready'} />
    ),
  };

  return (
    <main className={styles.page} data-state={pageState} data-section="option">
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.optionOrders)}</h1>
      <OptionOrdersFilters search={search} onChange={onSearchChange} />
      <Tabs
        label={t`Open and settled options`}
        value={state}
        onValueChange={(value) => {
          // Another table starts on its first page; the filters stay, but open options have no
          // result to filter by.
          const { page: _page, tab: _tab, status, ...filters } = search;
          onSearchChange(
            value === 'history'
              ? { ...filters, ...(status === undefined ? {} : { status }), tab: 'history' }
              : filters,
          );
        }}
        items={[
          {
            value: 'open',
            label: t`Open options`,
            content: state === 'open' ? <OpenOptionsTable {...tableProps} /> : null,
          },
          {
            value: 'history',
            label: t`Option history`,
            content: state === 'history' ? <OptionHistoryTable {...tableProps} /> : null,
          },
        ]}
      />
    </main>
  );
}
