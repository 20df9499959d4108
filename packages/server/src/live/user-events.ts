import type { UserEvent } from '@exchange/api/socket';
import type { MarketEvent } from '../market/market-events.ts';

/** A user's balance change as the wire's balance event carries it. */
export type BalanceView = (
  event: Extract<MarketEvent, { type: 'balance' }>,
) => Extract<UserEvent, { event: 'balance' }> | undefined;

/** The market events that concern one user: their orders, fills and balances. */
export type UserMarketEvent = Extract<MarketEvent, { type: 'order' | 'fill' | 'balance' }>;

/** A user's market event as the wire's `bindUid` event, or undefined when it has no wire form. */
export function userEventOf(
  event: UserMarketEvent,
  balanceView: BalanceView,
): UserEvent | undefined {
  switch (event.type) {
    case 'order':
      return {
        event: 'order',
        order: {
          id: String(event.order.id),
          market: 'spot',
          symbol: event.order.symbol,
          side: event.order.side,
          type: event.order.type,
          price: event.order.price ?? '',
          amount: event.order.amount,
          filled: event.order.filled_amount,
          status: event.order.status,
          ts: event.order.updated_at,
        },
      };
    case 'fill':
      return { event: 'fill', fill: { ...event.fill, market: 'spot' } };
    case 'balance':
      return balanceView(event);
    default:
      return event satisfies never;
  }
}
