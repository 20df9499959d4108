import { useLingui } from '@lingui/react/macro';
import type { CopyOrder } from '@exchange/api';
import {
  Badge,
  formatAmount,
  formatDateTime,
  NO_VALUE,
  TRIM_TRAILING_ZEROS,
  type TableColumn,
} from '@exchange/design-system';
import { ORDERS_PAGE_SIZE, searchPaging } from '../../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { FilterSelect } from '../../assets/shared/filter-select.tsx';
import { useCopyFollowing, useCopyOrders } from '../shared/copy-trade.query.ts';
import { copyAmount, copyPnl, signOf } from './copy-format.ts';
import {
  copyWireFilter,
  isCopyFiltered,
  parseCopyOrdersSearch,
  type CopyOrdersSearch,
} from './copy-orders-search.ts';
import { useCopyLabels } from './use-copy-labels.ts';
import styles from './copy-orders.module.css';

/** Props of {@link OrdersTab} and of the profit shares tab. */
export interface CopyHistoryTabProps {
  search: CopyOrdersSearch;
  onSearchChange: (search: CopyOrdersSearch) => void;
}

/**
 * The orders placed for the caller's copies, newest first, by lead trader and day range (in
 * the URL), a page at a time; a skipped order says why (the same refusal a manual order gets).
 */
export function OrdersTab({ search, onSearchChange }: CopyHistoryTabProps) {
  const { t } = useLingui();
  const labels = useCopyLabels();
  const timeOptions = useDateTimeOptions();
  const page = search.page ?? 1;
  const orders = useCopyOrders({ ...copyWireFilter(search), page, limit: ORDERS_PAGE_SIZE });
  const following = useCopyFollowing();
  const leaders = [...new Map((following.data ?? []).map((row) => [row.leader.id, row.leader]))];
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<'leader' | 'from' | 'to', string>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onSearchChange(parseCopyOrdersSearch({ ...filters, ...change }));
  };

  const columns: TableColumn<CopyOrder>[] = [
    {
      key: 'created_at',
      header: t`Time`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    { key: 'leader', header: t`Lead trader`, cell: (row) => row.leader_nickname },
    {
      key: 'symbol',
      header: t`Contract`,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{row.symbol}</span>
          <span className={row.side === 'long' ? styles.long : styles.short}>
            {`${labels.action(row.action)} ${labels.side(row.side)} · ${String(row.leverage)}×`}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Size`,
      numeric: true,
      cell: (row) => formatAmount(row.amount, TRIM_TRAILING_ZEROS),
    },
    {
      key: 'price',
      header: t`Price`,
      numeric: true,
      cell: (row) => (row.price === null ? NO_VALUE : formatAmount(row.price, TRIM_TRAILING_ZEROS)),
    },
    {
      key: 'realized_pnl',
      header: t`Realized PnL`,
      numeric: true,
      cell: (row) => {
        if (row.action === 'open') return NO_VALUE;
        const sign = signOf(row.realized_pnl);
        return (
          <span className={sign === null ? undefined : styles[sign]}>
            {copyPnl(row.realized_pnl)}
          </span>
        );
      },
    },
    {
      key: 'profit_share',
      header: t`Profit share`,
      numeric: true,
      cell: (row) => (row.profit_share === '0' ? NO_VALUE : copyAmount(row.profit_share)),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => (
        <span className={styles.stack}>
          <Badge tone={row.status === 'filled' ? 'success' : 'warning'}>
            {labels.orderStatus(row.status)}
          </Badge>
          {row.skip_reason === null ? null : (
            <span className={styles.reason}>{row.skip_reason}</span>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <FilterSelect
          label={t`Lead trader`}
          value={search.leader === undefined ? undefined : String(search.leader)}
          allLabel={t`All lead traders`}
          options={leaders.map(([id, leader]) => ({ value: String(id), label: leader.nickname }))}
          onChange={(leader) => {
            set({ leader });
          }}
        />
        <DayRangeInputs from={search.from} to={search.to} onChange={set} />
      </div>
      <OrdersTable
        tab={searchPaging(search, onSearchChange)}
        label={t`Copied orders`}
        query={orders}
        columns={columns}
        empty={
          isCopyFiltered(search)
            ? t`No copied order matches these filters`
            : t`No copied orders yet`
        }
        errorText={t`Could not load your copied orders.`}
      />
    </div>
  );
}
