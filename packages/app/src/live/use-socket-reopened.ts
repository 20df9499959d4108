import { useEffect, useEffectEvent } from 'react';
import { useLive } from './live-context.tsx';

/**
 * Calls `onReopen` each time the socket opens again after a drop while mounted: whatever was
 * missed while it was down (depth, trades, orders) must be fetched again. The first open is not
 * a reopen.
 *
 * @example useSocketReopened(() => void refetchSnapshot());
 */
export function useSocketReopened(onReopen: () => void): void {
  const { socket } = useLive();
  const handle = useEffectEvent(onReopen);
  useEffect(() => {
    let open = socket.getSnapshot().matches({ connection: 'open' });
    let openedBefore = open;
    const subscription = socket.subscribe((snapshot) => {
      const now = snapshot.matches({ connection: 'open' });
      if (now && !open && openedBefore) handle();
      if (now) openedBefore = true;
      open = now;
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [socket]);
}
