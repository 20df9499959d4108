/** What {@link FeedClock.getSnapshot} returns; the same object until the next change. */
export interface FeedTimes {
  /** When the last market message (ticker, depth, trade, kline) arrived; null before the first. */
  lastMessageAt: number | null;
  /**
   * Since when the prices shown are known to be fresh: the later of the last market message and
   * the last time the socket opened (a reopened book is fetched again). Null before either.
   */
  freshSince: number | null;
}

/**
 * When the live feed last proved fresh, for the connection status of trade pages (issue 15).
 * The socket machine knows no time (it is pure); LiveProvider stamps this clock as messages
 * arrive and as the socket opens. Read with `useSyncExternalStore`.
 *
 * @example
 * const clock = createFeedClock();
 * clock.message(Date.now()); // a ticker batch arrived
 * clock.getSnapshot().lastMessageAt;
 */
export interface FeedClock {
  getSnapshot: () => FeedTimes;
  subscribe: (listener: () => void) => () => void;
  /** A market message arrived at `at`. */
  message: (at: number) => void;
  /** The socket opened at `at`. */
  opened: (at: number) => void;
}

export function createFeedClock(): FeedClock {
  let times: FeedTimes = { lastMessageAt: null, freshSince: null };
  const listeners = new Set<() => void>();
  const set = (next: FeedTimes) => {
    times = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => times,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    message(at) {
      set({ lastMessageAt: at, freshSince: Math.max(at, times.freshSince ?? at) });
    },
    opened(at) {
      set({ ...times, freshSince: Math.max(at, times.freshSince ?? at) });
    },
  };
}
