import { useLingui } from '@lingui/react/macro';
import type { OptionOrder } from '@exchange/api';
import {
  formatAmount,
  formatDateTime,
  formatSignedAmount,
  NO_VALUE,
  withUnit,
  type TableColumn,
} from '@exchange/design-system';
import { useOptionOrders } from '../../queries/option.query.ts';
import { SignedText } from '../contract-orders/contract-cells.tsx';
import { TimeText } from '../orders/order-cells.tsx';
import { ORDERS_PAGE_SIZE } from '../orders/orders-page.ts';
import { OrdersTable } from '../orders/orders-table.tsx';
import { useDateTimeOptions } from '../use-date-time-options.ts';
import { ResultText } from './option-cells.tsx';
import { useOptionLeadColumns } from './option-columns.tsx';
import type { OptionTableProps } from './option-table-props.ts';
import { useOptionLabels } from './use-option-labels.ts';
import { useOptionPairFormats } from './use-option-pair-formats.ts';
import styles from './option-orders.module.css';

/**
 * The caller's settled options (GET /option/order?state=history), newest first: pair,
 * direction, stake, entry and settle prices, duration, the result (won, lost, or a tie that
 * refunded the stake), the profit signed and coloured, and when it opened and settled.
 *
 * @example <OptionHistoryTable filter={{ status: 'won' }} page={1} onPageChange={setPage} />
 */
export function OptionHistoryTable({
  filter,
  page,
  onPageChange,
  filtered = false,
  toolbar,
  actions,
  enabled = true,
}: OptionTableProps) {
  const { t } = useLingui();
  const labels = useOptionLabels();
  const lead = useOptionLeadColumns();
  const formatOf = useOptionPairFormats();
  const timeOptions = useDateTimeOptions();
  const query = useOptionOrders(
    { ...filter, state: 'history', page, limit: ORDERS_PAGE_SIZE },
    enabled,
  );
  const price = (value: string | null, symbol: string) =>
    value === null ? NO_VALUE : formatAmount(value, formatOf(symbol).pricePrecision);
  const time = (value: number | null) =>
    value === null ? NO_VALUE : <TimeText text={formatDateTime(value, timeOptions)} />;

  const columns: TableColumn<OptionOrder>[] = [
    ...lead,
    {
      key: 'open_price',
      header: t`Entry price`,
      numeric: true,
      cell: (row) => price(row.open_price, row.symbol),
    },
    {
      key: 'close_price',
      header: t`Settle price`,
      numeric: true,
      cell: (row) => price(row.close_price, row.symbol),
    },
    {
      key: 'seconds',
      header: t`Duration`,
      cell: (row) => <span className={styles.nowrap}>{labels.duration(row.seconds)}</span>,
    },
    {
      key: 'status',
      header: t`Result`,
      cell: (row) => <ResultText status={row.status} />,
    },
    {
      key: 'profit',
      header: t`Profit`,
      numeric: true,
      cell: (row) =>
        row.profit === null ? (
          NO_VALUE
        ) : (
          <SignedText
            value={row.profit}
            text={withUnit(
              formatSignedAmount(row.profit, formatOf(row.symbol).amountPrecision),
              row.coin,
            )}
          />
        ),
    },
    {
      key: 'opened_at',
      header: t`Opened`,
      cell: (row) => time(row.opened_at),
    },
    {
      key: 'settled_at',
      header: t`Settled`,
      cell: (row) => time(row.settled_at),
    },
  ];

  return (
    <OrdersTable
      tab={{ page, onPageChange, filter: toolbar }}
      label={t`Option history`}
      query={query}
      columns={columns}
      empty={filtered ? t`No option matches these filters` : t`No settled options yet`}
      errorText={t`Could not load your option history.`}
      actions={actions}
    />
  );
}
