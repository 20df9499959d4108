import { describe, expect, it } from 'vitest';
import type { Bar } from '@exchange/api/socket';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  chartLoaderMachine,
  HISTORY_PAGE_SIZE,
  type ChartLoaderEmitted,
  type HistoryRequest,
  type LiveFeedInput,
} from './chart-loader.machine.ts';
import type { ChartPeriod } from '@exchange/formulas';

const ONE_MINUTE: ChartPeriod = { multiplier: 1, timespan: 'minute', text: '1m' };
const FIVE_MINUTES: ChartPeriod = { multiplier: 5, timespan: 'minute', text: '5m' };
const MINUTE = 60_000;

const bar = (timestamp: number): Bar => ({
  timestamp,
  open: '1',
  high: '2',
  low: '0.5',
  close: '1.5',
  volume: '10',
  turnover: '15',
});
/** `count` one-minute bars ending at `end` (exclusive), oldest first. */
const bars = (end: number, count: number) =>
  Array.from({ length: count }, (_, i) => bar(end - (count - i) * MINUTE));

function start(symbol = 'BTCUSDT', period = ONE_MINUTE) {
  const requests: {
    input: HistoryRequest;
    resolve: (b: Bar[]) => void;
    reject: (e: Error) => void;
  }[] = [];
  const feeds: { input: LiveFeedInput; active: boolean }[] = [];
  const log: string[] = [];
  const loadHistory = fromPromise<Bar[], HistoryRequest>(
    ({ input }) =>
      new Promise<Bar[]>((resolve, reject) => {
        log.push(`load ${input.symbol} ${input.period.text} #${input.requestId}`);
        requests.push({ input, resolve, reject });
      }),
  );
  const liveFeed = fromCallback<{ type: 'never' }, LiveFeedInput>(({ input }) => {
    const feed = { input, active: true };
    feeds.push(feed);
    log.push(`subscribe ${input.symbol} ${input.period.text}`);
    return () => {
      feed.active = false;
      log.push(`unsubscribe ${input.symbol} ${input.period.text}`);
    };
  });
  const actor = createActor(chartLoaderMachine.provide({ actors: { loadHistory, liveFeed } }), {
    input: { symbol, period },
  });
  const loaded: ChartLoaderEmitted[] = [];
  actor.on('history.loaded', (event) => loaded.push(event));
  actor.start();
  const request = (index: number) => {
    const found = requests[index];
    if (!found) throw new Error(`no request #${index}`);
    return found;
  };
  return { actor, requests, request, feeds, log, loaded };
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

const NOW = Date.UTC(2026, 10, 22, 12, 0);

describe('chartLoaderMachine', () => {
  it('loads 500 bars of the latest history, then is ready and subscribed', async () => {
    const { actor, request, feeds, loaded } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(request(0).input).toEqual({
      requestId: 1,
      symbol: 'BTCUSDT',
      period: ONE_MINUTE,
      count: HISTORY_PAGE_SIZE,
    });
    expect(feeds).toHaveLength(0);
    request(0).resolve(bars(NOW, 500));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(feeds.map((f) => f.active)).toEqual([true]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.kind).toBe('initial');
    expect(loaded[0]?.more).toBe(true);
    expect(actor.getSnapshot().context.barCount).toBe(500);
    expect(actor.getSnapshot().context.oldest).toBe(NOW - 500 * MINUTE);
  });

  it('on a symbol change: unsubscribes the old feed, loads, then subscribes the new one', async () => {
    const { actor, request, log } = start();
    request(0).resolve(bars(NOW, 10));
    await settle();
    actor.send({ type: 'chart.symbolChanged', symbol: 'ETHUSDT' });
    expect(actor.getSnapshot().value).toBe('loading');
    request(1).resolve(bars(NOW, 10));
    await settle();
    expect(log).toEqual([
      'load BTCUSDT 1m #1',
      'subscribe BTCUSDT 1m',
      'unsubscribe BTCUSDT 1m',
      'load ETHUSDT 1m #2',
      'subscribe ETHUSDT 1m',
    ]);
    expect(actor.getSnapshot().context.symbol).toBe('ETHUSDT');
  });

  it('reloads on a period change and ignores a change to the same symbol or period', async () => {
    const { actor, requests, request } = start();
    request(0).resolve(bars(NOW, 10));
    await settle();
    actor.send({ type: 'chart.symbolChanged', symbol: 'BTCUSDT' });
    actor.send({ type: 'chart.periodChanged', period: { ...ONE_MINUTE } });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'chart.periodChanged', period: FIVE_MINUTES });
    expect(requests).toHaveLength(2);
    expect(request(1).input.period).toEqual(FIVE_MINUTES);
  });

  it('discards a response for the old symbol that arrives after a change (KLineChart Pro bug)', async () => {
    const { actor, request, loaded } = start();
    actor.send({ type: 'chart.symbolChanged', symbol: 'ETHUSDT' });
    expect(request(1).input).toMatchObject({ requestId: 2, symbol: 'ETHUSDT' });
    request(0).resolve(bars(NOW, 500));
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loaded).toEqual([]);
    request(1).resolve(bars(NOW, 3));
    await settle();
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.request.symbol).toBe('ETHUSDT');
    expect(actor.getSnapshot().context.barCount).toBe(3);
  });

  it('drops an answer tagged with an old request id even if it reaches the machine', async () => {
    const { actor, request, loaded } = start();
    actor.send({ type: 'chart.symbolChanged', symbol: 'ETHUSDT' });
    // A loader that ignored being stopped still answers: the request id check drops it.
    actor.send({
      type: 'xstate.done.actor.history-1',
      output: bars(NOW, 500),
      actorId: 'history-1',
    });
    actor.send({
      type: 'xstate.error.actor.history-1',
      error: new Error('late'),
      actorId: 'history-1',
    });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loaded).toEqual([]);
    request(1).resolve(bars(NOW, 2));
    await settle();
    expect(actor.getSnapshot().context.barCount).toBe(2);
  });

  it('discards a stale page that arrives after a period change during paging', async () => {
    const { actor, request, loaded } = start();
    request(0).resolve(bars(NOW, 500));
    await settle();
    actor.send({ type: 'history.loadMore' });
    actor.send({ type: 'chart.periodChanged', period: FIVE_MINUTES });
    request(1).resolve(bars(NOW - 500 * MINUTE, 500));
    await settle();
    expect(loaded).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('pages 500 older bars ending before the oldest one', async () => {
    const { actor, request, loaded } = start();
    request(0).resolve(bars(NOW, 500));
    await settle();
    actor.send({ type: 'history.loadMore' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'loadingMore' });
    const oldest = NOW - 500 * MINUTE;
    expect(request(1).input).toEqual({
      requestId: 2,
      symbol: 'BTCUSDT',
      period: ONE_MINUTE,
      from: oldest - 500 * MINUTE,
      to: oldest,
      count: 500,
    });
    request(1).resolve(bars(oldest, 500));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(loaded[1]).toMatchObject({ kind: 'more', more: true });
    expect(actor.getSnapshot().context.barCount).toBe(1000);
  });

  it('keeps no finished history request among its children (their pages would pile up)', async () => {
    const { actor, request } = start();
    const history = () =>
      Object.keys(actor.getSnapshot().children).filter((id) => id !== 'liveFeed');
    request(0).resolve(bars(NOW, 500));
    await settle();
    expect(history()).toEqual([]);
    actor.send({ type: 'history.loadMore' });
    expect(history()).toHaveLength(1);
    request(1).reject(new Error('timeout'));
    await settle();
    expect(history()).toEqual([]);
    actor.send({ type: 'chart.symbolChanged', symbol: 'ETHUSDT' });
    request(2).resolve(bars(NOW, 10));
    await settle();
    expect(history()).toEqual([]);
  });

  it('stops paging when a load returns nothing, for that symbol and period only', async () => {
    const { actor, requests, request, loaded } = start();
    request(0).resolve(bars(NOW, 120));
    await settle();
    actor.send({ type: 'history.loadMore' });
    request(1).resolve([]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'exhausted' });
    expect(loaded[1]).toMatchObject({ kind: 'more', bars: [], more: false });
    actor.send({ type: 'history.loadMore' });
    expect(requests).toHaveLength(2);
    actor.send({ type: 'chart.periodChanged', period: FIVE_MINUTES });
    request(2).resolve(bars(NOW, 10));
    await settle();
    actor.send({ type: 'history.loadMore' });
    expect(requests).toHaveLength(4);
  });

  it('stops paging when a datafeed ignores `to` and sends no older bars (no request loop)', async () => {
    const { actor, request } = start();
    request(0).resolve(bars(NOW, 50));
    await settle();
    actor.send({ type: 'history.loadMore' });
    request(1).resolve(bars(NOW, 50));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'exhausted' });
    expect(actor.getSnapshot().context.barCount).toBe(50);
  });

  it('an empty first page is ready, subscribed and exhausted', async () => {
    const { actor, request, feeds } = start();
    request(0).resolve([]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'exhausted' });
    expect(feeds).toHaveLength(1);
  });

  it('a failed first load stops the spinner and can be retried', async () => {
    const { actor, request, feeds } = start();
    request(0).reject(new Error('HTTP 500'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('HTTP 500');
    expect(feeds).toHaveLength(0);
    actor.send({ type: 'history.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    request(1).resolve(bars(NOW, 5));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed page keeps the chart ready and can be retried', async () => {
    const { actor, request, feeds } = start();
    request(0).resolve(bars(NOW, 500));
    await settle();
    actor.send({ type: 'history.loadMore' });
    request(1).reject(new Error('timeout'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'pagingFailed' });
    expect(feeds.map((f) => f.active)).toEqual([true]);
    actor.send({ type: 'history.retry' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'loadingMore' });
    expect(request(2).input.to).toBe(NOW - 500 * MINUTE);
  });

  it('a change from failed starts over', async () => {
    const { actor, request } = start();
    request(0).reject(new Error('HTTP 500'));
    await settle();
    actor.send({ type: 'chart.symbolChanged', symbol: 'ETHUSDT' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(request(1).input.symbol).toBe('ETHUSDT');
  });
});
