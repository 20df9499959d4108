import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Follow } from '@exchange/api';
import { Badge, Button, formatDateTime, Table, type TableColumn } from '@exchange/design-system';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { useCopyFollowing } from '../shared/copy-trade.query.ts';
import { copyAmount, copyPnl, signOf } from './copy-format.ts';
import { StopCopyDialog } from './stop-copy-dialog.tsx';
import { useCopyLabels } from './use-copy-labels.ts';
import styles from './copy-orders.module.css';

/**
 * The caller's copies, one per lead trader followed: mode, budget, margin in use, PnL, profit
 * shared and status; an active copy stops through {@link StopCopyDialog}.
 */
export function CopiesTab() {
  const { t } = useLingui();
  const labels = useCopyLabels();
  const timeOptions = useDateTimeOptions();
  const following = useCopyFollowing();
  const [stopping, setStopping] = useState<Follow | null>(null);

  const columns: TableColumn<Follow>[] = [
    {
      key: 'leader',
      header: t`Lead trader`,
      cell: (row) => (
        <span className={styles.stack}>
          <Link to="/copy-trade/leader" search={{ id: row.leader.id }} className={styles.link}>
            {row.leader.nickname}
          </Link>
          <span className={styles.muted}>
            {t`Since ${formatDateTime(row.created_at, timeOptions)}`}
          </span>
        </span>
      ),
    },
    { key: 'mode', header: t`Mode`, cell: (row) => labels.mode(row) },
    { key: 'budget', header: t`Budget`, numeric: true, cell: (row) => copyAmount(row.budget) },
    { key: 'used', header: t`Margin used`, numeric: true, cell: (row) => copyAmount(row.used) },
    {
      key: 'pnl',
      header: t`PnL`,
      numeric: true,
      cell: (row) => {
        const sign = signOf(row.pnl);
        return <span className={sign === null ? undefined : styles[sign]}>{copyPnl(row.pnl)}</span>;
      },
    },
    {
      key: 'shared',
      header: t`Profit shared`,
      numeric: true,
      cell: (row) => copyAmount(row.shared),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => (
        <span className={styles.stack}>
          <Badge tone={row.status === 'active' ? 'success' : 'neutral'}>
            {labels.followStatus(row.status)}
          </Badge>
          {row.status === 'stopped' && row.open_positions > 0 ? (
            <span className={styles.muted}>
              {t`Kept positions open: ${String(row.open_positions)}`}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'action',
      header: t`Action`,
      align: 'end',
      cell: (row) =>
        row.status === 'active' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Stop copying ${row.leader.nickname}`}
            onClick={() => {
              setStopping(row);
            }}
          >
            {t`Stop copying`}
          </Button>
        ) : null,
    },
  ];

  if (following.isError && following.data === undefined) {
    return (
      <LoadFailed
        message={t`Could not load your copies.`}
        onRetry={() => {
          void following.refetch();
        }}
      />
    );
  }
  return (
    <div className={styles.panel}>
      <Table
        label={t`My copies`}
        columns={columns}
        rows={following.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={following.isPending}
        loadingLabel={t`Loading…`}
        empty={t`You are not copying anyone yet`}
      />
      <StopCopyDialog
        follow={stopping}
        onClose={() => {
          setStopping(null);
        }}
      />
    </div>
  );
}
