import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SpotOrder } from '@exchange/api';
import { formatDateTime, type TableColumn } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { SideText, TimeText, WithCoin } from './order-cells.tsx';
import { formatFee, formatPrice, formatSize, isZero, type PairFormat } from './order-format.ts';
import { OrdersTable } from './orders-table.tsx';
import { spotOrdersQuery } from './spot-orders.query.ts';
import { useDateTimeOptions } from './use-date-time-options.ts';
import { useOrderLabels } from './use-order-labels.ts';
import styles from './spot-orders.module.css';

/** Props of {@link OrderHistoryTab}. */
export interface OrderHistoryTabProps {
  /** The pair shown, or null for every pair. */
  symbol: string | null;
  page: number;
  onPageChange: (page: number) => void;
  formatOf: (symbol: string) => PairFormat;
  /** The "Hide other pairs" switch, shown above the table. */
  filter: ReactNode;
}

/** The user's finished orders (filled or cancelled), newest first. */
export function OrderHistoryTab({
  symbol,
  page,
  onPageChange,
  formatOf,
  filter,
}: OrderHistoryTabProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const labels = useOrderLabels();
  const timeOptions = useDateTimeOptions();
  const query = useQuery(spotOrdersQuery(api, 'history', { symbol, page }));

  const columns: TableColumn<SpotOrder>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (order) => <TimeText text={formatDateTime(order.created_at, timeOptions)} />,
    },
    { key: 'pair', header: t`Pair`, cell: (order) => formatOf(order.symbol).name },
    { key: 'type', header: t`Type`, cell: (order) => labels.type(order.type) },
    {
      key: 'side',
      header: t`Side`,
      cell: (order) => <SideText side={order.side} label={labels.side(order.side)} />,
    },
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
    {
      key: 'price',
      header: t`Price`,
      numeric: true,
      cell: (order) =>
        order.price === null
          ? labels.type('market')
          : formatPrice(order.price, formatOf(order.symbol)),
    },
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
    {
      key: 'fee',
      header: t`Fee`,
      numeric: true,
      cell: (order) => <WithCoin value={formatFee(order.fee)} coin={order.fee_coin} />,
    },
  ];

  return (
    <OrdersTable
      label={t`Order history`}
      query={query}
      columns={columns}
      rowKey={(order) => String(order.id)}
      empty={t`No order history`}
      errorText={t`Could not load your order history.`}
      page={page}
      onPageChange={onPageChange}
      toolbar={filter}
    />
  );
}
