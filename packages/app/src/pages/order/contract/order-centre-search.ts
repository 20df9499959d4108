import {
  CONTRACT_ORDER_TYPES,
  positionSideSchema,
  type ContractOrderType,
  type PositionSide,
} from '@exchange/api';
import { parseDay } from '../../assets/shared/day-range.ts';

// The contract order centre's filters as they sit in the URL
// (`/order/contract/history?symbol=BTCUSDT&side=long&type=limit&from=2026-11-01&to=2026-11-23&page=2`),
// so a filtered view can be shared and survives a reload. Dates are whole days in the reader's
// zone, both ends included (pages/assets/shared/day-range.ts).

/** The filters every order-centre page has: contract, day range and page. */
export interface OrderCentreSearch {
  symbol?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** The entrust pages' filters (open and finished): also side and type. */
export interface EntrustsSearch extends OrderCentreSearch {
  side?: PositionSide;
  type?: ContractOrderType;
}

/** The two tables of /order/futures. */
export const TRADES_TABS = ['trades', 'funding'] as const;
export type TradesTab = (typeof TRADES_TABS)[number];

/** /order/futures' filters: which table, then the common ones (the fills have no side or type filter on the wire). */
export interface TradesSearch extends OrderCentreSearch {
  /** Absent: trade history. */
  tab?: 'funding';
}

/** A contract symbol as the wire spells it: upper-case letters and digits. */
const SYMBOL = /^[A-Z0-9]{2,20}$/;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

/**
 * The common filters of a search, well-formed only; anything else is dropped, never an error.
 *
 * @example parseOrderCentreSearch({ symbol: 'BTCUSDT', page: '0' }) // { symbol: 'BTCUSDT' }
 */
export function parseOrderCentreSearch(search: Record<string, unknown>): OrderCentreSearch {
  const symbol =
    typeof search.symbol === 'string' && SYMBOL.test(search.symbol) ? search.symbol : undefined;
  const from = parseDay(search.from);
  const to = parseDay(search.to);
  const page = Number(search.page);
  return {
    ...(symbol === undefined ? {} : { symbol }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/**
 * The entrust pages' search: the common filters plus a side and a type.
 *
 * @example parseEntrustsSearch({ side: 'long', type: 'stop' }) // { side: 'long' }
 */
export function parseEntrustsSearch(search: Record<string, unknown>): EntrustsSearch {
  const side = oneOf(positionSideSchema.options, search.side);
  const type = oneOf(CONTRACT_ORDER_TYPES, search.type);
  return {
    ...parseOrderCentreSearch(search),
    ...(side === undefined ? {} : { side }),
    ...(type === undefined ? {} : { type }),
  };
}

/**
 * /order/futures' search: the common filters and the funding tab.
 *
 * @example parseTradesSearch({ tab: 'funding', side: 'long' }) // { tab: 'funding' }
 */
export function parseTradesSearch(search: Record<string, unknown>): TradesSearch {
  return {
    ...parseOrderCentreSearch(search),
    ...(search.tab === 'funding' ? { tab: 'funding' as const } : {}),
  };
}

/** Whether any filter narrows the list (the page does not). */
export function isFiltered(search: OrderCentreSearch & { side?: string; type?: string }): boolean {
  return (
    search.symbol !== undefined ||
    search.side !== undefined ||
    search.type !== undefined ||
    search.from !== undefined ||
    search.to !== undefined
  );
}

/** A search with another page; the first page is no parameter at all. */
export function withPage<S extends OrderCentreSearch>(search: S, page: number): S {
  const { page: _page, ...rest } = search;
  return (page > 1 ? { ...rest, page } : rest) as S;
}
