import type { DataLoaderGetBarsParams, KLineData } from 'klinecharts';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import type { Datafeed, KLineBar } from '../types.ts';
import { createDataLoader, toKPeriod } from './data-loader.ts';

const minute = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };
const NOW = Date.UTC(2026, 0, 5, 8);

function bars(count: number, endExclusive: number, close = '1.5'): KLineBar[] {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: endExclusive - (count - i) * 60_000,
    open: '1',
    high: '2',
    low: '0.5',
    close,
    volume: '10',
    turnover: '15',
  }));
}

function feedWith(getHistoryKLineData: Datafeed['getHistoryKLineData']): Datafeed {
  return {
    searchSymbols: () => Promise.resolve([]),
    getHistoryKLineData,
    subscribe: vi.fn(),
    unsubscribe: vi.fn(),
  };
}

type Callback = DataLoaderGetBarsParams['callback'];

function request(
  type: DataLoaderGetBarsParams['type'],
  ticker: string,
  callback: Callback,
  timestamp: number | null = null,
): DataLoaderGetBarsParams {
  return {
    type,
    timestamp,
    symbol: { ticker, pricePrecision: 2, volumePrecision: 0 },
    period: toKPeriod(minute),
    callback,
  };
}

/** The n-th answer klinecharts got, once it has come. */
async function answer(callback: ReturnType<typeof vi.fn<Callback>>, n: number) {
  await vi.waitFor(() => {
    expect(callback.mock.calls.length).toBeGreaterThan(n);
  });
  const call = callback.mock.calls[n];
  if (!call) throw new Error('no answer');
  return { bars: call[0], more: call[1] };
}

describe('createDataLoader paging', () => {
  it('asks for 500 bars up to now first, then the 500 before the oldest bar', async () => {
    const history = vi.fn<Datafeed['getHistoryKLineData']>((_s, _p, from, to) =>
      Promise.resolve(bars(Math.min(500, (to - from) / 60_000), to)),
    );
    const loader = createDataLoader(createFeed(history), { now: () => NOW });
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    const first = await answer(callback, 0);
    expect(history).toHaveBeenLastCalledWith(
      expect.objectContaining({ ticker: 'BTC' }),
      minute,
      NOW - 500 * 60_000,
      NOW,
    );
    expect(first.bars).toHaveLength(500);
    expect(first.bars[0]?.close).toBe(1.5);
    expect(first.more).toEqual({ forward: true, backward: false });

    const oldest = first.bars[0]?.timestamp ?? 0;
    void loader.getBars(request('forward', 'BTC', callback, oldest));
    await answer(callback, 1);
    expect(history).toHaveBeenLastCalledWith(
      expect.anything(),
      minute,
      oldest - 500 * 60_000,
      oldest,
    );
    loader.dispose();
  });

  it('stops paging when a load returns nothing', async () => {
    const history = vi.fn<Datafeed['getHistoryKLineData']>((_s, _p, _from, to) =>
      Promise.resolve(to === NOW ? bars(500, NOW) : []),
    );
    const loader = createDataLoader(createFeed(history), { now: () => NOW });
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    await answer(callback, 0);
    void loader.getBars(request('forward', 'BTC', callback, NOW - 500 * 60_000));
    expect(await answer(callback, 1)).toEqual({
      bars: [],
      more: { forward: false, backward: false },
    });
    // Exhausted: a further ask is answered at once, without a request.
    void loader.getBars(request('forward', 'BTC', callback, NOW - 500 * 60_000));
    expect(await answer(callback, 2)).toEqual({
      bars: [],
      more: { forward: false, backward: false },
    });
    expect(history).toHaveBeenCalledTimes(2);
    loader.dispose();
  });

  it('does not ask again when the first page has fewer than 500 bars (no request loop)', async () => {
    const history = vi.fn<Datafeed['getHistoryKLineData']>(() => Promise.resolve(bars(120, NOW)));
    const loader = createDataLoader(createFeed(history), { now: () => NOW });
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    const first = await answer(callback, 0);
    expect(first.bars).toHaveLength(120);
    expect(first.more).toEqual({ forward: false, backward: false });
    expect(history).toHaveBeenCalledTimes(1);
    loader.dispose();
  });

  it('drops bars a feed returns that are not older than the oldest shown, and stops', async () => {
    const history = vi.fn<Datafeed['getHistoryKLineData']>(() => Promise.resolve(bars(500, NOW)));
    const loader = createDataLoader(createFeed(history), { now: () => NOW });
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    await answer(callback, 0);
    void loader.getBars(request('forward', 'BTC', callback, NOW - 500 * 60_000));
    expect(await answer(callback, 1)).toEqual({
      bars: [],
      more: { forward: false, backward: false },
    });
    loader.dispose();
  });

  it('reports loading around the first page only', async () => {
    const onLoadingChange = vi.fn<(loading: boolean) => void>();
    const loader = createDataLoader(
      createFeed(() => Promise.resolve(bars(500, NOW))),
      { now: () => NOW, onLoadingChange },
    );
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    await answer(callback, 0);
    expect(onLoadingChange.mock.calls).toEqual([[true], [false]]);
    void loader.getBars(request('forward', 'BTC', callback, NOW - 500 * 60_000));
    await answer(callback, 1);
    expect(onLoadingChange).toHaveBeenCalledTimes(2);
    loader.dispose();
  });

  it('answers a failed first page with nothing and reports the error', async () => {
    const onError = vi.fn<(error: string) => void>();
    const loader = createDataLoader(
      createFeed(() => Promise.reject(new Error('boom'))),
      { now: () => NOW, onError },
    );
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    expect(await answer(callback, 0)).toEqual({
      bars: [],
      more: { forward: false, backward: false },
    });
    expect(onError).toHaveBeenCalledWith('boom');
    loader.dispose();
  });
});

describe('createDataLoader switching', () => {
  it('applies only the last choice when responses arrive out of order', async () => {
    const pending = new Map<string, (bars: KLineBar[]) => void>();
    const history = vi.fn<Datafeed['getHistoryKLineData']>(
      (symbol) => new Promise((resolve) => pending.set(symbol.ticker, resolve)),
    );
    const loader = createDataLoader(createFeed(history), { now: () => NOW });
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    void loader.getBars(request('init', 'ETH', callback));
    await vi.waitFor(() => {
      expect(pending.size).toBe(2);
    });
    pending.get('ETH')?.(bars(10, NOW, '2'));
    pending.get('BTC')?.(bars(10, NOW, '1'));
    const shown = await answer(callback, 0);
    expect(shown.bars.map((b) => b.close)).toEqual(Array.from({ length: 10 }, () => 2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callback).toHaveBeenCalledTimes(1);
    loader.dispose();
  });

  it('subscribes after the first page, and drops live bars of the previous symbol', async () => {
    const pushes = new Map<string, (bar: KLineBar) => void>();
    const feed = createFeed(() => Promise.resolve(bars(10, NOW)));
    feed.subscribe = (symbol, _p, cb) => {
      pushes.set(symbol.ticker, cb);
    };
    const unsubscribe = vi.spyOn(feed, 'unsubscribe');
    const loader = createDataLoader(feed, { now: () => NOW });
    const live = vi.fn<(bar: KLineData) => void>();
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    await answer(callback, 0);
    loader.subscribeBar?.({
      symbol: { ticker: 'BTC', pricePrecision: 2, volumePrecision: 0 },
      period: toKPeriod(minute),
      callback: live,
    });
    await vi.waitFor(() => {
      expect(pushes.has('BTC')).toBe(true);
    });
    pushes.get('BTC')?.({
      timestamp: NOW,
      open: '1',
      high: '1',
      low: '1',
      close: '1.25',
      volume: '1',
      turnover: '1',
    });
    expect(live).toHaveBeenCalledWith(expect.objectContaining({ close: 1.25 }));

    void loader.getBars(request('init', 'ETH', callback));
    expect(unsubscribe).toHaveBeenCalledWith(expect.objectContaining({ ticker: 'BTC' }), minute);
    pushes.get('BTC')?.({
      timestamp: NOW,
      open: '1',
      high: '1',
      low: '1',
      close: '9',
      volume: '1',
      turnover: '1',
    });
    expect(live).toHaveBeenCalledTimes(1);
    loader.dispose();
  });

  it('hands klinecharts one live bar at once, then the newest of each timestamp per frame', async () => {
    let push: ((bar: KLineBar) => void) | undefined;
    const feed = createFeed(() => Promise.resolve(bars(10, NOW)));
    feed.subscribe = (_s, _p, cb) => {
      push = cb;
    };
    const loader = createDataLoader(feed, { now: () => NOW });
    const live = vi.fn<(bar: KLineData) => void>();
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    await answer(callback, 0);
    loader.subscribeBar?.({
      symbol: { ticker: 'BTC', pricePrecision: 2, volumePrecision: 0 },
      period: toKPeriod(minute),
      callback: live,
    });
    await vi.waitFor(() => {
      expect(push).toBeDefined();
    });
    const bar = (timestamp: number, close: string): KLineBar => ({
      timestamp,
      open: '1',
      high: '9',
      low: '1',
      close,
      volume: '1',
      turnover: '1',
    });
    push?.(bar(NOW, '1.25'));
    expect(live.mock.calls.map(([b]) => b.close)).toEqual([1.25]);
    push?.(bar(NOW, '2'));
    push?.(bar(NOW, '3'));
    push?.(bar(NOW + 60_000, '4'));
    push?.(bar(NOW + 60_000, '5'));
    expect(live).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(live.mock.calls.map(([b]) => [b.timestamp, b.close])).toEqual([
      [NOW, 1.25],
      [NOW, 3],
      [NOW + 60_000, 5],
    ]);

    // Bars still waiting for their frame are dropped with the subscription.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    push?.(bar(NOW + 60_000, '6'));
    push?.(bar(NOW + 60_000, '7'));
    loader.unsubscribeBar?.({
      symbol: { ticker: 'BTC', pricePrecision: 2, volumePrecision: 0 },
      period: toKPeriod(minute),
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(live.mock.calls.map(([b]) => b.close)).toEqual([1.25, 3, 5, 6]);
    loader.dispose();
  });

  it('unsubscribes the live feed on dispose (klinecharts destroy does not)', async () => {
    const feed = createFeed(() => Promise.resolve(bars(10, NOW)));
    const loader = createDataLoader(feed, { now: () => NOW });
    const callback = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTC', callback));
    await answer(callback, 0);
    await vi.waitFor(() => {
      expect(feed.subscribe).toHaveBeenCalledTimes(1);
    });
    loader.dispose();
    expect(feed.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

function createFeed(getHistoryKLineData: Datafeed['getHistoryKLineData']): Datafeed {
  return feedWith(getHistoryKLineData);
}

describe('createDataLoader memory', () => {
  it("leaves the datafeed's arrays alone while it drops the pages the machine keeps", async () => {
    const page = bars(500, NOW);
    const older = bars(500, NOW - 500 * 60_000);
    const history = vi.fn<Datafeed['getHistoryKLineData']>((_s, _p, _from, to) =>
      Promise.resolve(to === NOW ? page : older),
    );
    const loader = createDataLoader(feedWith(history), { now: () => NOW });
    const first = vi.fn<Callback>();
    void loader.getBars(request('init', 'BTCUSDT', first));
    expect((await answer(first, 0)).bars).toHaveLength(500);
    const more = vi.fn<Callback>();
    void loader.getBars(request('forward', 'BTCUSDT', more));
    expect((await answer(more, 0)).bars).toHaveLength(500);
    expect(page).toHaveLength(500);
    expect(older).toHaveLength(500);
    expect(page[0]).toEqual(bars(500, NOW)[0]);
    loader.dispose();
  });
});
