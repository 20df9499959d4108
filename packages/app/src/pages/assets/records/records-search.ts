import { DEPOSIT_STATUSES, WITHDRAW_STATUSES, type Deposit, type Withdrawal } from '@exchange/api';
import { parseDay } from '../shared/day-range.ts';

/** The two lists of /assets/records (SPEC.md section 2: its deposit and withdraw components). */
export const RECORD_TABS = ['deposit', 'withdraw'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/**
 * The records page's state, all of it in the URL's search params so a filtered page can be
 * shared, reloaded and walked back and forth with the browser's history.
 */
export interface RecordsSearch {
  /** The deposits tab when absent. */
  tab?: RecordTab;
  /** A coin name, e.g. "USDT"; every coin when absent. */
  coin?: string;
  /** A status of the current tab's records; every status when absent. */
  status?: Deposit['status'] | Withdrawal['status'];
  /** First day shown, `YYYY-MM-DD` in the reader's zone, included; no lower bound when absent. */
  from?: string;
  /** Last day shown, `YYYY-MM-DD` in the reader's zone, included; no upper bound when absent. */
  to?: string;
  /** Page number from 1; 1 when absent. */
  page?: number;
}

const COIN = /^[A-Z0-9]{1,16}$/;

/** The tab a search shows. */
export function tabOf(search: RecordsSearch): RecordTab {
  return search.tab ?? 'deposit';
}

/**
 * Read the records page's search params, dropping whatever does not fit (an unknown tab, a
 * status of the other tab, a day that does not exist, a page below 1), so a hand-edited URL
 * still shows a page.
 *
 * @example parseRecordsSearch({ tab: 'withdraw', status: 'pending', page: '2' })
 * // { tab: 'withdraw', status: 'pending', page: 2 }; the deposits tab is the default, left out
 */
export function parseRecordsSearch(raw: Record<string, unknown>): RecordsSearch {
  const tab: RecordTab = raw.tab === 'withdraw' ? 'withdraw' : 'deposit';
  const search: RecordsSearch = tab === 'withdraw' ? { tab } : {};
  if (typeof raw.coin === 'string' && COIN.test(raw.coin)) search.coin = raw.coin;
  const status = typeof raw.status === 'string' ? raw.status : undefined;
  const known = tab === 'deposit' ? depositStatusOf(status) : withdrawStatusOf(status);
  if (known !== undefined) search.status = known;
  const from = parseDay(raw.from);
  if (from !== undefined) search.from = from;
  const to = parseDay(raw.to);
  if (to !== undefined) search.to = to;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The status filter as a deposit status, or undefined when it is none. */
export function depositStatusOf(status: string | undefined): Deposit['status'] | undefined {
  return DEPOSIT_STATUSES.find((known) => known === status);
}

/** The status filter as a withdrawal status, or undefined when it is none. */
export function withdrawStatusOf(status: string | undefined): Withdrawal['status'] | undefined {
  return WITHDRAW_STATUSES.find((known) => known === status);
}
