import type { ConnectionState } from '@exchange/design-system';

/**
 * Prices are shown as stale once the open feed has been silent this long. The server pushes
 * every ticker each second (socket-hub tickerMs), so 10 s is ten missed pushes: a half-open
 * connection, not a quiet market.
 */
export const STALE_AFTER_MS = 10_000;

/** The socket machine's phase, as the status needs it. */
export type SocketPhase = 'connecting' | 'open' | 'reconnecting' | 'failed';

export interface ConnectionFacts {
  socket: SocketPhase;
  /** Reconnect attempts so far (the socket machine's `attempts`): 0 on the first connect. */
  attempts: number;
  /** The browser's `navigator.onLine`, as the network machine last heard it. */
  online: boolean;
  /** See FeedTimes.freshSince. */
  freshSince: number | null;
  now: number;
}

export interface ConnectionView {
  state: ConnectionState;
  /** The reconnect attempt under way (1-based) while reconnecting; 0 otherwise. */
  attempt: number;
  /** The feed gave up: only a retry (or the network coming back) restarts it. */
  gaveUp: boolean;
}

/**
 * The connection status a trade page shows, from the socket, the browser and the feed's clock
 * (issue 15). Offline wins (the device or the feed gave up), then a reconnect in progress, then
 * the first connect; an open feed silent for {@link STALE_AFTER_MS} is stale.
 *
 * @example connectionState({ socket: 'reconnecting', attempts: 2, online: true, freshSince: 0, now: 1 })
 * // { state: 'reconnecting', attempt: 2, gaveUp: false }
 */
export function connectionState(facts: ConnectionFacts): ConnectionView {
  const { socket, attempts, online, freshSince, now } = facts;
  const gaveUp = socket === 'failed';
  if (gaveUp || !online) return { state: 'offline', attempt: 0, gaveUp };
  switch (socket) {
    case 'reconnecting':
      return { state: 'reconnecting', attempt: attempts, gaveUp };
    case 'connecting':
      // The machine counts an attempt as it waits, then connects with the same count.
      return attempts > 0
        ? { state: 'reconnecting', attempt: attempts, gaveUp }
        : { state: 'connecting', attempt: 0, gaveUp };
    case 'open':
      return {
        state: freshSince !== null && now - freshSince > STALE_AFTER_MS ? 'stale' : 'live',
        attempt: 0,
        gaveUp,
      };
    default:
      return socket satisfies never;
  }
}
