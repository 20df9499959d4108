import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SpotFill } from '@exchange/api';
import type { TableColumn } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { OrdersTable } from '../../../trading/orders/orders-table.tsx';
import { spotFillsQuery, type SpotOrdersTabProps } from './spot-orders.query.ts';
import { useOrderColumns } from '../../../trading/orders/use-order-columns.tsx';
import { useOrderLabels } from '../../../trading/orders/use-order-labels.ts';

/** The user's fills (GET /spots/fills), newest first, with maker/taker role and fee. */
export function TradeHistoryTab({ filters, ...props }: SpotOrdersTabProps) {
  const { symbol, page, formatOf } = props;
  const { t } = useLingui();
  const { api } = useAppServices();
  const labels = useOrderLabels();
  const column = useOrderColumns(formatOf);
  const query = useQuery(spotFillsQuery(api, { symbol, page, filters }));

  const columns: TableColumn<SpotFill>[] = [
    column.time(t`Time`),
    column.pair(t`Pair`),
    column.side(t`Side`),
    { key: 'role', header: t`Role`, cell: (fill) => labels.role(fill.role) },
    column.price(t`Price`),
    column.amount(t`Amount`),
    column.total(t`Total`, (fill) => fill.quote_amount),
    column.fee(t`Fee`),
  ];

  return (
    <OrdersTable
      tab={props}
      label={t`Trade history`}
      query={query}
      columns={columns}
      // A trade between two of the user's own orders is two fills with one trade id.
      rowKey={(fill) => `${String(fill.id)}:${fill.side}`}
      empty={t`No trades yet`}
      errorText={t`Could not load your trade history.`}
    />
  );
}
