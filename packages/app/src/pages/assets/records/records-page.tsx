import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '@exchange/api';
import { Field, Select, Tabs } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { coinsQuery } from '../../../queries/wallet.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { DayRangeInputs } from '../shared/day-range-inputs.tsx';
import { timeWindow } from '../shared/day-range.ts';
import { DepositRecords } from './deposit-records.tsx';
import {
  depositStatusOf,
  parseRecordsSearch,
  withdrawStatusOf,
  tabOf,
  type RecordsSearch,
  type RecordTab,
} from './records-search.ts';
import { useRecordLabels } from './use-record-labels.ts';
import { WithdrawRecords } from './withdraw-records.tsx';
import styles from '../shared/assets-page.module.css';

const ALL = 'all';

/** Props of {@link RecordsPage}: its state lives in the URL (see records-search.ts). */
export interface RecordsPageProps {
  search: RecordsSearch;
  /** Replace the search params; the route navigates, so Back walks through filter changes. */
  onSearchChange: (search: RecordsSearch) => void;
}

function Filters({ search, onSearchChange }: RecordsPageProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const coins = useQuery(coinsQuery(api));
  const labels = useRecordLabels();
  const statusOptions =
    tabOf(search) === 'deposit'
      ? DEPOSIT_STATUSES.map((status) => ({ value: status, label: labels.depositStatus(status) }))
      : WITHDRAW_STATUSES.map((status) => ({
          value: status,
          label: labels.withdrawStatus(status),
        }));
  return (
    <div className={styles.toolbar}>
      <div className={styles.actions}>
        <Field label={t`Coin`}>
          {(control) => (
            <Select
              id={control.id}
              value={search.coin ?? ALL}
              options={[
                { value: ALL, label: t`All coins` },
                ...(coins.data ?? []).map((coin) => ({
                  value: coin.coin_name,
                  label: coin.coin_name,
                })),
              ]}
              onChange={(coin) => {
                const { coin: _coin, page: _page, ...rest } = search;
                onSearchChange(coin === ALL ? rest : { ...rest, coin });
              }}
            />
          )}
        </Field>
        <Field label={t`Status`}>
          {(control) => (
            <Select
              id={control.id}
              value={search.status ?? ALL}
              options={[{ value: ALL, label: t`All statuses` }, ...statusOptions]}
              onChange={(status) => {
                const { status: _status, page: _page, ...rest } = search;
                onSearchChange(status === ALL ? rest : { ...rest, status });
              }}
            />
          )}
        </Field>
        <DayRangeInputs
          from={search.from}
          to={search.to}
          onChange={(change) => {
            // Parsed like the URL: an emptied input drops its end, and the page starts again.
            const { page: _page, ...rest } = search;
            onSearchChange(parseRecordsSearch({ ...rest, ...change }));
          }}
        />
      </div>
    </div>
  );
}

/**
 * /assets/records: the user's deposits and withdrawals in two tabs (SPEC.md section 2: its
 * deposit and withdraw components), filtered by coin, status and a day range, paged, every part
 * of it kept in the URL's search params.
 */
export function RecordsPage({ search, onSearchChange }: RecordsPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const coins = useQuery(coinsQuery(api));
  const coinId =
    search.coin === undefined
      ? undefined
      : coins.data?.find((coin) => coin.coin_name === search.coin)?.coin_id;
  // A coin filter waits for the coin list, so the first page asked for is the filtered one.
  const ready = search.coin === undefined || coins.data !== undefined;
  const page = search.page ?? 1;
  const { from, to } = timeWindow(search.from, search.to);
  const onPageChange = (next: number) => {
    const { page: _page, ...rest } = search;
    onSearchChange(next === 1 ? rest : { ...rest, page: next });
  };
  const panel = (tab: RecordTab) => {
    if (tab !== tabOf(search) || !ready) return null;
    // An unknown coin matches nothing: ask for an id no coin has rather than for every coin.
    const filterCoin = search.coin === undefined ? undefined : (coinId ?? -1);
    return tab === 'deposit' ? (
      <DepositRecords
        filter={{
          coinId: filterCoin,
          status: depositStatusOf(search.status),
          from,
          to,
          page,
        }}
        onPageChange={onPageChange}
      />
    ) : (
      <WithdrawRecords
        filter={{
          coinId: filterCoin,
          status: withdrawStatusOf(search.status),
          from,
          to,
          page,
        }}
        onPageChange={onPageChange}
      />
    );
  };
  return (
    <main className={styles.page} data-state={tabOf(search)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{i18n._(PAGE_TITLES.records)}</h1>
        <div className={styles.actions}>
          <Link to="/assets/address-manage" className={styles.buttonLinkSecondary}>
            <Trans>Withdrawal addresses</Trans>
          </Link>
        </div>
      </header>
      <Filters search={search} onSearchChange={onSearchChange} />
      <Tabs
        label={t`Records`}
        value={tabOf(search)}
        onValueChange={(tab) => {
          // A new tab keeps the coin and the days; statuses differ per tab and the page starts
          // again.
          onSearchChange({
            ...(tab === 'withdraw' ? { tab: 'withdraw' } : {}),
            ...(search.coin === undefined ? {} : { coin: search.coin }),
            ...(search.from === undefined ? {} : { from: search.from }),
            ...(search.to === undefined ? {} : { to: search.to }),
          });
        }}
        items={[
          { value: 'deposit', label: t`Deposits`, content: panel('deposit') },
          { value: 'withdraw', label: t`Withdrawals`, content: panel('withdraw') },
        ]}
      />
    </main>
  );
}
