import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OtcTrade } from '@exchange/api';
import {
  Button,
  formatCoinAmount,
  formatDateTime,
  type TableColumn,
} from '@exchange/design-system';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { ORDERS_PAGE_SIZE, searchPaging } from '../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../trading/use-date-time-options.ts';
import { saveText } from '../assets/capital-flow/export-csv-button.tsx';
import { DayRangeInputs } from '../assets/shared/day-range-inputs.tsx';
import { FilterSelect } from '../assets/shared/filter-select.tsx';
import { pageStateOf } from '../order/contract/page-state.ts';
import {
  isOtcFiltered,
  otcWireFilter,
  parseOtcOrdersSearch,
  type OtcOrdersSearch,
} from './otc-orders-search.ts';
import { useExportOtcTrades, useOtcCoins, useOtcTrades } from './otc.query.ts';
import { useOtcTitle } from './use-otc-title.ts';
import styles from './otc-page.module.css';

/** Props of {@link OtcOrdersPage}. */
export interface OtcOrdersPageProps {
  search: OtcOrdersSearch;
  onSearchChange: (search: OtcOrdersSearch) => void;
}

/**
 * /otc-trade/order (issue 24): the caller's block trades with the desk, newest first, filtered
 * by coin, side and day range (in the URL), a page at a time, with a CSV export of everything
 * the filters match.
 */
export function OtcOrdersPage({ search, onSearchChange }: OtcOrdersPageProps) {
  const { t } = useLingui();
  const title = useOtcTitle(PAGE_TITLES.otcOrders);
  const timeOptions = useDateTimeOptions();
  const filter = otcWireFilter(search);
  const page = search.page ?? 1;
  const query = useOtcTrades({ ...filter, page, limit: ORDERS_PAGE_SIZE });
  const coins = useOtcCoins();
  const exportCsv = useExportOtcTrades(saveText);
  const pageState = pageStateOf(query);
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof OtcOrdersSearch, string | undefined>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onSearchChange(parseOtcOrdersSearch({ ...filters, ...change }));
  };
  const sideLabel = (side: OtcTrade['side']) => (side === 'buy' ? t`Buy` : t`Sell`);

  const columns: TableColumn<OtcTrade>[] = [
    {
      key: 'created_at',
      header: t`Time`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    { key: 'pair', header: t`Pair`, cell: (row) => `${row.coin_name}/${row.quote_coin}` },
    {
      key: 'side',
      header: t`Side`,
      cell: (row) => (
        <span className={styles.side} data-side={row.side}>
          {sideLabel(row.side)}
        </span>
      ),
    },
    {
      key: 'price',
      header: t`Price`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.price, row.quote_coin),
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.amount, row.coin_name),
    },
    {
      key: 'total',
      header: t`Total`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.total, row.quote_coin),
    },
  ];

  return (
    <main className={styles.page} data-state={pageState}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <Link to="/otc-trade" className={styles.link}>
          {t`Get a quote`}
        </Link>
      </div>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <FilterSelect
          label={t`Coin`}
          value={search.coin === undefined ? undefined : String(search.coin)}
          allLabel={t`All coins`}
          options={(coins.data ?? []).map((row) => ({
            value: String(row.coin_id),
            label: row.coin_name,
          }))}
          onChange={(coin) => {
            set({ coin });
          }}
        />
        <FilterSelect
          label={t`Side`}
          value={search.side}
          allLabel={t`Both sides`}
          options={(['buy', 'sell'] as const).map((side) => ({
            value: side,
            label: sideLabel(side),
          }))}
          onChange={(side) => {
            set({ side });
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
        label={t`Your trades`}
        query={query}
        columns={columns}
        empty={isOtcFiltered(search) ? t`No trade matches these filters` : t`No trades yet`}
        errorText={t`Could not load your trades.`}
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
