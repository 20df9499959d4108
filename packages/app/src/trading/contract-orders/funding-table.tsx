import { useLingui } from '@lingui/react/macro';
import type { FundingPayment } from '@exchange/api';
import { formatDateTime, Num, withUnit, type TableColumn } from '@exchange/design-system';
import { useContractFunding } from '../../queries/contract.query.ts';
import { TimeText } from '../orders/order-cells.tsx';
import { formatPrice, formatSize } from '../orders/order-format.ts';
import { ORDERS_PAGE_SIZE } from '../orders/orders-page.ts';
import { OrdersTable } from '../orders/orders-table.tsx';
import { useDateTimeOptions } from '../use-date-time-options.ts';
import { PositionSideText, SignedText } from './contract-cells.tsx';
import { fundingRatePercent, signedQuote } from './contract-format.ts';
import type { ContractHistoryTableProps } from './history-table-props.ts';
import { useContractLabels } from './use-contract-labels.ts';
import styles from './contract-orders.module.css';

/**
 * The caller's funding payments (GET /contract/funding), newest first: the position's side and
 * size at the funding time, the mark price, the rate and what was paid (negative) or received.
 *
 * @example <FundingTable filter={{ symbol }} page={1} onPageChange={setPage} formatOf={formatOf} />
 */
export function FundingTable({
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
  const timeOptions = useDateTimeOptions();
  const query = useContractFunding({ ...filter, page, limit: ORDERS_PAGE_SIZE }, enabled);

  const columns: TableColumn<FundingPayment>[] = [
    {
      key: 'time',
      header: t`Funding time`,
      cell: (row) => <TimeText text={formatDateTime(row.funding_time, timeOptions)} />,
    },
    {
      key: 'symbol',
      header: t`Contract`,
      cell: (row) => <span className={styles.nowrap}>{formatOf(row.symbol).name}</span>,
    },
    {
      key: 'side',
      header: t`Side`,
      cell: (row) => <PositionSideText side={row.side} label={labels.side(row.side)} />,
    },
    {
      key: 'amount_held',
      header: t`Position size`,
      numeric: true,
      cell: (row) => formatSize(row.amount_held, formatOf(row.symbol)),
    },
    {
      key: 'mark_price',
      header: t`Mark price`,
      numeric: true,
      cell: (row) => formatPrice(row.mark_price, formatOf(row.symbol)),
    },
    {
      key: 'rate',
      header: t`Funding rate`,
      numeric: true,
      cell: (row) => <Num>{fundingRatePercent(row.rate)}</Num>,
    },
    {
      key: 'amount',
      header: t`Funding fee`,
      numeric: true,
      cell: (row) => {
        const format = formatOf(row.symbol);
        return (
          <SignedText
            value={row.amount}
            text={withUnit(signedQuote(row.amount, format), format.quote)}
          />
        );
      },
    },
  ];

  return (
    <OrdersTable
      tab={{ page, onPageChange, filter: toolbar }}
      label={t`Funding history`}
      query={query}
      columns={columns}
      rowKey={(row) => String(row.id)}
      empty={filtered ? t`No funding payment matches these filters` : t`No funding payments yet`}
      errorText={t`Could not load your funding history.`}
      actions={actions}
    />
  );
}
