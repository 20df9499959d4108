import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { TRADE_WALLET_QUERY_KEY } from '../orders/spot-orders.query.ts';

/**
 * The trade wallet of a pair: its base and quote sides (GET /wallet?account=spot&symbol=…).
 *
 * @example useQuery({ ...tradeWalletQuery(api, 'BTCUSDT'), enabled: signedIn })
 */
export function tradeWalletQuery(api: ApiClient, symbol: string) {
  return queryOptions({
    queryKey: [...TRADE_WALLET_QUERY_KEY, symbol],
    queryFn: ({ signal }) =>
      api.call('wallet', { query: { account: 'spot', symbol } }, { signal }),
  });
}
