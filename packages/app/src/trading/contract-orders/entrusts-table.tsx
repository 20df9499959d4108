import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Entrust, OrderState } from '@exchange/api';
import type { TableColumn } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { useContractEntrusts } from '../../queries/contract.query.ts';
import { formatPrice, type PairFormat } from '../orders/order-format.ts';
import { OrdersTable } from '../orders/orders-table.tsx';
import { ORDERS_PAGE_SIZE } from '../orders/orders-page.ts';
import {
  CancelAllButton,
  CancelOrderButton,
  useOrderCancels,
} from '../orders/use-order-cancels.tsx';
import {
  openEntrustsPage,
  refreshAfterEntrustCancel,
  type OpenEntrustsFilter,
} from './cancel-entrusts.ts';
import { useEntrustColumns } from './entrust-columns.tsx';
import { useContractLabels } from './use-contract-labels.ts';
import styles from './contract-orders.module.css';

/** Props of {@link EntrustsTable}. */
export interface EntrustsTableProps {
  /** Open entrusts (with Cancel and Cancel all) or finished ones. */
  state: OrderState;
  /** The wire filters besides the state and the page (symbol, side, type, from, to). */
  filter: OpenEntrustsFilter;
  page: number;
  onPageChange: (page: number) => void;
  formatOf: (symbol: string) => PairFormat;
  /** Whether `filter` narrows the list: the empty text and the Cancel all question say so. */
  filtered?: boolean;
  /** Controls at the start of the toolbar (a "current contract only" switch). */
  toolbar?: ReactNode;
  /** Controls at the end of the toolbar, after Cancel all (Export CSV). */
  actions?: ReactNode;
  /** Idle (nothing asked) while false: signed out. Default true. */
  enabled?: boolean;
}

/**
 * The caller's contract entrusts (GET /contract/entrust), a page at a time, with loading, empty
 * and error states. Open ones get a Cancel per row and a confirmed Cancel all that reaches every
 * open entrust matching the filters, not only the page shown.
 *
 * @example
 * <EntrustsTable state="open" filter={{ symbol }} page={page} onPageChange={setPage}
 *   formatOf={useContractPairFormats()} />
 */
export function EntrustsTable({
  state,
  filter,
  page,
  onPageChange,
  formatOf,
  filtered = false,
  toolbar,
  actions,
  enabled = true,
}: EntrustsTableProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const labels = useContractLabels();
  const columns = useEntrustColumns(formatOf);
  const query = useContractEntrusts({ ...filter, state, page, limit: ORDERS_PAGE_SIZE }, enabled);
  const cancels = useOrderCancels({
    cancel: (id) => api.call('contractEntrustCancel', { body: { id } }),
    listOpen: (query) => openEntrustsPage(api, filter, query),
    refresh: () => refreshAfterEntrustCancel(queryClient),
  });

  const cancelColumn: TableColumn<Entrust> = {
    key: 'action',
    header: t`Action`,
    align: 'end',
    cell: (row) => {
      const format = formatOf(row.symbol);
      const price = row.price === null ? '' : formatPrice(row.price, format);
      return (
        <CancelOrderButton
          id={row.id}
          cancels={cancels}
          which={`${format.name} ${labels.sideAction(row.side, row.action)} ${price}`}
        />
      );
    },
  };

  const open = state === 'open';
  const openCount = query.data?.total ?? 0;
  const cancelAllButton = open ? (
    <CancelAllButton
      cancels={cancels}
      openCount={openCount}
      description={
        filtered
          ? t`All ${openCount} open orders matching the filters will be cancelled.`
          : t`All ${openCount} open orders of every contract will be cancelled.`
      }
    />
  ) : null;

  return (
    <OrdersTable
      tab={{ page, onPageChange, filter: toolbar }}
      label={open ? t`Open orders` : t`Order history`}
      query={query}
      columns={open ? [...columns, cancelColumn] : columns}
      empty={
        filtered
          ? t`No order matches these filters`
          : open
            ? t`No open orders`
            : t`No order history`
      }
      errorText={open ? t`Could not load your open orders.` : t`Could not load your order history.`}
      actions={
        cancelAllButton === null && actions === undefined ? undefined : (
          <div className={styles.actions}>
            {cancelAllButton}
            {actions}
          </div>
        )
      }
    />
  );
}
