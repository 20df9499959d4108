import type { Ticker, TickerKind } from '@exchange/api/socket';

export type TickerMap = ReadonlyMap<string, Ticker>;

/**
 * The latest live ticker of every pair, per feed (`trade` = spot, `contract`), filled from the
 * socket's `ticker` messages. One store per app; read with `useSyncExternalStore`.
 *
 * @example
 * const tickers = createTickerStore();
 * tickers.apply('trade', [btcTicker]);
 * tickers.getSnapshot('trade').get('BTCUSDT')?.last;
 */
export interface TickerStore {
  getSnapshot: (kind: TickerKind) => TickerMap;
  subscribe: (listener: () => void) => () => void;
  apply: (kind: TickerKind, tickers: readonly Ticker[]) => void;
}

export function createTickerStore(): TickerStore {
  const maps: Record<TickerKind, TickerMap> = { trade: new Map(), contract: new Map() };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: (kind) => maps[kind],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    apply(kind, tickers) {
      if (tickers.length === 0) return;
      // A new Map per batch, so React sees a changed snapshot; batches come at most every 16 ms.
      const next = new Map(maps[kind]);
      for (const ticker of tickers) next.set(ticker.symbol, ticker);
      maps[kind] = next;
      for (const listener of listeners) listener();
    },
  };
}
