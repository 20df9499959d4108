import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, OrderSide, OrderState, OrderType, SpotOrder } from '@exchange/api';
import { ORDERS_PAGE_SIZE } from '../../../trading/orders/orders-page.ts';
import type { OrdersTabProps } from '../../../trading/orders/orders-table.tsx';

/**
 * Prefixes of the orders tables' queries: invalidate them when the user's orders or fills change
 * (a bindUid socket event, a placed or cancelled order).
 *
 * @example queryClient.invalidateQueries({ queryKey: SPOT_ORDER_QUERY_KEYS.orders })
 */
export const SPOT_ORDER_QUERY_KEYS = { orders: ['spotOrders'], fills: ['spotFills'] } as const;

/** The trade wallet query's prefix: a cancel hands back the frozen balance. */
export const TRADE_WALLET_QUERY_KEY = ['tradeWallet'] as const;

/**
 * The order centre's further filters (/order/spot): side, type and status of orders, a
 * created_at window in ms (`from` inclusive, `to` exclusive). The fills use side and the window.
 */
export interface SpotOrdersFilters {
  side?: OrderSide;
  type?: OrderType;
  status?: SpotOrder['status'];
  from?: number;
  to?: number;
}

/** What a table shows: one pair, or every pair when `symbol` is null, and the further filters. */
export interface OrdersScope {
  symbol: string | null;
  page: number;
  filters?: SpotOrdersFilters;
}

/** A spot orders tab's props: the orders area's, and the order centre's further filters. */
export interface SpotOrdersTabProps extends OrdersTabProps {
  filters?: SpotOrdersFilters;
}

/** The wire query of a scope's filters, without the page; no key for a filter left unset. */
export function spotOrdersFilterQuery(scope: Pick<OrdersScope, 'symbol' | 'filters'>) {
  return { ...(scope.symbol === null ? {} : { symbol: scope.symbol }), ...scope.filters };
}

/** The fills' wire query of a scope: pair, side and window (type and status are orders' only). */
export function spotFillsFilterQuery(scope: Pick<OrdersScope, 'symbol' | 'filters'>) {
  const { side, from, to } = scope.filters ?? {};
  return {
    ...(scope.symbol === null ? {} : { symbol: scope.symbol }),
    ...(side === undefined ? {} : { side }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

/**
 * GET /spots/order, one page of open orders or of history, newest first. The previous page
 * stays on screen while the next loads, so paging does not flash the loading state.
 *
 * @example useQuery(spotOrdersQuery(api, 'open', { symbol: 'BTCUSDT', page: 1 }))
 */
export function spotOrdersQuery(api: ApiClient, state: OrderState, scope: OrdersScope) {
  return queryOptions({
    queryKey: [
      ...SPOT_ORDER_QUERY_KEYS.orders,
      state,
      scope.symbol,
      scope.page,
      scope.filters ?? {},
    ] as const,
    queryFn: ({ signal }) =>
      api.call(
        'spotOrders',
        {
          query: {
            state,
            page: scope.page,
            limit: ORDERS_PAGE_SIZE,
            ...spotOrdersFilterQuery(scope),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /spots/fills, one page of the user's fills, newest first.
 *
 * @example useQuery(spotFillsQuery(api, { symbol: null, page: 2 }))
 */
export function spotFillsQuery(api: ApiClient, scope: OrdersScope) {
  return queryOptions({
    queryKey: [
      ...SPOT_ORDER_QUERY_KEYS.fills,
      scope.symbol,
      scope.page,
      spotFillsFilterQuery({ symbol: null, filters: scope.filters }),
    ] as const,
    queryFn: ({ signal }) =>
      api.call(
        'spotFills',
        {
          query: {
            page: scope.page,
            limit: ORDERS_PAGE_SIZE,
            ...spotFillsFilterQuery(scope),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
