import { useLingui } from '@lingui/react/macro';
import type { LeaderPosition, LeaderTrade } from '@exchange/api';
import {
  formatAmount,
  formatDateTime,
  Table,
  TRIM_TRAILING_ZEROS,
  type TableColumn,
} from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { RecordsPager } from '../../assets/records/records-pager.tsx';
import { useCopyLeaderHistory, useCopyLeaderPositions } from '../shared/copy-trade.query.ts';
import { signedPercent, toneOf } from '../shared/leader-format.ts';
import styles from './leader-page.module.css';
import tone from '../../tone.module.css';

/** How many closed positions a page of the history holds. */
export const HISTORY_PAGE_SIZE = 10;

/** The columns both tables share: symbol, side, leverage, size (or that it is hidden), entry. */
function useTradeColumns<Row extends LeaderPosition | LeaderTrade>(): TableColumn<Row>[] {
  const { t } = useLingui();
  return [
    { key: 'symbol', header: t`Contract`, cell: (row) => row.symbol },
    {
      key: 'side',
      header: t`Side`,
      cell: (row) => (
        <span className={tone.tone} data-tone={row.side === 'long' ? 'rise' : 'fall'}>
          {row.side === 'long' ? t`Long` : t`Short`}
        </span>
      ),
    },
    { key: 'leverage', header: t`Leverage`, numeric: true, cell: (row) => `${row.leverage}x` },
    {
      key: 'amount',
      header: t`Size`,
      numeric: true,
      cell: (row) =>
        row.amount === null ? (
          <span className={styles.hidden}>{t`Hidden by the trader`}</span>
        ) : (
          formatAmount(row.amount, TRIM_TRAILING_ZEROS)
        ),
    },
    {
      key: 'entry',
      header: t`Entry price`,
      numeric: true,
      cell: (row) => formatAmount(row.entry_price, TRIM_TRAILING_ZEROS),
    },
  ];
}

/** A return on equity, signed and coloured. */
function Roe({ value }: { value: string }) {
  return (
    <span className={tone.tone} data-tone={toneOf(value)}>
      {signedPercent(value)}
    </span>
  );
}

/** The lead trader's open positions (sizes hidden when the trader chose so). */
export function LeaderPositions({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const time = useDateTimeOptions();
  const positions = useCopyLeaderPositions(id);
  const columns: TableColumn<LeaderPosition>[] = [
    ...useTradeColumns<LeaderPosition>(),
    {
      key: 'mark',
      header: t`Mark price`,
      numeric: true,
      cell: (row) => formatAmount(row.mark_price, TRIM_TRAILING_ZEROS),
    },
    { key: 'roe', header: t`ROE`, numeric: true, cell: (row) => <Roe value={row.roe} /> },
    {
      key: 'opened',
      header: t`Opened`,
      cell: (row) => formatDateTime(row.opened_at, time),
    },
  ];
  if (positions.isError)
    return (
      <LoadFailed
        message={callErrorMessage(positions.error, i18n).text}
        onRetry={() => void positions.refetch()}
      />
    );
  return (
    <Table
      label={t`Current positions`}
      columns={columns}
      rows={positions.data ?? []}
      rowKey={(row) => `${row.symbol}-${row.side}`}
      loading={positions.isPending}
      loadingLabel={t`Loading positions…`}
      empty={t`No open positions`}
    />
  );
}

/** The lead trader's closed positions, newest first, a page at a time. */
export function LeaderHistory({
  id,
  page,
  onPageChange,
}: {
  id: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useLingui();
  const time = useDateTimeOptions();
  const history = useCopyLeaderHistory(id, page, HISTORY_PAGE_SIZE);
  const columns: TableColumn<LeaderTrade>[] = [
    ...useTradeColumns<LeaderTrade>(),
    {
      key: 'close',
      header: t`Close price`,
      numeric: true,
      cell: (row) => formatAmount(row.close_price, TRIM_TRAILING_ZEROS),
    },
    { key: 'roe', header: t`ROE`, numeric: true, cell: (row) => <Roe value={row.roe} /> },
    { key: 'opened', header: t`Opened`, cell: (row) => formatDateTime(row.opened_at, time) },
    { key: 'closed', header: t`Closed`, cell: (row) => formatDateTime(row.closed_at, time) },
  ];
  if (history.isError)
    return (
      <LoadFailed
        message={callErrorMessage(history.error, i18n).text}
        onRetry={() => void history.refetch()}
      />
    );
  return (
    <div className={styles.tab}>
      <Table
        label={t`Position history`}
        columns={columns}
        rows={history.data?.list ?? []}
        rowKey={(row) => String(row.id)}
        loading={history.isPending}
        loadingLabel={t`Loading position history…`}
        empty={t`No closed positions yet`}
      />
      <RecordsPager
        page={history.data}
        label={t`Position history pages`}
        onPageChange={onPageChange}
      />
    </div>
  );
}
