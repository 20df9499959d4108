import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CopyPosition } from '@exchange/api';
import {
  AlertDialog,
  Badge,
  Button,
  formatAmount,
  Table,
  TRIM_TRAILING_ZEROS,
  type TableColumn,
} from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { useCopyPositionClose, useCopyPositions } from '../shared/copy-trade.query.ts';
import { copyAmount, copyPnl, signOf } from './copy-format.ts';
import { useCopyLabels } from './use-copy-labels.ts';
import styles from './copy-orders.module.css';

const keyOf = (row: { follow_id: number | string; symbol: string }) =>
  `${String(row.follow_id)}-${row.symbol}`;

/**
 * The caller's copied positions across their copies, live (polled): a position kept after its
 * copy stopped is marked, and any position closes at market after a confirmation.
 */
export function PositionsTab() {
  const { t, i18n } = useLingui();
  const labels = useCopyLabels();
  const positions = useCopyPositions();
  const close = useCopyPositionClose();
  const [closing, setClosing] = useState<CopyPosition | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const columns: TableColumn<CopyPosition>[] = [
    {
      key: 'symbol',
      header: t`Contract`,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{row.symbol}</span>
          <span className={row.side === 'long' ? styles.long : styles.short}>
            {`${labels.side(row.side)} · ${String(row.leverage)}×`}
          </span>
        </span>
      ),
    },
    {
      key: 'leader',
      header: t`Lead trader`,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{row.leader_nickname}</span>
          {row.follow_status === 'stopped' ? (
            <Badge tone="warning">{t`Kept after stopping`}</Badge>
          ) : null}
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
      key: 'entry',
      header: t`Entry price`,
      numeric: true,
      cell: (row) => formatAmount(row.entry_price, TRIM_TRAILING_ZEROS),
    },
    {
      key: 'mark',
      header: t`Mark price`,
      numeric: true,
      cell: (row) => formatAmount(row.mark_price, TRIM_TRAILING_ZEROS),
    },
    { key: 'margin', header: t`Margin`, numeric: true, cell: (row) => copyAmount(row.margin) },
    {
      key: 'pnl',
      header: t`Unrealized PnL`,
      numeric: true,
      cell: (row) => {
        const sign = signOf(row.unrealized_pnl);
        return (
          <span className={sign === null ? undefined : styles[sign]}>
            {copyPnl(row.unrealized_pnl)}
          </span>
        );
      },
    },
    {
      key: 'close',
      header: t`Action`,
      align: 'end',
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Close ${row.symbol} copied from ${row.leader_nickname}`}
          loading={close.isPending && keyOf(close.variables) === keyOf(row)}
          onClick={() => {
            setFailure(null);
            setClosing(row);
          }}
        >
          {t`Close`}
        </Button>
      ),
    },
  ];

  if (positions.isError && positions.data === undefined) {
    return (
      <LoadFailed
        message={t`Could not load your copied positions.`}
        onRetry={() => {
          void positions.refetch();
        }}
      />
    );
  }
  return (
    <div className={styles.panel}>
      {failure === null ? null : (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Table
        label={t`Copied positions`}
        columns={columns}
        rows={positions.data ?? []}
        rowKey={keyOf}
        loading={positions.isPending}
        loadingLabel={t`Loading…`}
        empty={t`No copied positions open`}
      />
      <AlertDialog
        open={closing !== null}
        onOpenChange={(open) => {
          if (!open) setClosing(null);
        }}
        title={t`Close this position?`}
        description={
          closing === null
            ? ''
            : t`${closing.symbol} ${labels.side(closing.side)}, ${formatAmount(closing.amount, TRIM_TRAILING_ZEROS)}, closes at market. A close in profit pays ${closing.leader_nickname} their profit share.`
        }
        actionLabel={t`Close at market`}
        cancelLabel={t`Cancel`}
        actionVariant="danger"
        onAction={() => {
          if (closing === null) return;
          close.mutate(
            { follow_id: closing.follow_id, symbol: closing.symbol },
            {
              onError: (error: unknown) => {
                setFailure(callErrorMessage(error, i18n).text);
              },
            },
          );
          setClosing(null);
        }}
      />
    </div>
  );
}
