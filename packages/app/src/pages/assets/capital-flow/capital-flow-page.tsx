import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Statement } from '@exchange/api';
import {
  formatDateTime,
  formatSignedAmount,
  Num,
  Pagination,
  Table,
  toBig,
  TRIM_TRAILING_ZEROS,
  withUnit,
  type TableColumn,
} from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { statementsQuery, STATEMENTS_PAGE_SIZE } from '../../../queries/statements.query.ts';
import { coinsQuery } from '../../../queries/wallet.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { useAccountLabels } from '../shared/use-account-labels.ts';
import { CapitalFlowFilters } from './capital-flow-filters.tsx';
import { timeWindow } from '../shared/day-range.ts';
import type { CapitalFlowSearch } from './capital-flow-search.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { statementLabel } from './statement-labels.ts';
import pageStyles from '../shared/assets-page.module.css';
import styles from './capital-flow.module.css';

/** A signed change of a balance: green in, red out, plain when nothing moved. */
function SignedChange({ value, coin }: { value: string; coin: string }) {
  const zero = toBig(value).eq(0);
  const className = zero ? undefined : value.startsWith('-') ? styles.negative : styles.positive;
  return (
    <span className={className}>
      <Num>{withUnit(zero ? '0' : formatSignedAmount(value, TRIM_TRAILING_ZEROS), coin)}</Num>
    </span>
  );
}

export interface CapitalFlowPageProps {
  search: CapitalFlowSearch;
  onSearchChange: (search: CapitalFlowSearch) => void;
}

/**
 * /assets/capital-flow: every movement of the user's ledger (GET /wallet/statements), newest
 * first, filtered by account, coin, type and day range (all in the URL), a page at a time, with
 * "Export CSV" of the whole filtered set.
 */
export function CapitalFlowPage({ search, onSearchChange }: CapitalFlowPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const accounts = useAccountLabels();
  const dateOptions = useDateTimeOptions();
  const coins = useQuery(coinsQuery(api));
  const coinId = coins.data?.find((coin) => coin.coin_name === search.coin)?.coin_id;
  const page = search.page ?? 1;
  const span = timeWindow(search.from, search.to);
  const filter = {
    account: search.account,
    // A coin named in the URL waits for the coin list before the rows are asked for.
    coinId,
    type: search.type,
    from: span.from,
    to: span.to,
  };
  const waitingForCoin = search.coin !== undefined && coins.isPending;
  const statements = useQuery({
    ...statementsQuery(api, { ...filter, page }),
    enabled: !waitingForCoin,
  });
  const unknownCoin = search.coin !== undefined && coins.isSuccess && coinId === undefined;

  const columns: TableColumn<Statement>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (row) => <Num>{formatDateTime(row.created_at, dateOptions)}</Num>,
    },
    {
      key: 'account',
      header: t`Account`,
      cell: (row) => <span className={styles.words}>{accounts[row.account]}</span>,
    },
    {
      key: 'coin',
      header: t`Coin`,
      cell: (row) => <span className={styles.words}>{row.coin_name}</span>,
    },
    {
      key: 'type',
      header: t`Type`,
      cell: (row) => <span className={styles.words}>{statementLabel(i18n, row.type)}</span>,
    },
    {
      key: 'amount',
      header: t`Available change`,
      numeric: true,
      cell: (row) => <SignedChange value={row.amount} coin={row.coin_name} />,
    },
    {
      key: 'freeze_amount',
      header: t`Frozen change`,
      numeric: true,
      cell: (row) => <SignedChange value={row.freeze_amount} coin={row.coin_name} />,
    },
    {
      key: 'balance',
      header: t`Available after`,
      numeric: true,
      cell: (row) => <Num>{coinAmount(row.balance)}</Num>,
    },
    {
      key: 'freeze',
      header: t`Frozen after`,
      numeric: true,
      cell: (row) => <Num>{coinAmount(row.freeze)}</Num>,
    },
  ];

  const data = statements.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / STATEMENTS_PAGE_SIZE)) : 1;
  const count = String(data?.total ?? 0);
  const filtered = Object.keys(search).some((key) => key !== 'page');
  const state = statements.isError
    ? 'error'
    : statements.isPending || waitingForCoin
      ? 'loading'
      : data?.total === 0
        ? 'empty'
        : 'ready';

  return (
    <main className={pageStyles.page} data-state={state}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{i18n._(PAGE_TITLES.capitalFlow)}</h1>
        <ExportCsvButton
          filter={filter}
          disabled={unknownCoin || waitingForCoin || data?.total === 0}
        />
      </header>
      <CapitalFlowFilters search={search} coins={coins.data ?? []} onChange={onSearchChange} />
      {statements.isError ? (
        <LoadFailed
          message={callErrorMessage(statements.error, i18n).text}
          onRetry={() => {
            void statements.refetch();
          }}
        />
      ) : (
        <Table
          label={t`Capital flow`}
          columns={columns}
          rows={unknownCoin ? [] : (data?.list ?? [])}
          rowKey={(row) => String(row.id)}
          loading={statements.isPending || waitingForCoin}
          loadingLabel={t`Loading movements…`}
          empty={filtered ? t`No movement matches these filters.` : t`No movements yet.`}
        />
      )}
      {data && data.total > 0 ? (
        <div className={styles.footer}>
          <p className={styles.count}>
            <Trans>
              Movements: <Num>{count}</Num>
            </Trans>
          </p>
          {pageCount > 1 ? (
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              label={t`Capital flow pages`}
              previousLabel={t`Previous page`}
              nextLabel={t`Next page`}
              pageLabel={(number) => t`Page ${number}`}
              onPageChange={(next) => {
                const { page: _page, ...filters } = search;
                onSearchChange(next > 1 ? { ...filters, page: next } : filters);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </main>
  );
}
