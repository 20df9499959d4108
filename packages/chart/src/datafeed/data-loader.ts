import { chartLoaderMachine } from '@exchange/machines';
import type { Bar, HistoryRequest, LiveFeedInput } from '@exchange/machines';
import type {
  DataLoader,
  DataLoaderGetBarsParams,
  KLineData,
  Period as KPeriod,
} from 'klinecharts';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { DEFAULT_PERIODS, HISTORY_PAGE_SIZE, historyWindow } from '@exchange/formulas';
import type { ChartSymbol } from '../symbol-label.ts';
import type { Datafeed, Period, Timespan } from '../types.ts';

/** Options of {@link createDataLoader}. */
export interface DataLoaderOptions {
  /** The periods the chart offers, to hand the datafeed back its own {@link Period} objects. */
  periods?: readonly Period[] | (() => readonly Period[]);
  /** The clock for the first page's `to`. */
  now?: () => number;
  /** True while the first page of the current symbol/period loads (drives the loading overlay). */
  onLoadingChange?: (loading: boolean) => void;
  /** A failed history request; the chart shows what it has and stops paging. */
  onError?: (error: string) => void;
}

/** klinecharts' DataLoader plus `dispose`: klinecharts' own destroy never unsubscribes the feed. */
export interface ChartDataLoader extends DataLoader {
  dispose: () => void;
}

/** Our {@link Period} for klinecharts' `{ type, span }`. */
export function toKPeriod(period: Period): KPeriod {
  return { type: period.timespan, span: period.multiplier };
}

function fromKPeriod(period: KPeriod, periods: readonly Period[]): Period {
  const known = periods.find((p) => p.timespan === period.type && p.multiplier === period.span);
  if (known) return known;
  // We never set klinecharts' 'second'; any other period is a host's own one.
  const timespan: Timespan = period.type === 'second' ? 'minute' : period.type;
  return { multiplier: period.span, timespan, text: `${period.span}${period.type}` };
}

/** Decimal strings become numbers only here, at the painter. */
export const toKLine = (bar: Bar): KLineData => ({
  timestamp: bar.timestamp,
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
  volume: Number(bar.volume),
  turnover: Number(bar.turnover),
});

type Callback = DataLoaderGetBarsParams['callback'];

/** Runs `run` on the next frame (a frame's time later where there are none); returns a cancel. */
function onNextFrame(run: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return () => {
      cancelAnimationFrame(id);
    };
  }
  const timer = setTimeout(run, 16);
  return () => {
    clearTimeout(timer);
  };
}

/**
 * Adapts a {@link Datafeed} to klinecharts 10's `DataLoader` through `chartLoaderMachine`
 * (SPEC.md section 4): a symbol/period change unsubscribes the old feed, loads 500 bars, then
 * subscribes; scrolling to the oldest bar loads the 500 before it.
 *
 * Beyond the machine (which drops stale answers and stops paging on an empty page), klinecharts
 * is told there is nothing older as soon as a page comes back shorter than 500 bars, so a short
 * history never triggers another request (KLineChart Pro looped there, STACK.md).
 *
 * @example const loader = createDataLoader(datafeed, { onLoadingChange: setLoading }); chart.setDataLoader(loader);
 */
export function createDataLoader(
  datafeed: Datafeed,
  options: DataLoaderOptions = {},
): ChartDataLoader {
  const periodList = options.periods ?? DEFAULT_PERIODS;
  const periods = () => (typeof periodList === 'function' ? periodList() : periodList);
  const now = options.now ?? Date.now;
  // The machine knows tickers; the datafeed wants the whole symbol klinecharts was given.
  const symbols = new Map<string, ChartSymbol>();
  const symbolFor = (ticker: string): ChartSymbol => symbols.get(ticker) ?? { ticker };
  let pendingInit: Callback | null = null;
  let pendingOlder: Callback | null = null;
  let live: ((bar: KLineData) => void) | null = null;
  let loading = false;

  // Live bars reach klinecharts at most once per frame: each bar handed over makes it recompute
  // every indicator over the whole list (~1 ms per bar at 1,000 bars), and the screen shows one
  // frame anyway. A bar is applied at once when none was this frame; the ones arriving after it
  // wait for the next frame, where only the newest of each timestamp is applied (in order).
  let queued: Bar[] = [];
  let cancelFrame: (() => void) | null = null;
  const flushLive = () => {
    cancelFrame = null;
    if (queued.length === 0) return;
    const bars = queued;
    queued = [];
    for (const bar of bars) live?.(toKLine(bar));
    cancelFrame = onNextFrame(flushLive);
  };
  const pushLive = (bar: Bar) => {
    if (cancelFrame === null) {
      live?.(toKLine(bar));
      cancelFrame = onNextFrame(flushLive);
      return;
    }
    const last = queued.length - 1;
    if (last >= 0 && queued[last]?.timestamp === bar.timestamp) queued[last] = bar;
    else queued.push(bar);
  };
  const dropLive = () => {
    queued = [];
    cancelFrame?.();
    cancelFrame = null;
  };

  const machine = chartLoaderMachine.provide({
    actors: {
      loadHistory: fromPromise<Bar[], HistoryRequest>(({ input }) => {
        const to = input.to ?? now();
        const from = input.from ?? historyWindow(input.period, to, input.count).from;
        return datafeed.getHistoryKLineData(symbolFor(input.symbol), input.period, from, to);
      }),
      liveFeed: fromCallback<{ type: 'never' }, LiveFeedInput>(({ input }) => {
        const symbol = symbolFor(input.symbol);
        let active = true;
        datafeed.subscribe(symbol, input.period, (bar) => {
          // A feed may still call back after unsubscribe: a bar of the old symbol is dropped.
          if (active) pushLive(bar);
        });
        return () => {
          active = false;
          dropLive();
          datafeed.unsubscribe(symbol, input.period);
        };
      }),
    },
  });

  let actor: Actor<typeof machine> | null = null;

  const start = (ticker: string, period: Period) => {
    actor?.stop();
    const next = createActor(machine, { input: { symbol: ticker, period } });
    next.on('history.loaded', ({ kind, bars, more }) => {
      const callback = kind === 'initial' ? pendingInit : pendingOlder;
      if (kind === 'initial') pendingInit = null;
      else pendingOlder = null;
      const olderExists = more && bars.length >= HISTORY_PAGE_SIZE;
      callback?.(bars.map(toKLine), { forward: olderExists, backward: false });
    });
    next.subscribe((snapshot) => {
      const isLoading = snapshot.matches('loading');
      if (isLoading !== loading) {
        loading = isLoading;
        options.onLoadingChange?.(isLoading);
      }
      if (snapshot.matches('failed') || snapshot.matches({ ready: 'pagingFailed' })) {
        options.onError?.(snapshot.context.error ?? 'history request failed');
        // klinecharts waits for its callback before it asks again: answer with nothing.
        const callback = snapshot.matches('failed') ? pendingInit : pendingOlder;
        pendingInit = snapshot.matches('failed') ? null : pendingInit;
        pendingOlder = snapshot.matches('failed') ? pendingOlder : null;
        callback?.([], { forward: false, backward: false });
      }
    });
    actor = next;
    next.start();
  };

  return {
    getBars: ({ type, symbol, period, callback }) => {
      const ours = fromKPeriod(period, periods());
      symbols.set(symbol.ticker, symbol);
      switch (type) {
        case 'init': {
          pendingInit = callback;
          pendingOlder = null;
          const current = actor?.getSnapshot().context;
          const unchanged = current?.symbol === symbol.ticker && current.period.text === ours.text;
          if (!actor || unchanged) {
            // First load, or klinecharts reloading the same choice (resetData): start afresh.
            start(symbol.ticker, ours);
          } else {
            actor.send({ type: 'chart.symbolChanged', symbol: symbol.ticker });
            actor.send({ type: 'chart.periodChanged', period: ours });
          }
          return;
        }
        // klinecharts 10 names loading older bars 'forward' (they go in front of the list).
        case 'forward': {
          const snapshot = actor?.getSnapshot();
          if (!actor || !snapshot?.matches('ready') || snapshot.matches({ ready: 'exhausted' })) {
            callback([], { forward: false, backward: false });
            return;
          }
          pendingOlder = callback;
          actor.send({ type: 'history.loadMore' });
          return;
        }
        case 'backward':
        case 'update':
          callback([], { backward: false });
          return;
        default: {
          const unknownType: never = type;
          return unknownType;
        }
      }
    },
    subscribeBar: ({ callback }) => {
      live = callback;
    },
    unsubscribeBar: () => {
      live = null;
      dropLive();
    },
    dispose: () => {
      actor?.stop();
      actor = null;
      live = null;
      dropLive();
      pendingInit = null;
      pendingOlder = null;
    },
  };
}
