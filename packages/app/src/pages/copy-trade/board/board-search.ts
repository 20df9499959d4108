import { COPY_PERIODS, leaderSortSchema, type CopyPeriod } from '@exchange/api';
import type { CopyLeadersFilter } from '../shared/copy-trade.query.ts';

// /copy-trade's URL: the period, the ranking, the search text and the page; defaults (30 days,
// by return, page 1) stay out of the URL.

export type LeaderSort = CopyLeadersFilter['sort'];

/** The rankings, in the order the sort select lists them. */
export const LEADER_SORTS = leaderSortSchema.options;

/** /copy-trade's search. */
export interface CopyBoardSearch {
  period?: CopyPeriod;
  sort?: LeaderSort;
  search?: string;
  page?: number;
}

/** The longest search the wire accepts. */
export const BOARD_SEARCH_MAX = 32;

/** How many cards a page of the board holds. */
export const BOARD_PAGE_SIZE = 12;

const isPeriod = (value: unknown): value is CopyPeriod =>
  (COPY_PERIODS as readonly unknown[]).includes(value);
const isSort = (value: unknown): value is LeaderSort =>
  (LEADER_SORTS as readonly unknown[]).includes(value);

/** The URL's search as {@link CopyBoardSearch}: unknown or default values drop out. */
export function parseCopyBoardSearch(search: Record<string, unknown>): CopyBoardSearch {
  const parsed: CopyBoardSearch = {};
  if (isPeriod(search.period) && search.period !== '30d') parsed.period = search.period;
  if (isSort(search.sort) && search.sort !== 'roi') parsed.sort = search.sort;
  const text =
    typeof search.search === 'string' || typeof search.search === 'number'
      ? String(search.search).trim().slice(0, BOARD_SEARCH_MAX)
      : '';
  if (text !== '') parsed.search = text;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) parsed.page = page;
  return parsed;
}

/**
 * The wire's query for a search.
 *
 * @example boardFilterOf({ sort: 'pnl' }) // { period: '30d', sort: 'pnl', page: 1, limit: 12 }
 */
export function boardFilterOf(search: CopyBoardSearch): CopyLeadersFilter {
  return {
    period: search.period ?? '30d',
    sort: search.sort ?? 'roi',
    ...(search.search === undefined ? {} : { search: search.search }),
    page: search.page ?? 1,
    limit: BOARD_PAGE_SIZE,
  };
}
