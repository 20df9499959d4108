import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SpotOrder } from '@exchange/api';
import type { TableColumn } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { formatPrice, formatSize, isZero } from '../../../trading/orders/order-format.ts';
import { OrdersTable } from '../../../trading/orders/orders-table.tsx';
import { spotOrdersQuery, type SpotOrdersTabProps } from './spot-orders.query.ts';
import { useOrderColumns } from '../../../trading/orders/use-order-columns.tsx';
import { useOrderLabels } from '../../../trading/orders/use-order-labels.ts';
import styles from '../../../trading/orders/orders.module.css';

/** The user's finished orders (filled or cancelled), newest first. */
export function OrderHistoryTab({ filters, ...props }: SpotOrdersTabProps) {
  const { symbol, page, formatOf } = props;
  const { t } = useLingui();
  const { api } = useAppServices();
  const labels = useOrderLabels();
  const column = useOrderColumns(formatOf);
  const query = useQuery(spotOrdersQuery(api, 'history', { symbol, page, filters }));

  const columns: TableColumn<SpotOrder>[] = [
    column.time(t`Time`),
    column.pair(t`Pair`),
    column.type(t`Type`),
    column.side(t`Side`),
    {
      key: 'average',
      header: t`Average price`,
      numeric: true,
      cell: (order) =>
        isZero(order.filled_amount) ? (
          <span className={styles.muted}>—</span>
        ) : (
          formatPrice(order.avg_price, formatOf(order.symbol))
        ),
    },
    column.price(t`Price`),
    {
      key: 'filled',
      header: t`Filled / Amount`,
      numeric: true,
      cell: (order) => {
        const format = formatOf(order.symbol);
        return (
          <span className={styles.nowrap} dir="ltr">
            {formatSize(order.filled_amount, format)} / {formatSize(order.amount, format)}
          </span>
        );
      },
    },
    { key: 'status', header: t`Status`, cell: (order) => labels.status(order) },
    column.fee(t`Fee`),
  ];

  return (
    <OrdersTable
      tab={props}
      label={t`Order history`}
      query={query}
      columns={columns}
      empty={t`No order history`}
      errorText={t`Could not load your order history.`}
    />
  );
}
