import { EARN_RECORD_TYPES, type EarnRecordType } from '@exchange/api';
import type { EarnRecordsExportFilter } from '../../../queries/earn.query.ts';
import { parseDay, timeWindow } from '../../assets/shared/day-range.ts';

// /order/finance's filters as they sit in the URL
// (`/order/finance?type=interest&coin=1&from=2026-11-01&to=2026-11-23&page=2`), so a filtered
// view can be shared and survives a reload. Days are whole days in the reader's zone, both ends
// included (pages/assets/shared/day-range.ts), bounding when a record was made.

/** The earn order centre's search. */
export interface EarnRecordsSearch {
  type?: EarnRecordType;
  /** A coin id. */
  coin?: number;
  from?: string;
  to?: string;
  page?: number;
}

/**
 * The search, well-formed only; anything else is dropped, never an error.
 *
 * @example parseEarnRecordsSearch({ type: 'interest', coin: '1', page: '0' }) // { type: 'interest', coin: 1 }
 */
export function parseEarnRecordsSearch(search: Record<string, unknown>): EarnRecordsSearch {
  const type = EARN_RECORD_TYPES.find((item) => item === search.type);
  const coin = Number(search.coin);
  const from = parseDay(search.from);
  const to = parseDay(search.to);
  const page = Number(search.page);
  return {
    ...(type === undefined ? {} : { type }),
    ...(Number.isInteger(coin) && coin > 0 ? { coin } : {}),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Whether any filter narrows the list (the page does not). */
export function isEarnFiltered(search: EarnRecordsSearch): boolean {
  return (
    search.type !== undefined ||
    search.coin !== undefined ||
    search.from !== undefined ||
    search.to !== undefined
  );
}

/**
 * The wire filters of a search: the day range as a time window (from inclusive, to exclusive
 * at the start of the day after), no key for a filter left unset.
 *
 * @example earnWireFilter({ type: 'redeem', page: 2 }) // { type: 'redeem' }
 */
export function earnWireFilter(search: EarnRecordsSearch): EarnRecordsExportFilter {
  const span = timeWindow(search.from, search.to);
  return {
    ...(search.type === undefined ? {} : { type: search.type }),
    ...(search.coin === undefined ? {} : { coin_id: search.coin }),
    ...(span.from === undefined ? {} : { from: span.from }),
    ...(span.to === undefined ? {} : { to: span.to }),
  };
}
