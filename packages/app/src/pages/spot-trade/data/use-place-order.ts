import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient, SpotOrderBody } from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import { SPOT_ORDER_QUERY_KEYS, TRADE_WALLET_QUERY_KEY } from '../orders/spot-orders.query.ts';
import { newClientOrderId } from './client-order-id.ts';

/**
 * Places a spot order (POST /spots/order). The form makes a client order id per submit and keeps
 * it when it retries, so a retried submit cannot place twice; an empty one is filled with a new
 * id here. Resolves once placed,
 * after marking the open orders and the trade wallet stale; rejects with an Error whose message
 * is the server's reason, changing nothing.
 *
 * @example await placeSpotOrder({ api, queryClient }, { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.1', client_order_id: '' });
 */
export async function placeSpotOrder(
  { api, queryClient }: { api: ApiClient; queryClient: QueryClient },
  body: SpotOrderBody,
): Promise<void> {
  const result = await api.request('spotPlaceOrder', {
    body: { ...body, client_order_id: body.client_order_id || newClientOrderId() },
  });
  if (!result.ok) throw new Error(result.message);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SPOT_ORDER_QUERY_KEYS.orders }),
    queryClient.invalidateQueries({ queryKey: TRADE_WALLET_QUERY_KEY }),
  ]);
}

/**
 * {@link placeSpotOrder} bound to the app's API and query cache: the order form's `onSubmit`.
 *
 * @example <OrderForm onSubmit={usePlaceOrder()} … />
 */
export function usePlaceOrder(): (body: SpotOrderBody) => Promise<void> {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useCallback((body: SpotOrderBody) => placeSpotOrder({ api, queryClient }, body), [api, queryClient]);
}
