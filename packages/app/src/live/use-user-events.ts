import { useEffect, useEffectEvent } from 'react';
import type { UserEvent } from '@exchange/api/socket';
import { useLive } from './live-context.tsx';

/**
 * Calls `onEvent` with the signed-in user's order, fill and balance events (the socket's
 * `bindUid` channel, bound by LiveProvider) while mounted.
 *
 * @example
 * useUserEvents((event) => { if (event.event === 'fill') refetchFills(); });
 */
export function useUserEvents(onEvent: (event: UserEvent) => void): void {
  const { bus } = useLive();
  const handle = useEffectEvent(onEvent);
  useEffect(
    () =>
      bus.onUserEvent((event) => {
        handle(event);
      }),
    [bus],
  );
}
