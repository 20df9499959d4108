import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { useLive } from './live-context.tsx';
import {
  connectionState,
  STALE_AFTER_MS,
  type ConnectionView,
  type SocketPhase,
} from './connection-state.ts';

/** The connection status of a trade page, with what the indicator shows and does. */
export interface ConnectionStatusValue extends ConnectionView {
  /**
   * When the prices shown were last known fresh (ms since 1970): the last market message, or the
   * socket opening if later (the page fetches its book again then). Null before either. A socket
   * cut before its first message still says when the prices on screen date from.
   */
  lastUpdateAt: number | null;
  /** Starts the socket over; null unless it gave up. */
  retry: (() => void) | null;
}

/**
 * The live feed's status for a trade page (issue 15): connecting, live, stale, reconnecting
 * (attempt n) or offline, the time of the last market message, and a retry once the socket
 * gave up. Re-renders when the open feed turns stale without any event, by a timer.
 *
 * @example
 * const connection = useConnectionStatus();
 * <ConnectionIndicator connection={connection} />; <OrderBook stale={connection.state !== 'live'} … />
 */
export function useConnectionStatus(): ConnectionStatusValue {
  const { socket, network, feed } = useLive();
  const phase = useSelector(socket, (snapshot): SocketPhase => {
    if (snapshot.matches('failed')) return 'failed';
    if (snapshot.matches('reconnecting')) return 'reconnecting';
    return snapshot.matches({ connection: 'open' }) ? 'open' : 'connecting';
  });
  const attempts = useSelector(socket, (snapshot) => snapshot.context.attempts);
  const online = useSelector(network, (snapshot) => snapshot.context.online);
  const { freshSince } = useSyncExternalStore(feed.subscribe, feed.getSnapshot);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (phase !== 'open' || freshSince === null) return;
    // Wake up just after the feed would turn stale; a new message moves freshSince and re-arms.
    const timer = setTimeout(
      () => {
        setNow(Date.now());
      },
      Math.max(0, freshSince + STALE_AFTER_MS - Date.now()) + 1,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [phase, freshSince]);

  // `now` only moves on the stale timer; a fresher message makes `freshSince` newer than it.
  const view = connectionState({
    socket: phase,
    attempts,
    online,
    freshSince,
    now: Math.max(now, freshSince ?? now),
  });
  return {
    ...view,
    lastUpdateAt: freshSince,
    retry: view.gaveUp
      ? () => {
          socket.send({ type: 'socket.retry' });
        }
      : null,
  };
}
