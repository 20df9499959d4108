import { z } from 'zod';
import {
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  orderSideSchema,
  paginated,
  paginationQuery,
  signedDecimalString,
  symbolSchema,
  timestampMs,
} from './common.ts';
import { csvRecord } from './csv.ts';
import { defineRoute } from './route.ts';
import { REPORT_ACCOUNTS, REPORT_PERIODS } from './search-values.ts';

// Trading reports (issue 23; SPEC.md section 2 /report and /report/item): the trader's results
// over a period, computed by the server from the ledger and fills (daily aggregates), never in
// the browser. Spot PnL uses the average cost method. Amounts are valued in one coin, the
// answer's `valuation_coin` (USDT on the reference server). The API lives under /pnl so it never shadows the app's /report pages.

export { REPORT_ACCOUNTS };
export const reportAccountSchema = z.enum(REPORT_ACCOUNTS);
export type ReportAccount = z.infer<typeof reportAccountSchema>;

export { REPORT_PERIODS };
export const reportPeriodSchema = z.enum(REPORT_PERIODS);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** The longest custom period, in days. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * A period ending today (UTC days: 7d is today and the 6 days before it), or a custom `from` …
 * `to` (ms): every UTC day from the one holding `from` up to the one holding `to - 1`, i.e. `to`
 * is exclusive (the start of the day after the last one).
 */
export const reportQuerySchema = z
  .object({
    account: reportAccountSchema,
    period: reportPeriodSchema,
    from: formId.optional(),
    to: formId.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (query.from === undefined)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Required for a custom period' });
    if (query.to === undefined)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Required for a custom period' });
    if (query.from === undefined || query.to === undefined) return;
    if (query.to <= query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after "from"' });
    else if (query.to - query.from > MAX_REPORT_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'At most 366 days' });
  });

/** One UTC day of the report: its bar, the cumulative line and the asset value line. */
export const reportDaySchema = z.object({
  date: timestampMs,
  pnl: signedDecimalString,
  cumulative_pnl: signedDecimalString,
  asset_value: decimalString,
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportSymbolSchema = z.object({
  symbol: symbolSchema,
  pnl: signedDecimalString,
  trade_count: z.number().int().nonnegative(),
  volume: decimalString,
});
export type ReportSymbol = z.infer<typeof reportSymbolSchema>;

const totals = {
  /** Realised PnL, fees and funding included. */
  pnl: signedDecimalString,
  trade_count: z.number().int().nonnegative(),
  volume: decimalString,
  fees: decimalString,
};

export const reportSchema = z.object({
  account: reportAccountSchema,
  from: timestampMs,
  to: timestampMs,
  valuation_coin: coinNameSchema,
  ...totals,
  /** PnL ÷ the asset value at the start plus net deposits, a fraction ("-0.042"). */
  return_rate: signedDecimalString,
  /** Closed trades in profit ÷ closed trades, a fraction; null without any. */
  win_rate: decimalString.nullable(),
  /** Oldest first, one per day of the period. */
  days: z.array(reportDaySchema),
  /** Best first: the first is the best symbol, the last the worst. */
  symbols: z.array(reportSymbolSchema),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * One day (`date`: any ms of that UTC day) or one symbol over a period (`symbol`, with `from`
 * inclusive and `to` exclusive, both optional: without them the symbol's whole history) in
 * detail; both together: that symbol on that day. Trades newest first.
 */
export const reportItemQuerySchema = paginationQuery
  .extend({
    account: reportAccountSchema,
    date: formId.optional(),
    symbol: symbolSchema.optional(),
    from: formId.optional(),
    to: formId.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.date === undefined && query.symbol === undefined)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'A day or a symbol is required' });
  });

/** A fill, an option settlement or a funding payment that made up the item's PnL. */
export const reportTradeSchema = z.object({
  id: idSchema,
  kind: z.enum(['spot', 'futures', 'option', 'funding']),
  symbol: symbolSchema,
  /** Null for funding. */
  side: orderSideSchema.nullable(),
  price: decimalString,
  amount: decimalString,
  fee: decimalString,
  fee_coin: coinNameSchema,
  realized_pnl: signedDecimalString,
  created_at: timestampMs,
});
export type ReportTrade = z.infer<typeof reportTradeSchema>;

export const reportItemSchema = z.object({
  /** The coin the amounts below (not the trades' fees) are valued in, as the report's. */
  valuation_coin: coinNameSchema,
  ...totals,
  /** Funding paid (negative) or received, futures only. */
  funding: signedDecimalString,
  trades: paginated(reportTradeSchema),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const pnlReport = defineRoute({
  method: 'GET',
  path: '/pnl/report',
  auth: true,
  query: reportQuerySchema,
  response: reportSchema,
});

export const pnlReportItem = defineRoute({
  method: 'GET',
  path: '/pnl/item',
  auth: true,
  query: reportItemQuerySchema,
  response: reportItemSchema,
});

/** The period's days as CSV (columns {@link REPORT_CSV_COLUMNS}), the report's own query. */
export const pnlReportExport = defineRoute({
  method: 'GET',
  path: '/pnl/report/export',
  auth: true,
  query: reportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

/** Every report route, by name, for the route table. */
export const reportRoutes = { pnlReport, pnlReportItem, pnlReportExport };

/** The report CSV's columns: one record per day, `date` as YYYY-MM-DD (UTC). */
export const REPORT_CSV_COLUMNS = ['date', 'pnl', 'cumulative_pnl', 'asset_value'] as const;

/**
 * A report as CSV, header first, written here once so the server and MSW send the same bytes.
 *
 * @example reportCsv(report).split('\r\n')[0] // 'date,pnl,cumulative_pnl,asset_value'
 */
export function reportCsv(report: Pick<Report, 'days'>): string {
  return (
    csvRecord(REPORT_CSV_COLUMNS) +
    report.days
      .map((day) =>
        csvRecord([
          new Date(day.date).toISOString().slice(0, 10),
          day.pnl,
          day.cumulative_pnl,
          day.asset_value,
        ]),
      )
      .join('')
  );
}

/** The download's file name, e.g. `pnl-report-spot-2026-11-24.csv` (the period's last day). */
export function reportCsvFilename(account: ReportAccount, to: number): string {
  return `pnl-report-${account}-${new Date(to - 1).toISOString().slice(0, 10)}.csv`;
}
