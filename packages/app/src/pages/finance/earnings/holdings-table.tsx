import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { EarnPosition } from '@exchange/api';
import {
  Button,
  formatCoinAmount,
  formatDateTime,
  NO_VALUE,
  type TableColumn,
} from '@exchange/design-system';
import { useEarnPositions } from '../../../queries/earn.query.ts';
import { ORDERS_PAGE_SIZE } from '../../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { aprText } from '../earn-format.ts';
import { useEarnLabels } from '../use-earn-labels.ts';
import { RedeemDialog } from './redeem-dialog.tsx';
import styles from '../finance-page.module.css';

/**
 * The caller's holdings (GET /earn/positions?status=holding): product, principal held, rate,
 * interest booked so far, yesterday's, the value and maturity dates, and Redeem (which opens
 * {@link RedeemDialog}), a page at a time.
 */
export function HoldingsTable() {
  const { t } = useLingui();
  const labels = useEarnLabels();
  const timeOptions = useDateTimeOptions();
  const [page, setPage] = useState(1);
  const [redeeming, setRedeeming] = useState<EarnPosition | null>(null);
  const query = useEarnPositions({ status: 'holding', page, limit: ORDERS_PAGE_SIZE }, true);
  const when = (ms: number | null) => (ms === null ? NO_VALUE : formatDateTime(ms, timeOptions));

  const columns: TableColumn<EarnPosition>[] = [
    {
      key: 'product',
      header: t`Product`,
      cell: (row) => (
        <span className={styles.nowrap}>
          {`${row.coin_name} · ${labels.term(row.type, row.duration_days)}`}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Principal`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.amount, row.coin_name),
    },
    { key: 'apr', header: t`Annual rate`, numeric: true, cell: (row) => aprText(row.apr) },
    {
      key: 'total_interest',
      header: t`Interest so far`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.total_interest, row.coin_name),
    },
    {
      key: 'yesterday_interest',
      header: t`Yesterday's interest`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.yesterday_interest, row.coin_name),
    },
    { key: 'value_date', header: t`Value date`, cell: (row) => when(row.value_date) },
    { key: 'maturity_date', header: t`Maturity date`, cell: (row) => when(row.maturity_date) },
    {
      key: 'action',
      header: t`Action`,
      align: 'end',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t`Redeem ${row.coin_name} ${labels.term(row.type, row.duration_days)}`}
          onClick={() => {
            setRedeeming(row);
          }}
        >
          {t`Redeem`}
        </Button>
      ),
    },
  ];

  return (
    <>
      <OrdersTable
        tab={{ page, onPageChange: setPage, filter: null }}
        label={t`My holdings`}
        query={query}
        columns={columns}
        empty={t`Nothing held in earn yet`}
        errorText={t`Could not load your holdings.`}
      />
      <RedeemDialog
        position={redeeming}
        onClose={() => {
          setRedeeming(null);
        }}
      />
    </>
  );
}
