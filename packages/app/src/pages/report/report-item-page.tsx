import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReportItem, ReportTrade } from '@exchange/api';
import {
  EmptyState,
  formatAmount,
  formatCoinAmount,
  formatDateTime,
  NO_VALUE,
  Num,
  type TableColumn,
  TRIM_TRAILING_ZEROS,
} from '@exchange/design-system';
import { useReportItem, useReportItemTrades } from '../../queries/report.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { ORDERS_PAGE_SIZE } from '../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../trading/use-date-time-options.ts';
import { pageStateOf } from '../order/contract/page-state.ts';
import { dayText, pnlText, toneOf } from './report-format.ts';
import { reportItemFilterOf, utcDayStart, type ReportItemSearch } from './report-search.ts';
import styles from './report-page.module.css';
import tone from '../tone.module.css';

/** Props of {@link ReportItemPage}: the URL's search and how to change it. */
export interface ReportItemPageProps {
  search: ReportItemSearch;
  onSearchChange: (next: ReportItemSearch) => void;
}

function ItemFigures({ item, coin }: { item: ReportItem; coin: string }) {
  const { t } = useLingui();
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t`Realised PnL`}</dt>
        <dd className={tone.tone} data-tone={toneOf(item.pnl)}>
          <Num>{pnlText(item.pnl, coin)}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Trades`}</dt>
        <dd>
          <Num>{item.trade_count}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Volume`}</dt>
        <dd>
          <Num>{formatCoinAmount(item.volume, coin)}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Fees paid`}</dt>
        <dd>
          <Num>{formatCoinAmount(item.fees, coin)}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Funding`}</dt>
        <dd className={tone.tone} data-tone={toneOf(item.funding)}>
          <Num>{pnlText(item.funding, coin)}</Num>
        </dd>
      </div>
    </dl>
  );
}

/**
 * /report/item (issue 23, SPEC §2): one UTC day (`?date=YYYY-MM-DD`) or one symbol (`?symbol=…`,
 * within the report's days) in detail: its realised PnL, trades, volume, fees and funding, and
 * its trades, fills and funding payments newest first, paginated; a link back to the report.
 */
export function ReportItemPage({ search, onSearchChange }: ReportItemPageProps) {
  const { t, i18n } = useLingui();
  const timeOptions = useDateTimeOptions();
  const filter = reportItemFilterOf(search, ORDERS_PAGE_SIZE);
  const item = useReportItem(filter);
  const trades = useReportItemTrades(filter);
  const state = filter === null ? 'empty' : pageStateOf(trades);
  // The coin the answer values its amounts in; one request answers the figures and the trades.
  const coin = item.data?.valuation_coin ?? '';
  const kinds: Record<ReportTrade['kind'], string> = {
    spot: t`Spot`,
    futures: t`Futures`,
    option: t`Options`,
    funding: t`Funding`,
  };
  const columns: TableColumn<ReportTrade>[] = [
    {
      key: 'created_at',
      header: t`Time`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    { key: 'symbol', header: t`Symbol`, cell: (row) => row.symbol },
    { key: 'kind', header: t`Type`, cell: (row) => kinds[row.kind] },
    {
      key: 'side',
      header: t`Side`,
      cell: (row) =>
        row.side === null ? (
          NO_VALUE
        ) : (
          <span className={tone.tone} data-tone={row.side === 'buy' ? 'rise' : 'fall'}>
            {row.side === 'buy' ? t`Buy` : t`Sell`}
          </span>
        ),
    },
    {
      key: 'price',
      header: t`Price`,
      numeric: true,
      cell: (row) => formatAmount(row.price, TRIM_TRAILING_ZEROS),
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => formatAmount(row.amount, TRIM_TRAILING_ZEROS),
    },
    {
      key: 'fee',
      header: t`Fee`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.fee, row.fee_coin),
    },
    {
      key: 'realized_pnl',
      header: t`Realised PnL`,
      numeric: true,
      cell: (row) => (
        <span className={tone.tone} data-tone={toneOf(row.realized_pnl)}>
          {pnlText(row.realized_pnl, coin)}
        </span>
      ),
    },
  ];
  const date = utcDayStart(search.date);
  const day = date === undefined ? undefined : dayText(date);
  const subject =
    day !== undefined && search.symbol !== undefined
      ? `${search.symbol} · ${day}`
      : (day ?? search.symbol ?? '');
  const backSearch = search.account === undefined ? {} : { account: search.account };
  return (
    <main className={styles.page} data-state={state}>
      <header className={styles.itemHeader}>
        <Link to="/report" search={backSearch} className={styles.back}>
          {t`Back to the report`}
        </Link>
        <h1 className={styles.title}>
          {subject === '' ? i18n._(PAGE_TITLES.report) : t`Report: ${subject}`}
        </h1>
      </header>
      {filter === null ? (
        <EmptyState title={t`Choose a day or a symbol on the report.`} />
      ) : (
        <>
          {item.data === undefined ? null : <ItemFigures item={item.data} coin={coin} />}
          <OrdersTable
            tab={{
              page: search.page ?? 1,
              onPageChange: (page) => {
                onSearchChange({ ...search, page: page > 1 ? page : undefined });
              },
              filter: null,
            }}
            label={t`Trades, fees and funding`}
            query={trades}
            columns={columns}
            empty={t`No trades on this day or symbol`}
            errorText={t`Could not load these trades.`}
          />
        </>
      )}
    </main>
  );
}
