// The chart's data lifecycle (SPEC.md sections 4, 7, 9; ARCHITECTURE.md "Chart"): a symbol or
// period change unsubscribes the old live feed, loads 500 bars of history, then subscribes again;
// scrolling into the past pages 500 more until a load returns nothing. History loading and the
// live feed are injected actors, so the chart widget wires them to its Datafeed.
import type { Bar } from '@exchange/api/socket';
import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { HISTORY_PAGE_SIZE, historyWindow, type ChartPeriod } from '@exchange/formulas';

// Bars per history request: one home in @exchange/formulas, passed on as part of this machine's
// API (a HistoryRequest's `count`).
export { HISTORY_PAGE_SIZE };

/** What the injected `loadHistory` actor receives. */
export interface HistoryRequest {
  /** Grows with every request; the loader's answer counts only for the latest one. */
  requestId: number;
  symbol: string;
  period: ChartPeriod;
  /** Oldest bar wanted (inclusive), Unix ms; absent for the first page (the latest bars). */
  from?: number;
  /** Bars strictly older than this, Unix ms; absent for the first page. */
  to?: number;
  /** How many bars: {@link HISTORY_PAGE_SIZE}. */
  count: number;
}

/** What the injected `liveFeed` actor receives: subscribe on start, unsubscribe on stop. */
export interface LiveFeedInput {
  symbol: string;
  period: ChartPeriod;
}

export interface ChartLoaderInput {
  symbol: string;
  period: ChartPeriod;
}

export interface ChartLoaderContext {
  symbol: string;
  period: ChartPeriod;
  /** Id of the latest request; answers to any other are stale and dropped. */
  requestId: number;
  /** The request in flight, if any. */
  request: HistoryRequest | null;
  /** Timestamp of the oldest bar loaded, the `to` of the next page. */
  oldest: number | null;
  barCount: number;
  error: string | null;
}

type HistoryDone = DoneActorEvent<Bar[]>;
type HistoryError = ErrorActorEvent;

export type ChartLoaderEvent =
  | { type: 'chart.symbolChanged'; symbol: string }
  | { type: 'chart.periodChanged'; period: ChartPeriod }
  /** The user scrolled to the left edge (klinecharts `getBars` with type `backward`). */
  | { type: 'history.loadMore' }
  /** After a failed load. */
  | { type: 'history.retry' }
  | HistoryDone
  | HistoryError;

/**
 * Emitted for every accepted page: hand `bars` to klinecharts' `callback(bars, more)`.
 * `kind` is `initial` for the first page of a symbol/period, `more` for older pages.
 */
export type ChartLoaderEmitted = {
  type: 'history.loaded';
  request: HistoryRequest;
  kind: 'initial' | 'more';
  bars: Bar[];
  more: boolean;
};

const fail = (name: string) =>
  new Error(`chartLoaderMachine: provide the \`${name}\` actor with machine.provide()`);

/** Loads one page of bars, oldest first. Provided by the chart from its Datafeed. */
const loadHistory = fromPromise<Bar[], HistoryRequest>(() => Promise.reject(fail('loadHistory')));

/** Subscribes to live bars for its input and unsubscribes in its cleanup. Provided by the chart. */
const liveFeed = fromCallback<{ type: 'never' }, LiveFeedInput>(() => {
  throw fail('liveFeed');
});

const historyActorId = (requestId: number) => `history-${requestId}`;

function oldestOf(bars: Bar[]): number | null {
  let oldest: number | null = null;
  for (const bar of bars) if (oldest === null || bar.timestamp < oldest) oldest = bar.timestamp;
  return oldest;
}

/** Bars older than what we hold: a datafeed that ignores `to` must not make paging loop. */
function olderThan(bars: Bar[], oldest: number | null): Bar[] {
  return oldest === null ? bars : bars.filter((bar) => bar.timestamp < oldest);
}

const samePeriod = (a: ChartPeriod, b: ChartPeriod) =>
  a.multiplier === b.multiplier && a.timespan === b.timespan;

/**
 * loading → ready.{idle, loadingMore, pagingFailed, exhausted} | failed. The live feed runs while
 * `ready`. A symbol/period change from any state stops the old feed and the request in flight
 * and starts over; an answer that arrives for an older request id is dropped.
 *
 * @example
 * const loader = createActor(
 *   chartLoaderMachine.provide({
 *     actors: {
 *       loadHistory: fromPromise(({ input }) => datafeed.getHistoryKLineData(input.symbol, input.period, input.from, input.to)),
 *       liveFeed: fromCallback(({ input }) => { datafeed.subscribe(input.symbol, input.period, onBar); return () => datafeed.unsubscribe(input.symbol, input.period); }),
 *     },
 *   }),
 *   { input: { symbol: 'BTCUSDT', period: { multiplier: 1, timespan: 'minute', text: '1m' } } },
 * ).start();
 * loader.on('history.loaded', ({ bars, more }) => callback(bars.map(toKLineData), more));
 * loader.send({ type: 'history.loadMore' });
 */
export const chartLoaderMachine = setup({
  types: {
    context: {} as ChartLoaderContext,
    events: {} as ChartLoaderEvent,
    input: {} as ChartLoaderInput,
    emitted: {} as ChartLoaderEmitted,
  },
  actors: { loadHistory, liveFeed },
  guards: {
    isStale: ({ context, event }) =>
      'actorId' in event && event.actorId !== historyActorId(context.requestId),
    sameSymbol: ({ context, event }) =>
      event.type === 'chart.symbolChanged' && event.symbol === context.symbol,
    samePeriod: ({ context, event }) =>
      event.type === 'chart.periodChanged' && samePeriod(event.period, context.period),
    isEmpty: ({ event }) => 'output' in event && event.output.length === 0,
    hasNothingOlder: ({ context, event }) =>
      'output' in event && olderThan(event.output, context.oldest).length === 0,
  },
  actions: {
    setTarget: assign(({ event }) => {
      if (event.type === 'chart.symbolChanged') return { symbol: event.symbol };
      if (event.type === 'chart.periodChanged') return { period: event.period };
      return {};
    }),
    resetHistory: assign({ oldest: null, barCount: 0, error: null }),
    /** Stop the request in flight; its answer could no longer matter. */
    cancelRequest: enqueueActions(({ context, enqueue }) => {
      if (context.request === null) return;
      enqueue.stopChild(historyActorId(context.request.requestId));
      enqueue.assign({ request: null });
    }),
    request: enqueueActions(({ context, enqueue }, params: { kind: 'initial' | 'more' }) => {
      const requestId = context.requestId + 1;
      const request: HistoryRequest =
        params.kind === 'initial' || context.oldest === null
          ? { requestId, symbol: context.symbol, period: context.period, count: HISTORY_PAGE_SIZE }
          : {
              requestId,
              symbol: context.symbol,
              period: context.period,
              ...historyWindow(context.period, context.oldest, HISTORY_PAGE_SIZE),
              count: HISTORY_PAGE_SIZE,
            };
      enqueue.assign({ requestId, request, error: null });
      enqueue.spawnChild('loadHistory', { id: historyActorId(requestId), input: request });
    }),
    accept: enqueueActions(({ context, event, enqueue }, params: { kind: 'initial' | 'more' }) => {
      if (!('output' in event) || context.request === null) return;
      const bars =
        params.kind === 'initial' ? event.output : olderThan(event.output, context.oldest);
      const oldest = oldestOf(bars) ?? context.oldest;
      enqueue.emit({
        type: 'history.loaded',
        request: context.request,
        kind: params.kind,
        bars,
        more: bars.length > 0,
      });
      enqueue.assign({ oldest, barCount: context.barCount + bars.length, request: null });
      // A finished child stays among the actor's children, output (a page of bars) and all,
      // until stopped: without this every page ever loaded is retained for the actor's life.
      enqueue.stopChild(historyActorId(context.request.requestId));
    }),
    recordError: enqueueActions(({ context, event, enqueue }) => {
      if (context.request !== null) enqueue.stopChild(historyActorId(context.request.requestId));
      const error =
        'error' in event
          ? event.error instanceof Error
            ? event.error.message
            : String(event.error)
          : null;
      enqueue.assign({ error, request: null });
    }),
  },
}).createMachine({
  id: 'chartLoader',
  context: ({ input }) => ({
    symbol: input.symbol,
    period: input.period,
    requestId: 0,
    request: null,
    oldest: null,
    barCount: 0,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Changes are honoured in every state, including while a load runs (the KLineChart Pro bug
    // of ignoring them there must not exist here: STACK.md "klinecharts 10").
    'chart.symbolChanged': [
      { guard: 'sameSymbol' },
      {
        target: '.loading',
        reenter: true,
        actions: ['cancelRequest', 'setTarget', 'resetHistory'],
      },
    ],
    'chart.periodChanged': [
      { guard: 'samePeriod' },
      {
        target: '.loading',
        reenter: true,
        actions: ['cancelRequest', 'setTarget', 'resetHistory'],
      },
    ],
  },
  states: {
    loading: {
      entry: { type: 'request', params: { kind: 'initial' } },
      on: {
        'xstate.done.actor.*': [
          { guard: 'isStale' },
          {
            guard: 'isEmpty',
            target: 'ready.exhausted',
            actions: { type: 'accept', params: { kind: 'initial' } },
          },
          { target: 'ready', actions: { type: 'accept', params: { kind: 'initial' } } },
        ],
        'xstate.error.actor.*': [
          { guard: 'isStale' },
          { target: 'failed', actions: 'recordError' },
        ],
      },
    },
    // The overlay spins only in `loading`: a failed load lands here, never back in `loading`
    // until the user retries.
    failed: {
      on: { 'history.retry': 'loading' },
    },
    ready: {
      invoke: {
        id: 'liveFeed',
        src: 'liveFeed',
        input: ({ context }) => ({ symbol: context.symbol, period: context.period }),
      },
      initial: 'idle',
      states: {
        idle: {
          on: { 'history.loadMore': 'loadingMore' },
        },
        loadingMore: {
          entry: { type: 'request', params: { kind: 'more' } },
          on: {
            'xstate.done.actor.*': [
              { guard: 'isStale' },
              {
                // SPEC.md section 4: paging stops when a load returns nothing (older).
                guard: 'hasNothingOlder',
                target: 'exhausted',
                actions: { type: 'accept', params: { kind: 'more' } },
              },
              { target: 'idle', actions: { type: 'accept', params: { kind: 'more' } } },
            ],
            'xstate.error.actor.*': [
              { guard: 'isStale' },
              { target: 'pagingFailed', actions: 'recordError' },
            ],
          },
        },
        pagingFailed: {
          on: { 'history.retry': 'loadingMore', 'history.loadMore': 'loadingMore' },
        },
        // Nothing older exists for this symbol and period; a change starts over.
        exhausted: {},
      },
    },
  },
});
