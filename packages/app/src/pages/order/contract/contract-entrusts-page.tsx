import { useLingui } from '@lingui/react/macro';
import type { OrderState } from '@exchange/api';
import { useContractEntrusts } from '../../../queries/contract.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { useContractPairFormats } from '../../../trading/contract-orders/contract-pair-formats.ts';
import { EntrustsTable } from '../../../trading/contract-orders/entrusts-table.tsx';
import { ORDERS_PAGE_SIZE } from '../../../trading/orders/orders-page.ts';
import { ExportEntrustsButton } from './export-entrusts-button.tsx';
import { OrderCentreFilters } from './order-centre-filters.tsx';
import { OrderCentreFrame } from './order-centre-frame.tsx';
import { isFiltered, withPage, type EntrustsSearch } from './order-centre-search.ts';
import { pageStateOf } from './page-state.ts';
import { wireFilter } from './wire-filter.ts';

/** Props of {@link ContractEntrustsPage}. */
export interface ContractEntrustsPageProps {
  /** /order/contract/entrust shows open entrusts, /order/contract/history finished ones. */
  state: OrderState;
  search: EntrustsSearch;
  onSearchChange: (search: EntrustsSearch) => void;
}

/**
 * /order/contract/entrust and /order/contract/history: the caller's contract entrusts filtered
 * by contract, side, type and day range (all in the URL), a page at a time, with Cancel and
 * Cancel all of the filtered for open ones and "Export CSV" of the whole filtered set.
 */
export function ContractEntrustsPage({ state, search, onSearchChange }: ContractEntrustsPageProps) {
  const { i18n } = useLingui();
  const formatOf = useContractPairFormats();
  const filter = wireFilter(search);
  const page = search.page ?? 1;
  // The table's own query (same key): the page reads its state and total from the cache.
  const query = useContractEntrusts({ ...filter, state, page, limit: ORDERS_PAGE_SIZE }, true);
  const title =
    state === 'open' ? PAGE_TITLES.contractOpenOrders : PAGE_TITLES.contractOrderHistory;

  return (
    <OrderCentreFrame
      section={state === 'open' ? 'entrust' : 'history'}
      title={i18n._(title)}
      state={pageStateOf(query)}
    >
      <OrderCentreFilters search={search} onChange={onSearchChange} sideAndType />
      <EntrustsTable
        state={state}
        filter={filter}
        page={page}
        onPageChange={(next) => {
          onSearchChange(withPage(search, next));
        }}
        formatOf={formatOf}
        filtered={isFiltered(search)}
        actions={
          <ExportEntrustsButton
            state={state}
            filter={filter}
            disabled={query.data === undefined || query.data.total === 0}
          />
        }
      />
    </OrderCentreFrame>
  );
}
