import { orderSideSchema, ORDER_TYPES, type OrderSide, type OrderType } from '@exchange/api';
import type { SpotOrder } from '@exchange/api';
import { timeWindow } from '../../assets/shared/day-range.ts';
import type { SpotOrdersFilters } from '../../spot-trade/orders/spot-orders.query.ts';
import { parseOrderCentreSearch, type OrderCentreSearch } from '../contract/order-centre-search.ts';

// The spot order centre's state as it sits in the URL
// (`/order/spot?tab=history&symbol=BTCUSDT&side=buy&type=limit&status=cancelled&from=2026-11-01&to=2026-11-23&page=2`),
// so a filtered view can be shared and survives a reload. Dates are whole days in the reader's
// zone, both ends included (pages/assets/shared/day-range.ts), as in the contract order centre.

/** The three tables of /order/spot. */
export const SPOT_CENTRE_TABS = ['open', 'history', 'trades'] as const;
export type SpotCentreTab = (typeof SPOT_CENTRE_TABS)[number];

/** Statuses an order of each table can have (the status filter's choices). */
export const TAB_STATUSES = {
  open: ['open', 'partial'],
  history: ['filled', 'cancelled'],
  trades: [],
} as const satisfies Record<SpotCentreTab, readonly SpotOrder['status'][]>;

/** /order/spot's search: the tab (absent: open orders), pair, side, type, status, days, page. */
export interface SpotOrderCentreSearch extends OrderCentreSearch {
  tab?: 'history' | 'trades';
  side?: OrderSide;
  type?: OrderType;
  status?: SpotOrder['status'];
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

/** The tab a search shows. */
export function tabOf(search: SpotOrderCentreSearch): SpotCentreTab {
  return search.tab ?? 'open';
}

/**
 * The search, well-formed only; anything else is dropped, never an error. A type or status
 * does not apply to trade history, and a status only to the tab it belongs to.
 *
 * @example parseSpotOrderCentreSearch({ tab: 'trades', side: 'sell', status: 'filled' }) // { tab: 'trades', side: 'sell' }
 */
export function parseSpotOrderCentreSearch(search: Record<string, unknown>): SpotOrderCentreSearch {
  const tab = search.tab === 'history' || search.tab === 'trades' ? search.tab : undefined;
  const side = oneOf(orderSideSchema.options, search.side);
  const type = tab === 'trades' ? undefined : oneOf(ORDER_TYPES, search.type);
  const status = oneOf<SpotOrder['status']>(TAB_STATUSES[tab ?? 'open'], search.status);
  return {
    ...(tab === undefined ? {} : { tab }),
    ...parseOrderCentreSearch(search),
    ...(side === undefined ? {} : { side }),
    ...(type === undefined ? {} : { type }),
    ...(status === undefined ? {} : { status }),
  };
}

/**
 * Another tab: the pair, side and days stay, the page starts again, a type or status the new
 * tab has not is dropped.
 *
 * @example withTab({ symbol: 'BTCUSDT', status: 'partial', page: 3 }, 'history') // { tab: 'history', symbol: 'BTCUSDT' }
 */
export function withTab(search: SpotOrderCentreSearch, tab: SpotCentreTab): SpotOrderCentreSearch {
  const { page: _page, tab: _tab, ...rest } = search;
  return parseSpotOrderCentreSearch({ ...rest, ...(tab === 'open' ? {} : { tab }) });
}

/**
 * The table's further filters on the wire: the days as a time window (from inclusive, to
 * exclusive at the start of the day after), no key for a filter left unset.
 *
 * @example spotWireFilters({ side: 'buy', page: 2 }) // { side: 'buy' }
 */
export function spotWireFilters(search: SpotOrderCentreSearch): SpotOrdersFilters {
  const span = timeWindow(search.from, search.to);
  return {
    ...(search.side === undefined ? {} : { side: search.side }),
    ...(search.type === undefined ? {} : { type: search.type }),
    ...(search.status === undefined ? {} : { status: search.status }),
    ...(span.from === undefined ? {} : { from: span.from }),
    ...(span.to === undefined ? {} : { to: span.to }),
  };
}
