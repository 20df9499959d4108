import { useLingui } from '@lingui/react/macro';
import type { ContractFill } from '@exchange/api';
import { formatDateTime, NO_VALUE, type TableColumn } from '@exchange/design-system';
import { useContractFills } from '../../queries/contract.query.ts';
import { TimeText, WithCoin } from '../orders/order-cells.tsx';
import { formatFee, formatPrice, formatSize } from '../orders/order-format.ts';
import { ORDERS_PAGE_SIZE } from '../orders/orders-page.ts';
import { OrdersTable } from '../orders/orders-table.tsx';
import { useOrderLabels } from '../orders/use-order-labels.ts';
import { useDateTimeOptions } from '../use-date-time-options.ts';
import { PositionSideText, SignedText } from './contract-cells.tsx';
import { signedQuote } from './contract-format.ts';
import type { ContractHistoryTableProps } from './history-table-props.ts';
import { useContractLabels } from './use-contract-labels.ts';
import styles from './contract-orders.module.css';

/**
 * The caller's contract fills (GET /contract/fills), newest first: side and action, price,
 * amount, maker/taker, fee and the PnL a closing fill realised.
 *
 * @example <FillsTable filter={{}} page={1} onPageChange={setPage} formatOf={formatOf} />
 */
export function FillsTable({
  filter,
  page,
  onPageChange,
  formatOf,
  filtered = false,
  toolbar,
  actions,
  enabled = true,
}: ContractHistoryTableProps) {
  const { t } = useLingui();
  const labels = useContractLabels();
  const orderLabels = useOrderLabels();
  const timeOptions = useDateTimeOptions();
  const query = useContractFills({ ...filter, page, limit: ORDERS_PAGE_SIZE }, enabled);

  const columns: TableColumn<ContractFill>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (row) => <TimeText text={formatDateTime(row.created_at, timeOptions)} />,
    },
    {
      key: 'symbol',
      header: t`Contract`,
      cell: (row) => <span className={styles.nowrap}>{formatOf(row.symbol).name}</span>,
    },
    {
      key: 'side',
      header: t`Side`,
      cell: (row) => (
        <PositionSideText side={row.side} label={labels.sideAction(row.side, row.action)} />
      ),
    },
    {
      key: 'price',
      header: t`Fill price`,
      numeric: true,
      cell: (row) => formatPrice(row.price, formatOf(row.symbol)),
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => formatSize(row.amount, formatOf(row.symbol)),
    },
    {
      key: 'role',
      header: t`Role`,
      cell: (row) => <span className={styles.nowrap}>{orderLabels.role(row.role)}</span>,
    },
    {
      key: 'fee',
      header: t`Fee`,
      numeric: true,
      cell: (row) => <WithCoin value={formatFee(row.fee)} coin={formatOf(row.symbol).quote} />,
    },
    {
      key: 'realized_pnl',
      header: t`Realised PnL`,
      numeric: true,
      cell: (row) =>
        row.action === 'open' ? (
          NO_VALUE
        ) : (
          <SignedText
            value={row.realized_pnl}
            text={signedQuote(row.realized_pnl, formatOf(row.symbol))}
          />
        ),
    },
  ];

  return (
    <OrdersTable
      tab={{ page, onPageChange, filter: toolbar }}
      label={t`Trade history`}
      query={query}
      columns={columns}
      empty={filtered ? t`No trade matches these filters` : t`No trades yet`}
      errorText={t`Could not load your trade history.`}
      actions={actions}
    />
  );
}
