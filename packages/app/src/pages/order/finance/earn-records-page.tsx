import { useLingui } from '@lingui/react/macro';
import type { EarnRecord } from '@exchange/api';
import {
  Button,
  formatCoinAmount,
  formatDateTime,
  NO_VALUE,
  type TableColumn,
} from '@exchange/design-system';
import {
  useEarnProducts,
  useEarnRecords,
  useEarnUserEvents,
  useExportEarnRecords,
} from '../../../queries/earn.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { ORDERS_PAGE_SIZE, searchPaging } from '../../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { saveText } from '../../assets/capital-flow/export-csv-button.tsx';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { FilterSelect } from '../../assets/shared/filter-select.tsx';
import { useEarnLabels } from '../../finance/use-earn-labels.ts';
import { pageStateOf } from '../contract/page-state.ts';
import {
  earnWireFilter,
  isEarnFiltered,
  parseEarnRecordsSearch,
  type EarnRecordsSearch,
} from './earn-records-search.ts';
import styles from '../contract/order-centre.module.css';

/** Props of {@link EarnRecordsPage}. */
export interface EarnRecordsPageProps {
  search: EarnRecordsSearch;
  onSearchChange: (search: EarnRecordsSearch) => void;
}

/**
 * /order/finance (issue 21): the caller's earn records (subscriptions, redemptions with what an
 * early one forfeited, each day's interest, maturities), filtered by type, coin and day range
 * (in the URL), a page at a time, with a CSV export of everything the filters match.
 */
export function EarnRecordsPage({ search, onSearchChange }: EarnRecordsPageProps) {
  const { t, i18n } = useLingui();
  const labels = useEarnLabels();
  const timeOptions = useDateTimeOptions();
  useEarnUserEvents();
  const filter = earnWireFilter(search);
  const page = search.page ?? 1;
  const query = useEarnRecords({ ...filter, page, limit: ORDERS_PAGE_SIZE }, true);
  const products = useEarnProducts({}, true);
  const exportCsv = useExportEarnRecords(saveText);
  const pageState = pageStateOf(query);
  const coins = [...new Map((products.data ?? []).map((row) => [row.coin_id, row.coin_name]))];
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof EarnRecordsSearch, string | undefined>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onSearchChange(parseEarnRecordsSearch({ ...filters, ...change }));
  };

  const columns: TableColumn<EarnRecord>[] = [
    {
      key: 'created_at',
      header: t`Time`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    { key: 'type', header: t`Type`, cell: (row) => labels.record(row.type) },
    {
      key: 'product',
      header: t`Product`,
      cell: (row) => `${row.coin_name} · ${labels.term(row.earn_type, row.duration_days)}`,
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.amount, row.coin_name),
    },
    {
      key: 'forfeited_interest',
      header: t`Interest forfeited`,
      numeric: true,
      cell: (row) =>
        row.type === 'redeem' && row.forfeited_interest !== '0'
          ? formatCoinAmount(row.forfeited_interest, row.coin_name)
          : NO_VALUE,
    },
  ];

  return (
    <main className={styles.page} data-state={pageState} data-section="finance">
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.earnOrders)}</h1>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <FilterSelect
          label={t`Type`}
          value={search.type}
          allLabel={t`All types`}
          options={(['subscribe', 'redeem', 'interest', 'maturity'] as const).map((type) => ({
            value: type,
            label: labels.record(type),
          }))}
          onChange={(type) => {
            set({ type });
          }}
        />
        <FilterSelect
          label={t`Coin`}
          value={search.coin === undefined ? undefined : String(search.coin)}
          allLabel={t`All coins`}
          options={coins.map(([id, name]) => ({ value: String(id), label: name }))}
          onChange={(coin) => {
            set({ coin });
          }}
        />
        <DayRangeInputs
          from={search.from}
          to={search.to}
          onChange={(change) => {
            set(change);
          }}
        />
      </div>
      <OrdersTable
        tab={searchPaging(search, onSearchChange)}
        label={t`Earn records`}
        query={query}
        columns={columns}
        empty={isEarnFiltered(search) ? t`No record matches these filters` : t`No earn records yet`}
        errorText={t`Could not load your earn records.`}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={pageState !== 'ready'}
            loading={exportCsv.isPending}
            onClick={() => {
              exportCsv.mutate(filter);
            }}
          >
            {t`Export CSV`}
          </Button>
        }
      />
    </main>
  );
}
