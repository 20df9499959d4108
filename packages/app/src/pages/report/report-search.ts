import {
  REPORT_ACCOUNTS,
  REPORT_PERIODS,
  type ReportAccount,
  type ReportPeriod,
} from '@exchange/api';
import type { ReportFilter, ReportItemFilter } from '../../queries/report.query.ts';

// The report pages' URLs. Report days are UTC days (the wire's rule), so every `YYYY-MM-DD` here
// is a UTC day: `from` is the first day, `to` the last one, both included.

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC starting a `YYYY-MM-DD` day, as Unix ms, or undefined for no such day. */
export function utcDayStart(value: unknown): number | undefined {
  if (typeof value !== 'string' || !DAY.test(value)) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? undefined : ms;
}

/** The UTC day holding a time, as `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** /report's search: the period and the account (defaults: 30 days, every account). */
export interface ReportSearch {
  period?: ReportPeriod;
  account?: ReportAccount;
  from?: string;
  to?: string;
}

const isPeriod = (value: unknown): value is ReportPeriod =>
  (REPORT_PERIODS as readonly unknown[]).includes(value);
const isAccount = (value: unknown): value is ReportAccount =>
  (REPORT_ACCOUNTS as readonly unknown[]).includes(value);

/** The URL's search as {@link ReportSearch}: unknown values drop out. */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const parsed: ReportSearch = {};
  if (isPeriod(search.period)) parsed.period = search.period;
  if (isAccount(search.account)) parsed.account = search.account;
  if (utcDayStart(search.from) !== undefined) parsed.from = search.from as string;
  if (utcDayStart(search.to) !== undefined) parsed.to = search.to as string;
  return parsed;
}

/**
 * The wire's query for a search, or null for a custom period still missing a day or ending before
 * it starts (the page then asks for the days instead of calling).
 *
 * @example reportFilterOf({ period: '7d' }) // { account: 'all', period: '7d' }
 */
export function reportFilterOf(search: ReportSearch): ReportFilter | null {
  const account = search.account ?? 'all';
  const period = search.period ?? '30d';
  if (period !== 'custom') return { account, period };
  const from = utcDayStart(search.from);
  const last = utcDayStart(search.to);
  if (from === undefined || last === undefined || last < from) return null;
  return { account, period, from, to: last + DAY_MS };
}

/** /report/item's search: a day or a symbol (within an optional day range), and the page. */
export interface ReportItemSearch {
  account?: ReportAccount;
  date?: string;
  symbol?: string;
  from?: string;
  to?: string;
  page?: number;
}

const SYMBOL = /^[A-Z0-9]{4,24}$/;

/** The URL's search as {@link ReportItemSearch}: unknown values drop out. */
export function parseReportItemSearch(search: Record<string, unknown>): ReportItemSearch {
  const parsed: ReportItemSearch = {};
  if (isAccount(search.account)) parsed.account = search.account;
  if (utcDayStart(search.date) !== undefined) parsed.date = search.date as string;
  if (typeof search.symbol === 'string' && SYMBOL.test(search.symbol))
    parsed.symbol = search.symbol;
  if (utcDayStart(search.from) !== undefined) parsed.from = search.from as string;
  if (utcDayStart(search.to) !== undefined) parsed.to = search.to as string;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) parsed.page = page;
  return parsed;
}

/** The wire's query for an item search, or null when it names neither a day nor a symbol. */
export function reportItemFilterOf(
  search: ReportItemSearch,
  limit: number,
): ReportItemFilter | null {
  if (search.date === undefined && search.symbol === undefined) return null;
  const last = utcDayStart(search.to);
  return {
    account: search.account ?? 'all',
    page: search.page ?? 1,
    limit,
    date: utcDayStart(search.date),
    symbol: search.symbol,
    from: search.symbol === undefined ? undefined : utcDayStart(search.from),
    to: search.symbol === undefined || last === undefined ? undefined : last + DAY_MS,
  };
}
