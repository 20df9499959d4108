import { useEffect, useSyncExternalStore } from 'react';
import type { TickerKind } from '@exchange/api/socket';
import { useLive } from './live-context.tsx';
import type { TickerMap } from './ticker-store.ts';

/**
 * The live tickers of one feed, subscribed while the component is mounted
 * (`home.subscribeTicker` / `home.unsubscribeTicker`, restored by the socket after reconnects).
 */
export function useTickers(kind: TickerKind): TickerMap {
  const { socket, tickers } = useLive();
  useEffect(() => {
    socket.send({ type: 'socket.subscribeTicker', kind });
    return () => {
      socket.send({ type: 'socket.unsubscribeTicker', kind });
    };
  }, [socket, kind]);
  return useSyncExternalStore(tickers.subscribe, () => tickers.getSnapshot(kind));
}
