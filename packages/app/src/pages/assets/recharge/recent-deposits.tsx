import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Deposit, RechargeWithdraw } from '@exchange/api';
import {
  Badge,
  formatDateTime,
  Num,
  Table,
  withUnit,
  type TableColumn,
} from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { useUserEvents } from '../../../live/use-user-events.ts';
import { depositsQuery, FUNDING_QUERY_KEYS } from '../../../queries/funding.query.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import {
  anyConfirming,
  confirmationsOf,
  CONFIRMING_POLL_MS,
  WAITING_POLL_MS,
} from './deposit-status.ts';
import styles from './funding-page.module.css';

function DepositStatus({ deposit }: { deposit: Deposit }) {
  const [done, needed] = confirmationsOf(deposit);
  const count = `${String(done)}/${String(needed)}`;
  switch (deposit.status) {
    case 'confirming':
      return (
        <Badge tone="warning">
          <Trans>
            Confirming <Num>{count}</Num>
          </Trans>
        </Badge>
      );
    case 'credited':
      return (
        <Badge tone="success">
          <Trans>Credited</Trans>
        </Badge>
      );
    case 'failed':
      return (
        <Badge tone="danger">
          <Trans>Failed</Trans>
        </Badge>
      );
    default:
      return deposit.status satisfies never;
  }
}

/**
 * The user's latest deposits of one coin with their live status: "Confirming n/m" until the
 * network's count is reached, then "Credited" (or "Failed" when the chain drops it). Asked again
 * every few seconds while one is confirming (every 15 s otherwise), and at once when the socket
 * reports a deposit seen or one block further, or a balance change.
 */
export function RecentDeposits({ coin }: { coin: RechargeWithdraw }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const dateOptions = useDateTimeOptions();
  const coinName = coin.coin_name;
  const deposits = useQuery({
    ...depositsQuery(api, { coinId: coin.coin_id, status: undefined, page: 1 }),
    refetchInterval: (query) =>
      anyConfirming(query.state.data?.list) ? CONFIRMING_POLL_MS : WAITING_POLL_MS,
  });
  useUserEvents((event) => {
    if (event.event === 'balance' || event.event === 'deposit')
      void queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_KEYS.deposits });
  });

  const columns: TableColumn<Deposit>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (row) => <Num>{formatDateTime(row.created_at, dateOptions)}</Num>,
    },
    { key: 'network', header: t`Network`, cell: (row) => row.network },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => <Num>{withUnit(coinAmount(row.amount), row.coin_name)}</Num>,
    },
    { key: 'status', header: t`Status`, cell: (row) => <DepositStatus deposit={row} /> },
  ];

  return (
    <section className={styles.section} aria-labelledby="recent-deposits">
      <h2 id="recent-deposits" className={styles.sectionTitle}>
        <Trans>Recent {coinName} deposits</Trans>
      </h2>
      {deposits.isError ? (
        <LoadFailed
          message={callErrorMessage(deposits.error, i18n).text}
          onRetry={() => {
            void deposits.refetch();
          }}
        />
      ) : (
        <Table
          label={t`Recent deposits`}
          columns={columns}
          rows={deposits.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          loading={deposits.isPending}
          loadingLabel={t`Loading deposits…`}
          empty={t`No ${coinName} deposits yet.`}
        />
      )}
    </section>
  );
}
