import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpotOrder } from '@exchange/api';
import type { TableColumn } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { openOrdersPage, refreshAfterCancel } from './cancel-orders.ts';
import {
  filledPercent,
  formatPrice,
  formatSize,
  orderTotal,
} from '../../../trading/orders/order-format.ts';
import { OrdersTable, type OrdersTabProps } from '../../../trading/orders/orders-table.tsx';
import { spotOrdersQuery, type SpotOrdersFilters } from './spot-orders.query.ts';
import { useOrderColumns } from '../../../trading/orders/use-order-columns.tsx';
import { useOrderLabels } from '../../../trading/orders/use-order-labels.ts';
import {
  CancelAllButton,
  CancelOrderButton,
  useOrderCancels,
} from '../../../trading/orders/use-order-cancels.tsx';
import styles from '../../../trading/orders/orders.module.css';

/** Props of {@link OpenOrdersTab}. */
export interface OpenOrdersTabProps extends OrdersTabProps {
  /** "BTC/USDT", for the Cancel all confirmation; ignored when `symbol` is null. */
  pairName: string;
  /** The order centre's further filters: the table and Cancel all reach only what they match. */
  filters?: SpotOrdersFilters;
}

/** The user's open orders with Cancel per row and Cancel all (after a confirmation). */
export function OpenOrdersTab({ pairName, filters, ...props }: OpenOrdersTabProps) {
  const { symbol, page, formatOf } = props;
  const { t } = useLingui();
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const labels = useOrderLabels();
  const column = useOrderColumns(formatOf);
  const query = useQuery(spotOrdersQuery(api, 'open', { symbol, page, filters }));
  const cancels = useOrderCancels({
    cancel: (id) => api.call('spotCancelOrder', { params: { id } }),
    listOpen: (page) => openOrdersPage(api, symbol, page, filters),
    refresh: () => refreshAfterCancel(queryClient),
    // The order centre filtered by pair only: the server cancels them all in one call.
    ...(filters !== undefined && Object.keys(filters).length === 0
      ? {
          cancelAll: async () =>
            (await api.call('spotCancelAll', { body: symbol === null ? {} : { symbol } }))
              .cancelled,
        }
      : {}),
  });

  const columns: TableColumn<SpotOrder>[] = [
    column.time(t`Time`),
    column.pair(t`Pair`),
    column.type(t`Type`),
    column.side(t`Side`),
    column.price(t`Price`),
    column.amount(t`Amount`),
    {
      key: 'filled',
      header: t`Filled`,
      numeric: true,
      cell: (order) => (
        <span className={styles.nowrap} dir="ltr">
          {formatSize(order.filled_amount, formatOf(order.symbol))}{' '}
          <span className={styles.muted}>({filledPercent(order)}%)</span>
        </span>
      ),
    },
    column.total(t`Total`, orderTotal),
    {
      key: 'action',
      header: t`Action`,
      align: 'end',
      cell: (order) => {
        const format = formatOf(order.symbol);
        const price = order.price === null ? '' : formatPrice(order.price, format);
        return (
          <CancelOrderButton
            id={order.id}
            cancels={cancels}
            which={`${format.name} ${labels.side(order.side)} ${price}`}
          />
        );
      },
    },
  ];

  const openCount = query.data?.total ?? 0;
  return (
    <OrdersTable
      tab={props}
      label={t`Open orders`}
      query={query}
      columns={columns}
      empty={t`No open orders`}
      errorText={t`Could not load your open orders.`}
      actions={
        <CancelAllButton
          cancels={cancels}
          openCount={openCount}
          description={
            symbol === null
              ? t`All ${openCount} open orders of every pair will be cancelled.`
              : t`All ${openCount} open orders of ${pairName} will be cancelled.`
          }
        />
      }
    />
  );
}
