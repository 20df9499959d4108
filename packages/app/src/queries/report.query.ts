import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { reportCsvFilename, type ApiClient, type ReportAccount } from '@exchange/api';
import { useAppServices } from '../app-services.tsx';

// The trading report's queries (issue 23): the period's report, one day's or one symbol's
// detail, and the period's CSV export. Everything is computed by the server (GET /pnl/…).

/** Query keys (prefixes) of every report query. */
export const REPORT_QUERY_KEYS = {
  all: ['pnl'],
  report: ['pnl', 'report'],
  item: ['pnl', 'item'],
} as const;

/** The report's query: a preset period ending today, or a custom UTC window (ms). */
export type ReportFilter =
  | { account: ReportAccount; period: '7d' | '30d' | '90d' }
  | { account: ReportAccount; period: 'custom'; from: number; to: number };

/** One day (`date`, any ms of that UTC day) or one symbol (within `from` … `to`) in detail. */
export interface ReportItemFilter {
  account: ReportAccount;
  page: number;
  limit?: number;
  date?: number;
  symbol?: string;
  from?: number;
  to?: number;
}

function definedOnly<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}

/** GET /pnl/report: the totals, the days and the symbols of the period. */
export function reportQuery(api: ApiClient, filter: ReportFilter) {
  return queryOptions({
    queryKey: [...REPORT_QUERY_KEYS.report, filter] as const,
    queryFn: ({ signal }) => api.call('pnlReport', { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /pnl/item: a page of the day's or the symbol's trades, with their totals. */
export function reportItemQuery(api: ApiClient, filter: ReportItemFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...REPORT_QUERY_KEYS.item, query] as const,
    queryFn: ({ signal }) => api.call('pnlReportItem', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's report for the period; idle while the period is incomplete (null). */
export function useReport(filter: ReportFilter | null) {
  const { api } = useAppServices();
  return useQuery({
    ...reportQuery(api, filter ?? { account: 'all', period: '30d' }),
    enabled: filter !== null,
  });
}

const NO_ITEM: ReportItemFilter = { account: 'all', page: 1 };

/** A page of the signed-in user's day or symbol detail; idle without a day or a symbol (null). */
export function useReportItem(filter: ReportItemFilter | null) {
  const { api } = useAppServices();
  return useQuery({ ...reportItemQuery(api, filter ?? NO_ITEM), enabled: filter !== null });
}

/** The same call's page of trades alone (one request, shared with {@link useReportItem}). */
export function useReportItemTrades(filter: ReportItemFilter | null) {
  const { api } = useAppServices();
  return useQuery({
    ...reportItemQuery(api, filter ?? NO_ITEM),
    enabled: filter !== null,
    select: (item) => item.trades,
  });
}

/**
 * "Export CSV" of the period (GET /pnl/report/export, one row per day), handed to `save` with
 * the file name the wire names after the account and the period's last day.
 */
export function useExportReport(save: (text: string, fileName: string) => void) {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (filter: ReportFilter) => api.request('pnlReportExport', { query: filter }),
    onSuccess: (result, filter) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (!result.ok) return;
      const to = filter.period === 'custom' ? filter.to : Date.now();
      save(result.data, reportCsvFilename(filter.account, to));
    },
  });
}
