import type { ApiClient } from '@exchange/api';
import type { MarketUpdateOf } from '../../../live/market-bus.ts';
import type { OrderBookStore } from '../../../trading/order-book/order-book-store.ts';
import type { TradesStore } from '../../../trading/recent-trades/trades-store.ts';

/** Levels per side asked for in the HTTP snapshot (the book shows at most this many). */
export const DEPTH_SNAPSHOT_LIMIT = 50;

/**
 * Feeds one pair's order book and trade tape: the HTTP snapshot (GET /spots/depth_aggTrade) and
 * the socket's depth and trade messages, which may arrive in any order. Every one of them is a
 * full top-N book (the server sends the whole book on subscribe and on every change), so the
 * book shown is always exactly one server book, never a merge. A book older than the one shown
 * is dropped, so a slow snapshot never rolls back a newer socket depth.
 *
 * @example
 * const feed = createSpotMarketFeed({ api, book, trades });
 * feed.reset('BTCUSDT');
 * await feed.load('BTCUSDT', signal);
 * feed.depth(update); // from useMarketChannel('spot', 'depth', …)
 */
export interface SpotMarketFeed {
  /** Starts over for `symbol`: stores back to loading, messages of any other symbol ignored. */
  reset: (symbol: string) => void;
  /**
   * The socket reconnected (and resubscribed): the next book wins whatever its timestamp, since
   * the server behind the new connection (restarted, or another process) stamps books by its
   * own clock; a snapshot requested before is dropped when it lands. The current book stays in
   * sight until then.
   */
  resync: () => void;
  /** Loads the snapshot; a failure shows the error state unless the socket already filled it. */
  load: (symbol: string, signal?: AbortSignal) => Promise<void>;
  depth: (update: MarketUpdateOf<'depth'>) => void;
  trade: (update: MarketUpdateOf<'trade'>) => void;
}

export function createSpotMarketFeed({
  api,
  book,
  trades,
  snapshotRoute = 'spotDepth',
}: {
  api: ApiClient;
  book: OrderBookStore;
  trades: TradesStore;
  /** The HTTP snapshot's call: the contract page feeds its book the same way from its own. */
  snapshotRoute?: 'spotDepth' | 'contractDepth';
}): SpotMarketFeed {
  let current: string | null = null;
  // Which connection and pair the books belong to: a load answers only if nothing changed since.
  let generation = 0;
  let bookTs = -1;
  let bookShown = false;
  // Socket trades that came before the snapshot: the tape waits for the snapshot, then adds them.
  let early: MarketUpdateOf<'trade'>['trades'] = [];
  let tapeLoaded = false;

  const setBook = (asks: MarketUpdateOf<'depth'>['asks'], bids: MarketUpdateOf<'depth'>['bids'], ts: number) => {
    if (ts < bookTs) return;
    bookTs = ts;
    bookShown = true;
    book.set({ asks, bids, ts });
  };

  return {
    resync() {
      generation += 1;
      bookTs = -1;
    },
    reset(symbol) {
      generation += 1;
      current = symbol;
      bookTs = -1;
      bookShown = false;
      early = [];
      tapeLoaded = false;
      book.reset();
      trades.reset();
    },
    async load(symbol, signal) {
      const asked = generation;
      const stale = () => symbol !== current || asked !== generation || signal?.aborted === true;
      try {
        const snapshot = await api.call(
          snapshotRoute,
          { query: { symbol, limit: DEPTH_SNAPSHOT_LIMIT } },
          { signal },
        );
        if (stale()) return;
        setBook(snapshot.asks, snapshot.bids, snapshot.timestamp);
        // The trades store merges by id, so the snapshot and socket trades may overlap.
        trades.set(snapshot.trades);
        tapeLoaded = true;
        if (early.length > 0) trades.add(early);
        early = [];
      } catch {
        if (stale()) return;
        // A reconnect's refetch failing must not hide a book the socket keeps live.
        if (!bookShown) book.fail();
        if (!tapeLoaded) trades.fail();
      }
    },
    depth(update) {
      if (update.symbol !== current) return;
      setBook(update.asks, update.bids, update.ts);
    },
    trade(update) {
      if (update.symbol !== current) return;
      if (tapeLoaded) trades.add(update.trades);
      else early = [...update.trades, ...early];
    },
  };
}
