import type { OrderSide } from '@exchange/api';
import { parseDay, timeWindow } from '../assets/shared/day-range.ts';
import type { OtcTradesExportFilter } from './otc.query.ts';

// /otc-trade/order's filters as they sit in the URL
// (`/otc-trade/order?coin=2&side=buy&from=2026-11-01&to=2026-11-23&page=2`), so a filtered view
// can be shared and survives a reload. Days are whole days in the reader's zone, both ends
// included (pages/assets/shared/day-range.ts), bounding when a trade was made.

/** The OTC orders page's search. */
export interface OtcOrdersSearch {
  /** A coin id. */
  coin?: number;
  side?: OrderSide;
  from?: string;
  to?: string;
  page?: number;
}

/**
 * The search, well-formed only; anything else is dropped, never an error.
 *
 * @example parseOtcOrdersSearch({ side: 'sell', coin: '2', page: '0' }) // { coin: 2, side: 'sell' }
 */
export function parseOtcOrdersSearch(search: Record<string, unknown>): OtcOrdersSearch {
  const coin = Number(search.coin);
  const side = search.side === 'buy' || search.side === 'sell' ? search.side : undefined;
  const from = parseDay(search.from);
  const to = parseDay(search.to);
  const page = Number(search.page);
  return {
    ...(Number.isInteger(coin) && coin > 0 ? { coin } : {}),
    ...(side === undefined ? {} : { side }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Whether any filter narrows the list (the page does not). */
export function isOtcFiltered(search: OtcOrdersSearch): boolean {
  return (
    search.coin !== undefined ||
    search.side !== undefined ||
    search.from !== undefined ||
    search.to !== undefined
  );
}

/**
 * The wire filters of a search: the day range as a time window (from inclusive, to exclusive
 * at the start of the day after), no key for a filter left unset.
 *
 * @example otcWireFilter({ side: 'buy', page: 2 }) // { side: 'buy' }
 */
export function otcWireFilter(search: OtcOrdersSearch): OtcTradesExportFilter {
  const span = timeWindow(search.from, search.to);
  return {
    ...(search.coin === undefined ? {} : { coin_id: search.coin }),
    ...(search.side === undefined ? {} : { side: search.side }),
    ...(span.from === undefined ? {} : { from: span.from }),
    ...(span.to === undefined ? {} : { to: span.to }),
  };
}
