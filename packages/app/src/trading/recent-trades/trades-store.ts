import type { PublicTrade } from '@exchange/api/socket';
import { animationFrame, createFrameBatcher, type Schedule } from '../../live/frame-batcher.ts';

/** What {@link TradesStore.getSnapshot} returns; the same object until the next flush. */
export interface TradesState {
  status: 'loading' | 'ready' | 'error';
  /** Newest first, at most `cap`. */
  trades: readonly PublicTrade[];
}

/** The live tape for `useSyncExternalStore`, rendering at most once per animation frame. */
export interface TradesStore {
  // Function properties, not methods: both are handed to useSyncExternalStore unbound.
  getSnapshot: () => TradesState;
  subscribe: (listener: () => void) => () => void;
  /** Replaces the list (the HTTP snapshot). */
  set(trades: readonly PublicTrade[]): void;
  /** Adds trades from the socket; ones already listed (same id) are ignored. */
  add(trades: readonly PublicTrade[]): void;
  fail(): void;
  /** Back to loading (pair switch). */
  reset(): void;
}

/** How many trades the tape keeps unless told otherwise. */
export const DEFAULT_TRADES_CAP = 50;

const LOADING: TradesState = { status: 'loading', trades: [] };

/** Newest first; equal times keep their given order (Array.prototype.sort is stable). */
function newestFirst(trades: readonly PublicTrade[], cap: number): PublicTrade[] {
  const seen = new Set<string>();
  const unique = trades.filter((trade) => {
    if (seen.has(trade.id)) return false;
    seen.add(trade.id);
    return true;
  });
  return unique.sort((a, b) => b.ts - a.ts).slice(0, cap);
}

/**
 * Creates the recent-trades store. The HTTP snapshot and socket batches may overlap and arrive in
 * any order, so trades are de-duplicated by id and sorted newest first before capping.
 *
 * @example
 * const store = createTradesStore({ cap: 30 });
 * store.set(await api.call('spotDepthAggTrade', …).trades);
 * socket.on('trade', (m) => store.add(m.trades));
 */
export function createTradesStore(
  options: { schedule?: Schedule; cap?: number } = {},
): TradesStore {
  const cap = options.cap ?? DEFAULT_TRADES_CAP;
  const batcher = createFrameBatcher<TradesState>(LOADING, options.schedule ?? animationFrame);
  return {
    getSnapshot: batcher.getSnapshot,
    subscribe: batcher.subscribe,
    set(trades) {
      batcher.write({ status: 'ready', trades: newestFirst(trades, cap) });
    },
    add(trades) {
      const latest = batcher.latest();
      // Live trades before the snapshot arrived would show a partial tape as complete: wait.
      if (latest.status !== 'ready') return;
      batcher.write({ status: 'ready', trades: newestFirst([...trades, ...latest.trades], cap) });
    },
    fail() {
      batcher.write({ status: 'error', trades: [] });
    },
    reset() {
      batcher.write(LOADING);
    },
  };
}
