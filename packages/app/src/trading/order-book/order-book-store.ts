import type { PriceLevel } from '@exchange/api/socket';
import { animationFrame, createFrameBatcher, type Schedule } from '../../live/frame-batcher.ts';

/** What {@link OrderBookStore.getSnapshot} returns; the same object until the next flush. */
export interface OrderBookState {
  status: 'loading' | 'ready' | 'error';
  /** Ascending by price (best first). */
  asks: readonly PriceLevel[];
  /** Descending by price (best first). */
  bids: readonly PriceLevel[];
  ts: number;
}

/** A live order book for `useSyncExternalStore`, rendering at most once per animation frame. */
export interface OrderBookStore {
  // Function properties, not methods: both are handed to useSyncExternalStore unbound.
  /** Stable object between changes (useSyncExternalStore). */
  getSnapshot: () => OrderBookState;
  /** Listeners are called at most once per animation frame. */
  subscribe: (listener: () => void) => () => void;
  /** A full top-N book: the HTTP snapshot and every socket depth message are full. */
  set(book: { asks: readonly PriceLevel[]; bids: readonly PriceLevel[]; ts: number }): void;
  fail(): void;
  /** Back to loading (pair switch). */
  reset(): void;
}

const LOADING: OrderBookState = { status: 'loading', asks: [], bids: [], ts: 0 };

/**
 * Creates the order book's store. Updates only replace a pending state; one flush per frame
 * (`schedule`, default requestAnimationFrame) publishes the newest, so 100 depth messages a second
 * cost at most one render per frame.
 *
 * @example
 * const store = createOrderBookStore();
 * socket.on('depth', (m) => store.set(m));
 * const book = useSyncExternalStore(store.subscribe, store.getSnapshot);
 */
export function createOrderBookStore(options: { schedule?: Schedule } = {}): OrderBookStore {
  const batcher = createFrameBatcher<OrderBookState>(LOADING, options.schedule ?? animationFrame);
  return {
    getSnapshot: batcher.getSnapshot,
    subscribe: batcher.subscribe,
    set(book) {
      batcher.write({ status: 'ready', asks: book.asks, bids: book.bids, ts: book.ts });
    },
    fail() {
      // Keep the last book's data out of sight: an error must not look like a live book.
      batcher.write({ status: 'error', asks: [], bids: [], ts: batcher.latest().ts });
    },
    reset() {
      batcher.write(LOADING);
    },
  };
}
