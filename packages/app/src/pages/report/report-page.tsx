import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Report, ReportAccount, ReportSymbol } from '@exchange/api';
import {
  Button,
  EmptyState,
  formatAmount,
  formatCoinAmount,
  NO_VALUE,
  Num,
  Spinner,
  Table,
  type TableColumn,
  TimeSeriesChart,
  Tooltip,
  TRIM_TRAILING_ZEROS,
} from '@exchange/design-system';
import { callErrorMessage } from '../../errors/call-error-message.ts';
import { useExportReport, useReport } from '../../queries/report.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { saveText } from '../assets/capital-flow/export-csv-button.tsx';
import { LoadFailed } from '../assets/shared/load-failed.tsx';
import { DailyPnlBars } from './report-bars.tsx';
import { ReportControls } from './report-controls.tsx';
import { axisDayText, dayText, pnlText, rateText, returnText, toneOf } from './report-format.ts';
import { reportFilterOf, utcDay, type ReportSearch } from './report-search.ts';
import styles from './report-page.module.css';
import tone from '../tone.module.css';

/** Props of {@link ReportPage}: the URL's search and how to change it. */
export interface ReportPageProps {
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
}

function Figures({ report }: { report: Report }) {
  const { t } = useLingui();
  const coin = report.valuation_coin;
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt className={styles.figureTerm}>
          {t`Total PnL`}
          <Tooltip
            content={t`Realised PnL, fees and funding included. Spot PnL uses the average cost method: each buy adds to a coin's holding at its price, a sell realises the difference between its price and the average cost of the holding, and fees are deducted.`}
          >
            <button type="button" className={styles.help} aria-label={t`How PnL is computed`}>
              ?
            </button>
          </Tooltip>
        </dt>
        <dd className={tone.tone} data-tone={toneOf(report.pnl)}>
          <Num>{pnlText(report.pnl, coin)}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Return`}</dt>
        <dd className={tone.tone} data-tone={toneOf(report.return_rate)}>
          <Num>{returnText(report.return_rate)}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Win rate`}</dt>
        <dd>
          <Num>{report.win_rate === null ? NO_VALUE : rateText(report.win_rate)}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Trades`}</dt>
        <dd>
          <Num>{report.trade_count}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Volume`}</dt>
        <dd>
          <Num>{formatCoinAmount(report.volume, coin)}</Num>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Fees paid`}</dt>
        <dd>
          <Num>{formatCoinAmount(report.fees, coin)}</Num>
        </dd>
      </div>
    </dl>
  );
}

function Symbols({ report, account }: { report: Report; account: ReportAccount }) {
  const { t } = useLingui();
  const coin = report.valuation_coin;
  const range = { from: utcDay(report.from), to: utcDay(report.to - 1) };
  const columns: TableColumn<ReportSymbol>[] = [
    {
      key: 'symbol',
      header: t`Symbol`,
      cell: (row) => (
        <Link to="/report/item" search={{ account, symbol: row.symbol, ...range }}>
          {row.symbol}
        </Link>
      ),
    },
    {
      key: 'pnl',
      header: t`PnL`,
      numeric: true,
      cell: (row) => (
        <span className={tone.tone} data-tone={toneOf(row.pnl)}>
          {pnlText(row.pnl, coin)}
        </span>
      ),
    },
    { key: 'trade_count', header: t`Trades`, numeric: true, cell: (row) => row.trade_count },
    {
      key: 'volume',
      header: t`Volume`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.volume, coin),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="report-symbols-title">
      <h2 id="report-symbols-title" className={styles.panelTitle}>
        {t`Best and worst symbols`}
      </h2>
      <Table
        label={t`Symbols, best first`}
        columns={columns}
        rows={report.symbols}
        rowKey={(row) => row.symbol}
        empty={t`No trades in this period`}
      />
    </section>
  );
}

function Charts({ report, account }: { report: Report; account: ReportAccount }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const coin = report.valuation_coin;
  const summaryLabels = {
    first: t`First`,
    last: t`Latest`,
    lowest: t`Lowest`,
    highest: t`Highest`,
  };
  const formatValue = (value: string) => formatAmount(value, TRIM_TRAILING_ZEROS);
  return (
    <div className={styles.charts}>
      <section className={styles.panel} aria-labelledby="report-daily-title">
        <h2 id="report-daily-title" className={styles.panelTitle}>
          {t`Daily PnL`}
        </h2>
        <p className={styles.hint}>{t`Choose a day to see its trades.`}</p>
        <DailyPnlBars
          days={report.days}
          coin={coin}
          onSelect={(date) => {
            navigate({ to: '/report/item', search: { account, date: utcDay(date) } }).catch(
              (error: unknown) => {
                console.error('Navigation failed', error);
              },
            );
          }}
        />
        <TimeSeriesChart
          points={report.days.map((day) => ({ time: day.date, value: day.cumulative_pnl }))}
          label={t`Cumulative PnL`}
          summaryLabels={summaryLabels}
          formatValue={(value) => pnlText(value, coin)}
          formatTime={dayText}
          formatAxisTime={axisDayText}
          height={160}
        />
      </section>
      <section className={styles.panel} aria-labelledby="report-assets-title">
        <h2 id="report-assets-title" className={styles.panelTitle}>
          {t`Asset value`}
        </h2>
        <TimeSeriesChart
          kind="area"
          points={report.days.map((day) => ({ time: day.date, value: day.asset_value }))}
          label={t`Asset value over the period`}
          summaryLabels={summaryLabels}
          formatValue={(value) => `${formatValue(value)} ${coin}`}
          formatTime={dayText}
          formatAxisTime={axisDayText}
          height={200}
        />
      </section>
    </div>
  );
}

/**
 * /report (issue 23, SPEC §2): the trader's results over a period (7, 30, 90 days or custom UTC
 * days) and an account, both in the URL: total PnL and return, win rate, trades, volume and fees,
 * the daily PnL bars (each opens its day) with the cumulative PnL line, the asset value over
 * time, and the symbols best first (each opens its trades); the period as CSV. All computed by
 * the server.
 */
export function ReportPage({ search, onSearchChange }: ReportPageProps) {
  const { t, i18n } = useLingui();
  const filter = reportFilterOf(search);
  const report = useReport(filter);
  const exportCsv = useExportReport(saveText);
  const account = search.account ?? 'all';
  const state =
    filter === null
      ? 'empty'
      : report.isError && report.data === undefined
        ? 'error'
        : report.isPending || report.isPlaceholderData
          ? 'loading'
          : report.data.trade_count === 0
            ? 'empty'
            : 'ready';
  return (
    <main className={styles.page} data-state={state}>
      <header className={styles.header}>
        <h1 className={styles.title}>{i18n._(PAGE_TITLES.reports)}</h1>
        <Button
          variant="secondary"
          disabled={filter === null || exportCsv.isPending}
          onClick={() => {
            if (filter !== null) exportCsv.mutate(filter);
          }}
        >
          {t`Export CSV`}
        </Button>
      </header>
      <ReportControls
        search={search}
        onChange={(change) => {
          onSearchChange({ ...search, ...change });
        }}
      />
      {filter === null ? (
        <EmptyState title={t`Choose the first and the last day of the period.`} />
      ) : report.isError && report.data === undefined ? (
        <LoadFailed
          message={callErrorMessage(report.error, i18n).text}
          onRetry={() => void report.refetch()}
        />
      ) : report.data === undefined ? (
        <Spinner label={t`Loading the report…`} />
      ) : (
        <>
          <Figures report={report.data} />
          {report.data.trade_count === 0 ? (
            <EmptyState title={t`No trades in this period`} />
          ) : null}
          <Charts report={report.data} account={account} />
          {report.data.trade_count === 0 ? null : (
            <Symbols report={report.data} account={account} />
          )}
        </>
      )}
    </main>
  );
}
