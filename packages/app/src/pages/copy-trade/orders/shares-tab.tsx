import { useLingui } from '@lingui/react/macro';
import type { ProfitShare } from '@exchange/api';
import { Badge, formatDateTime, type TableColumn } from '@exchange/design-system';
import { ORDERS_PAGE_SIZE, searchPaging } from '../../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { useCopyProfitShares } from '../shared/copy-trade.query.ts';
import { copyAmount, copyPnl } from './copy-format.ts';
import { copyWireFilter, isCopyFiltered, parseCopyOrdersSearch } from './copy-orders-search.ts';
import type { CopyHistoryTabProps } from './orders-tab.tsx';
import styles from './copy-orders.module.css';

/**
 * Profit shares: paid by the caller's copies to lead traders, and received as a lead trader,
 * newest first, by day range (in the URL), a page at a time.
 */
export function SharesTab({ search, onSearchChange }: CopyHistoryTabProps) {
  const { t } = useLingui();
  const timeOptions = useDateTimeOptions();
  const page = search.page ?? 1;
  const shares = useCopyProfitShares({ ...copyWireFilter(search), page, limit: ORDERS_PAGE_SIZE });
  const { page: _page, ...filters } = search;

  const columns: TableColumn<ProfitShare>[] = [
    {
      key: 'created_at',
      header: t`Time`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    {
      key: 'role',
      header: t`Type`,
      cell: (row) =>
        row.role === 'paid' ? (
          <Badge tone="neutral">{t`Paid`}</Badge>
        ) : (
          <Badge tone="success">{t`Received`}</Badge>
        ),
    },
    {
      key: 'counterparty',
      header: t`Counterparty`,
      cell: (row) => row.counterparty,
    },
    {
      key: 'realized_pnl',
      header: t`Realized PnL`,
      numeric: true,
      cell: (row) => copyPnl(row.realized_pnl, row.coin_name),
    },
    {
      key: 'amount',
      header: t`Profit share`,
      numeric: true,
      cell: (row) => copyAmount(row.amount, row.coin_name),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <DayRangeInputs
          from={search.from}
          to={search.to}
          onChange={(change) => {
            onSearchChange(parseCopyOrdersSearch({ ...filters, ...change }));
          }}
        />
      </div>
      <OrdersTable
        tab={searchPaging(search, onSearchChange)}
        label={t`Profit shares`}
        query={shares}
        columns={columns}
        empty={isCopyFiltered(search) ? t`No profit share in these days` : t`No profit shares yet`}
        errorText={t`Could not load your profit shares.`}
      />
    </div>
  );
}
