import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, OrderState } from '@exchange/api';
import { ORDERS_PAGE_SIZE } from '../../../trading/orders/orders-page.ts';

/**
 * Prefixes of the orders tables' queries: invalidate them when the user's orders or fills change
 * (a bindUid socket event, a placed or cancelled order).
 *
 * @example queryClient.invalidateQueries({ queryKey: SPOT_ORDER_QUERY_KEYS.orders })
 */
export const SPOT_ORDER_QUERY_KEYS = { orders: ['spotOrders'], fills: ['spotFills'] } as const;

/** The trade wallet query's prefix: a cancel hands back the frozen balance. */
export const TRADE_WALLET_QUERY_KEY = ['tradeWallet'] as const;

/** What a table shows: one pair, or every pair when `symbol` is null. */
export interface OrdersScope {
  symbol: string | null;
  page: number;
}

/**
 * GET /spots/order, one page of open orders or of history, newest first. The previous page
 * stays on screen while the next loads, so paging does not flash the loading state.
 *
 * @example useQuery(spotOrdersQuery(api, 'open', { symbol: 'BTCUSDT', page: 1 }))
 */
export function spotOrdersQuery(api: ApiClient, state: OrderState, scope: OrdersScope) {
  return queryOptions({
    queryKey: [...SPOT_ORDER_QUERY_KEYS.orders, state, scope.symbol, scope.page] as const,
    queryFn: ({ signal }) =>
      api.call(
        'spotOrders',
        {
          query: {
            state,
            page: scope.page,
            limit: ORDERS_PAGE_SIZE,
            ...(scope.symbol === null ? {} : { symbol: scope.symbol }),
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
    queryKey: [...SPOT_ORDER_QUERY_KEYS.fills, scope.symbol, scope.page] as const,
    queryFn: ({ signal }) =>
      api.call(
        'spotFills',
        {
          query: {
            page: scope.page,
            limit: ORDERS_PAGE_SIZE,
            ...(scope.symbol === null ? {} : { symbol: scope.symbol }),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
