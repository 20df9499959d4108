import { useQueryClient } from '@tanstack/react-query';
import type { UserEvent } from '@exchange/api/socket';
import { useUserEvents } from '../../../live/use-user-events.ts';
import { SPOT_ORDER_QUERY_KEYS, TRADE_WALLET_QUERY_KEY } from '../orders/spot-orders.query.ts';

/** The query prefixes a user event makes stale. */
export function staleKeysOf(event: UserEvent): (readonly string[])[] {
  switch (event.event) {
    case 'order':
      return event.order.market === 'spot' ? [SPOT_ORDER_QUERY_KEYS.orders] : [];
    case 'fill':
      return event.fill.market === 'spot' ? [SPOT_ORDER_QUERY_KEYS.orders, SPOT_ORDER_QUERY_KEYS.fills] : [];
    case 'balance':
      return event.wallet === 'spot' ? [TRADE_WALLET_QUERY_KEY] : [];
    case 'deposit':
    case 'contract':
    case 'option':
    case 'c2c':
      return [];
    default:
      return event satisfies never;
  }
}

/**
 * Keeps the page's private data live: the user's order, fill and balance events (bindUid) refetch
 * the orders tables and the trade wallet, so a fill shows without a reload.
 *
 * @example useSpotUserEvents();
 */
export function useSpotUserEvents(): void {
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    for (const queryKey of staleKeysOf(event)) void queryClient.invalidateQueries({ queryKey });
  });
}
