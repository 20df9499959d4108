import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SpotFill } from '@exchange/api';
import { formatDateTime, type TableColumn } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { SideText, TimeText, WithCoin } from './order-cells.tsx';
import {
  formatFee,
  formatPrice,
  formatQuote,
  formatSize,
  type PairFormat,
} from './order-format.ts';
import { OrdersTable } from './orders-table.tsx';
import { spotFillsQuery } from './spot-orders.query.ts';
import { useDateTimeOptions } from './use-date-time-options.ts';
import { useOrderLabels } from './use-order-labels.ts';

/** Props of {@link TradeHistoryTab}. */
export interface TradeHistoryTabProps {
  /** The pair shown, or null for every pair. */
  symbol: string | null;
  page: number;
  onPageChange: (page: number) => void;
  formatOf: (symbol: string) => PairFormat;
  /** The "Hide other pairs" switch, shown above the table. */
  filter: ReactNode;
}

/** The user's fills (GET /spots/fills), newest first, with maker/taker role and fee. */
export function TradeHistoryTab({
  symbol,
  page,
  onPageChange,
  formatOf,
  filter,
}: TradeHistoryTabProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const labels = useOrderLabels();
  const timeOptions = useDateTimeOptions();
  const query = useQuery(spotFillsQuery(api, { symbol, page }));

  const columns: TableColumn<SpotFill>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (fill) => <TimeText text={formatDateTime(fill.created_at, timeOptions)} />,
    },
    { key: 'pair', header: t`Pair`, cell: (fill) => formatOf(fill.symbol).name },
    {
      key: 'side',
      header: t`Side`,
      cell: (fill) => <SideText side={fill.side} label={labels.side(fill.side)} />,
    },
    { key: 'role', header: t`Role`, cell: (fill) => labels.role(fill.role) },
    {
      key: 'price',
      header: t`Price`,
      numeric: true,
      cell: (fill) => formatPrice(fill.price, formatOf(fill.symbol)),
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (fill) => formatSize(fill.amount, formatOf(fill.symbol)),
    },
    {
      key: 'total',
      header: t`Total`,
      numeric: true,
      cell: (fill) => {
        const format = formatOf(fill.symbol);
        return <WithCoin value={formatQuote(fill.quote_amount, format)} coin={format.quote} />;
      },
    },
    {
      key: 'fee',
      header: t`Fee`,
      numeric: true,
      cell: (fill) => <WithCoin value={formatFee(fill.fee)} coin={fill.fee_coin} />,
    },
  ];

  return (
    <OrdersTable
      label={t`Trade history`}
      query={query}
      columns={columns}
      // A trade between two of the user's own orders is two fills with one trade id.
      rowKey={(fill) => `${String(fill.id)}:${fill.side}`}
      empty={t`No trades yet`}
      errorText={t`Could not load your trade history.`}
      page={page}
      onPageChange={onPageChange}
      toolbar={filter}
    />
  );
}
