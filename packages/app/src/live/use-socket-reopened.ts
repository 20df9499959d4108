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
    // 'first' until the socket has opened once: only an open after a drop is a reopen.
    let phase: 'first' | 'open' | 'dropped' = socket.getSnapshot().matches({ connection: 'open' })
      ? 'open'
      : 'first';
    const subscription = socket.subscribe((snapshot) => {
      if (snapshot.matches({ connection: 'open' })) {
        if (phase === 'dropped') handle();
        phase = 'open';
      } else if (phase === 'open') phase = 'dropped';
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [socket]);
}
