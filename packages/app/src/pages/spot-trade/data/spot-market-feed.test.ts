import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockRouteFailure, mockUrl, routeHandler } from '@exchange/api/msw';
import { ok, type DepthAggTrade } from '@exchange/api';
import type { PublicTrade } from '@exchange/api/socket';
import { createOrderBookStore } from '../../../trading/order-book/order-book-store.ts';
import { createTradesStore } from '../../../trading/recent-trades/trades-store.ts';
import { createSpotMarketFeed, DEPTH_SNAPSHOT_LIMIT } from './spot-market-feed.ts';
import { testApi } from '../../../testing/test-api.ts';

const now = (flush: () => void) => {
  flush();
};

function trade(id: string, ts: number): PublicTrade {
  return { id, price: '100', amount: '1', side: 'buy', ts };
}

function snapshot(symbol: string, timestamp: number, trades: PublicTrade[] = []): DepthAggTrade {
  return { symbol, asks: [['101', '1']], bids: [['99', '1']], trades, timestamp };
}

function setup(handlers: Parameters<typeof testApi>[0] = []) {
  const { api, requests } = testApi(handlers);
  const book = createOrderBookStore({ schedule: now });
  const trades = createTradesStore({ schedule: now });
  const feed = createSpotMarketFeed({ api, book, trades });
  return { feed, book, trades, requests };
}

describe('createSpotMarketFeed', () => {
  it('loads the HTTP snapshot of the pair into the book and the tape', async () => {
    const { feed, book, trades, requests } = setup([
      routeHandler('spotDepth', ({ query }) => snapshot(query.symbol, 10, [trade('a', 5)])),
    ]);
    feed.reset('BTCUSDT');
    expect(book.getSnapshot().status).toBe('loading');
    await feed.load('BTCUSDT');
    expect(book.getSnapshot()).toMatchObject({ status: 'ready', asks: [['101', '1']], ts: 10 });
    expect(trades.getSnapshot().trades.map((item) => item.id)).toEqual(['a']);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('symbol')).toBe('BTCUSDT');
    expect(url.searchParams.get('limit')).toBe(String(DEPTH_SNAPSHOT_LIMIT));
  });

  it('keeps a newer socket depth when an older snapshot arrives after it', async () => {
    const { feed, book } = setup([routeHandler('spotDepth', () => snapshot('BTCUSDT', 10))]);
    feed.reset('BTCUSDT');
    feed.depth({ channel: 'depth', symbol: 'BTCUSDT', asks: [['105', '2']], bids: [], ts: 20 });
    await feed.load('BTCUSDT');
    expect(book.getSnapshot()).toMatchObject({ asks: [['105', '2']], ts: 20 });
  });

  it('adds socket trades that came before the snapshot once it lands', async () => {
    const { feed, trades } = setup([
      routeHandler('spotDepth', () => snapshot('BTCUSDT', 10, [trade('a', 5)])),
    ]);
    feed.reset('BTCUSDT');
    feed.trade({ channel: 'trade', symbol: 'BTCUSDT', trades: [trade('b', 6)] });
    expect(trades.getSnapshot().status).toBe('loading');
    await feed.load('BTCUSDT');
    expect(trades.getSnapshot().trades.map((item) => item.id)).toEqual(['b', 'a']);
    feed.trade({ channel: 'trade', symbol: 'BTCUSDT', trades: [trade('c', 7), trade('b', 6)] });
    expect(trades.getSnapshot().trades.map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('ignores messages and a late snapshot of the pair it switched away from', async () => {
    const { feed, book, trades } = setup([
      routeHandler('spotDepth', ({ query }) => snapshot(query.symbol, 10)),
    ]);
    feed.reset('BTCUSDT');
    const late = feed.load('BTCUSDT');
    feed.reset('ETHUSDT');
    await late;
    feed.depth({ channel: 'depth', symbol: 'BTCUSDT', asks: [], bids: [], ts: 30 });
    feed.trade({ channel: 'trade', symbol: 'BTCUSDT', trades: [trade('x', 1)] });
    expect(book.getSnapshot().status).toBe('loading');
    expect(trades.getSnapshot().status).toBe('loading');
  });

  it('shows the error state when the snapshot fails and nothing live came', async () => {
    const { feed, book, trades } = setup([mockRouteFailure('spotDepth', { status: 500 })]);
    feed.reset('BTCUSDT');
    await feed.load('BTCUSDT');
    expect(book.getSnapshot().status).toBe('error');
    expect(trades.getSnapshot().status).toBe('error');
  });

  it('keeps a live book when a refetch after reconnect fails', async () => {
    const { feed, book } = setup([mockRouteFailure('spotDepth', { status: 500 })]);
    feed.reset('BTCUSDT');
    feed.depth({ channel: 'depth', symbol: 'BTCUSDT', asks: [['1', '1']], bids: [], ts: 3 });
    await feed.load('BTCUSDT');
    expect(book.getSnapshot()).toMatchObject({ status: 'ready', ts: 3 });
  });

  // Issue 15, item 5: after a reconnect the book must be exactly the server's new snapshot.
  it('holds exactly the snapshot sent after a resubscribe, never a merge with the old book', async () => {
    const { feed, book } = setup([routeHandler('spotDepth', () => snapshot('BTCUSDT', 10))]);
    feed.reset('BTCUSDT');
    await feed.load('BTCUSDT');
    feed.depth({
      channel: 'depth',
      symbol: 'BTCUSDT',
      asks: [
        ['101', '1'],
        ['102', '2'],
        ['103', '3'],
      ],
      bids: [
        ['99', '1'],
        ['98', '2'],
      ],
      ts: 20,
    });
    feed.resync();
    // The resubscribe's snapshot: fewer levels, some at prices the old book had.
    feed.depth({
      channel: 'depth',
      symbol: 'BTCUSDT',
      asks: [['102', '5']],
      bids: [['97', '4']],
      ts: 30,
    });
    expect(book.getSnapshot()).toEqual({
      status: 'ready',
      asks: [['102', '5']],
      bids: [['97', '4']],
      ts: 30,
    });
  });

  it("takes the reconnected server's book even when its clock is behind the old one's", async () => {
    // A restarted server, or another process of a scaled-out one, stamps books by its own
    // clock: a watermark kept across the reconnect would drop every book until it caught up.
    const { feed, book } = setup([routeHandler('spotDepth', () => snapshot('BTCUSDT', 400))]);
    feed.reset('BTCUSDT');
    feed.depth({ channel: 'depth', symbol: 'BTCUSDT', asks: [['90', '1']], bids: [], ts: 1000 });
    feed.resync();
    // The old book stays in sight (not loading) until the new server's book arrives.
    expect(book.getSnapshot()).toMatchObject({ status: 'ready', asks: [['90', '1']] });
    feed.depth({ channel: 'depth', symbol: 'BTCUSDT', asks: [['105', '2']], bids: [], ts: 500 });
    expect(book.getSnapshot()).toMatchObject({ asks: [['105', '2']], ts: 500 });
    // Ordering holds again from there: the reload's older snapshot does not roll it back.
    await feed.load('BTCUSDT');
    expect(book.getSnapshot()).toMatchObject({ asks: [['105', '2']], ts: 500 });
    feed.depth({ channel: 'depth', symbol: 'BTCUSDT', asks: [['106', '1']], bids: [], ts: 501 });
    expect(book.getSnapshot()).toMatchObject({ asks: [['106', '1']], ts: 501 });
  });

  it('drops a snapshot requested before the resync when it lands after it', async () => {
    let requested = false;
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { feed, book } = setup([
      http.get(mockUrl('spotDepth'), async () => {
        requested = true;
        await gate;
        // The old server's answer, stamped by its clock ahead of the new one's.
        return HttpResponse.json(ok({ ...snapshot('BTCUSDT', 900), asks: [['1', '1']] }));
      }),
    ]);
    feed.reset('BTCUSDT');
    const stale = feed.load('BTCUSDT');
    await vi.waitFor(() => {
      expect(requested).toBe(true);
    });
    feed.resync();
    feed.depth({ channel: 'depth', symbol: 'BTCUSDT', asks: [['105', '2']], bids: [], ts: 500 });
    answer();
    await stale;
    expect(book.getSnapshot()).toMatchObject({ asks: [['105', '2']], ts: 500 });
  });
});
