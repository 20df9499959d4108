import type { PriceLevel } from '@exchange/api/socket';
import { createFrameBatcher, type Schedule } from '../../live/frame-batcher.ts';

/** What {@link OrderBookStore.getSnapshot} returns; the same object until the next flush. */
export interface OrderBookState {
  status: 'loading' | 'ready' | 'error';
  /** Ascending by price (best first). */
  asks: readonly PriceLevel[];
  /** Descending by price (best first). */
  bids: readonly PriceLevel[];
  ts: number;
}

/**
 * A live order book for `useSyncExternalStore`, rendering at most once per animation frame and
 * by default at most {@link BOOKS_PER_SECOND} times a second.
 */
export interface OrderBookStore {
  // Function properties, not methods: both are handed to useSyncExternalStore unbound.
  /** Stable object between changes (useSyncExternalStore). */
  getSnapshot: () => OrderBookState;
  /** Listeners are called at most once per flush: one animation frame, ten a second by default. */
  subscribe: (listener: () => void) => () => void;
  /** A full top-N book: the HTTP snapshot and every socket depth message are full. */
  set(book: { asks: readonly PriceLevel[]; bids: readonly PriceLevel[]; ts: number }): void;
  fail(): void;
  /** Back to loading (pair switch). */
  reset(): void;
}

/**
 * The most books a second the store publishes by default. Ten, the cadence exchanges publish
 * depth at (every 100 ms) and more than a reader can take in; each published book re-lays out and
 * repaints the figures that moved, so 60 a second cost the main thread over 200 ms a second
 * (issue 25) and starved the order form beside it.
 */
const BOOKS_PER_SECOND = 10;
/** Frames are 16.7 ms apart at 60 Hz: a frame this early still counts as on time. */
const FRAME_MS = 1000 / 60;

/**
 * A {@link Schedule} that flushes on an animation frame, and on none that starts sooner than
 * `1000 / perSecond` ms after the previous flush's frame (half a frame early counts as on time):
 * it waits out most of the interval on a timer, not frame by frame.
 *
 * @example createFrameBatcher(initial, framesAtMost(10))
 */
export function framesAtMost(perSecond: number): Schedule {
  const interval = 1000 / perSecond;
  let last = Number.NEGATIVE_INFINITY;
  const onFrame = (flush: () => void) => (now: number) => {
    if (now < last + interval - FRAME_MS / 2) {
      requestAnimationFrame(onFrame(flush));
      return;
    }
    last = now;
    flush();
  };
  return (flush) => {
    const wait = last + interval - FRAME_MS - performance.now();
    if (wait <= 0) requestAnimationFrame(onFrame(flush));
    else
      setTimeout(() => {
        requestAnimationFrame(onFrame(flush));
      }, wait);
  };
}

const LOADING: OrderBookState = { status: 'loading', asks: [], bids: [], ts: 0 };

/**
 * Creates the order book's store. Updates only replace a pending state; one flush (`schedule`,
 * default an animation frame at most {@link BOOKS_PER_SECOND} times a second) publishes the
 * newest, so 100 depth messages a second cost at most ten renders, each of the latest book.
 *
 * @example
 * const store = createOrderBookStore();
 * socket.on('depth', (m) => store.set(m));
 * const book = useSyncExternalStore(store.subscribe, store.getSnapshot);
 */
export function createOrderBookStore(options: { schedule?: Schedule } = {}): OrderBookStore {
  const batcher = createFrameBatcher<OrderBookState>(
    LOADING,
    options.schedule ?? framesAtMost(BOOKS_PER_SECOND),
  );
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
