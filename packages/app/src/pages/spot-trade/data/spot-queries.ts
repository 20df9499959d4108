import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { SPOT_ORDER_QUERY_KEYS, TRADE_WALLET_QUERY_KEY } from '../orders/spot-orders.query.ts';

/**
 * The orders tables' query-key prefixes (SpotOrders: `['spotOrders', state, symbol, page]` and
 * `['spotFills', symbol, page]`). Invalidating a prefix refetches every page and tab.
 */
export const SPOT_ORDERS_PREFIX = SPOT_ORDER_QUERY_KEYS.orders;
export const SPOT_FILLS_PREFIX = SPOT_ORDER_QUERY_KEYS.fills;
/** Logout clears this prefix (SESSION_QUERY_KEYS). */
export const TRADE_WALLET_PREFIX = TRADE_WALLET_QUERY_KEY;

/**
 * The trade wallet of a pair: its base and quote sides (GET /wallet?account=spot&symbol=…).
 *
 * @example useQuery({ ...tradeWalletQuery(api, 'BTCUSDT'), enabled: signedIn })
 */
export function tradeWalletQuery(api: ApiClient, symbol: string) {
  return queryOptions({
    queryKey: [...TRADE_WALLET_PREFIX, symbol],
    queryFn: ({ signal }) =>
      api.call('wallet', { query: { account: 'spot', symbol } }, { signal }),
  });
}
