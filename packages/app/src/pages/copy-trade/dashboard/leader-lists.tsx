import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Follower, ProfitShare } from '@exchange/api';
import {
  formatCoinAmount,
  formatDateTime,
  formatSignedAmount,
  Table,
  type TableColumn,
  withUnit,
} from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { RecordsPager } from '../../assets/records/records-pager.tsx';
import { useCopyFollowers, useCopyProfitShares } from '../shared/copy-trade.query.ts';
import { toneOf, usdtAmount, usdtPnl } from '../shared/leader-format.ts';
import styles from '../leader/leader-page.module.css';
import tone from '../../tone.module.css';

/** How many rows a page of the leader's lists holds. */
export const LIST_PAGE_SIZE = 10;

/** The leader's followers (e-mails masked), a page at a time. */
export function FollowersList() {
  const { t, i18n } = useLingui();
  const time = useDateTimeOptions();
  const [page, setPage] = useState(1);
  const followers = useCopyFollowers(page, LIST_PAGE_SIZE);
  const columns: TableColumn<Follower>[] = [
    { key: 'email', header: t`Follower`, cell: (row) => row.email },
    { key: 'budget', header: t`Budget`, numeric: true, cell: (row) => usdtAmount(row.budget) },
    {
      key: 'pnl',
      header: t`Their PnL`,
      numeric: true,
      cell: (row) => (
        <span className={tone.tone} data-tone={toneOf(row.pnl)}>
          {usdtPnl(row.pnl)}
        </span>
      ),
    },
    {
      key: 'shared',
      header: t`Shared with you`,
      numeric: true,
      cell: (row) => usdtAmount(row.shared),
    },
    { key: 'since', header: t`Copying since`, cell: (row) => formatDateTime(row.since, time) },
  ];
  return (
    <section className={styles.panel} aria-labelledby="leader-followers-title">
      <h2 id="leader-followers-title" className={styles.panelTitle}>
        {t`Followers`}
      </h2>
      {followers.isError ? (
        <LoadFailed
          message={callErrorMessage(followers.error, i18n).text}
          onRetry={() => void followers.refetch()}
        />
      ) : (
        <>
          <Table
            label={t`Followers`}
            columns={columns}
            rows={followers.data?.list ?? []}
            rowKey={(row) => String(row.id)}
            loading={followers.isPending}
            loadingLabel={t`Loading followers…`}
            empty={t`No one copies you yet`}
          />
          <RecordsPager page={followers.data} label={t`Follower pages`} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

/** The profit shares the caller received as a leader (and any they paid as a follower). */
export function ProfitSharesList() {
  const { t, i18n } = useLingui();
  const time = useDateTimeOptions();
  const [page, setPage] = useState(1);
  const shares = useCopyProfitShares({ page, limit: LIST_PAGE_SIZE });
  const columns: TableColumn<ProfitShare>[] = [
    { key: 'time', header: t`Time`, cell: (row) => formatDateTime(row.created_at, time) },
    {
      key: 'role',
      header: t`Direction`,
      cell: (row) => (row.role === 'received' ? t`Received` : t`Paid`),
    },
    { key: 'counterparty', header: t`From or to`, cell: (row) => row.counterparty },
    {
      key: 'pnl',
      header: t`Realized PnL`,
      numeric: true,
      cell: (row) => (
        <span className={tone.tone} data-tone={toneOf(row.realized_pnl)}>
          {withUnit(formatSignedAmount(row.realized_pnl, 2), row.coin_name)}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Profit share`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.amount, row.coin_name),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="leader-shares-title">
      <h2 id="leader-shares-title" className={styles.panelTitle}>
        {t`Profit shares`}
      </h2>
      {shares.isError ? (
        <LoadFailed
          message={callErrorMessage(shares.error, i18n).text}
          onRetry={() => void shares.refetch()}
        />
      ) : (
        <>
          <Table
            label={t`Profit shares`}
            columns={columns}
            rows={shares.data?.list ?? []}
            rowKey={(row) => String(row.id)}
            loading={shares.isPending}
            loadingLabel={t`Loading profit shares…`}
            empty={t`No profit shares yet`}
          />
          <RecordsPager page={shares.data} label={t`Profit share pages`} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
