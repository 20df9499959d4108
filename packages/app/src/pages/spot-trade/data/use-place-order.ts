import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiFailureError, type ApiClient, type SpotOrderBody } from '@exchange/api';
import { callEffect } from '../../../errors/call-error-message.ts';
import { useAppServices } from '../../../app-services.tsx';
import { SPOT_ORDER_QUERY_KEYS, TRADE_WALLET_QUERY_KEY } from '../orders/spot-orders.query.ts';
import { newClientOrderId } from './client-order-id.ts';

/**
 * Places a spot order (POST /spots/order). The form makes a client order id per submit and keeps
 * it when it retries, so a retried submit cannot place twice; an empty one is filled with a new
 * id here. Resolves once placed, after marking the open orders and the trade wallet stale.
 * Rejects with the client's typed ApiError (a refusal as ApiFailureError), which
 * `callErrorMessage` puts in words; when the order may have been placed all the same (no answer,
 * a lost connection, a 5xx), the open orders and the wallet are refetched first (issue 15).
 *
 * @example await placeSpotOrder({ api, queryClient }, { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.1', client_order_id: '' });
 */
export async function placeSpotOrder(
  { api, queryClient }: { api: ApiClient; queryClient: QueryClient },
  body: SpotOrderBody,
): Promise<void> {
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SPOT_ORDER_QUERY_KEYS.orders }),
      queryClient.invalidateQueries({ queryKey: TRADE_WALLET_QUERY_KEY }),
    ]);
  const result = await api
    .request('spotPlaceOrder', {
      body: { ...body, client_order_id: body.client_order_id || newClientOrderId() },
    })
    .catch(async (error: unknown) => {
      // Sent but unanswered (or answered 5xx / unreadable): it may be on the book, so show it.
      if (callEffect(error) === 'unknown') await refetch();
      throw error;
    });
  if (!result.ok) throw new ApiFailureError('spotPlaceOrder', result.status, result.body);
  await refetch();
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
