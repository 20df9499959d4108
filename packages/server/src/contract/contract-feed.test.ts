// The contract@{symbol} channel (issue 19) through the real socket hub, fake sockets and a
// fake clock: the mark update once per tick, trades, candles and depth of the contract book
// (never the spot market's), the snapshot a new subscriber gets and the contract ticker feed.
import { Big } from 'big.js';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerMessage, type ServerMessage } from '@exchange/api';
import { KLINE_PERIODS } from '@exchange/formulas';
import type { PriceLevel } from '@exchange/api/socket';
import { openStorage, type Storage } from '../db/connect.ts';
import type { HubClient } from '../live/hub-connection.ts';
import { contractChannel, spotChannel } from '../live/market-channels.ts';
import { type HubMarket, SocketHub } from '../live/socket-hub.ts';
import { KlineStore } from '../market/kline-store.ts';
import type { MarketEvent } from '../market/market-events.ts';
import { ContractFeed } from './contract-feed.ts';
import { ContractKlines } from './contract-klines.ts';

const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);
const PAIRS = [{ symbol: 'BTCUSDT', pricePrecision: 1, sizePrecision: 3 }];
const opened: Storage[] = [];

afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

class FakeSocket implements HubClient {
  readonly frames: string[] = [];
  bufferedAmount = 0;
  send(data: string): void {
    this.frames.push(data);
  }
  close(): void {}
  terminate(): void {}
  get messages(): ServerMessage[] {
    return this.frames.flatMap((frame) => {
      const parsed = parseServerMessage(frame);
      return parsed.ok ? [parsed.value] : [];
    });
  }
}

/** The spot market the hub is built on: its events must not reach contract channels. */
function spotMarket() {
  const listeners = new Set<(event: MarketEvent) => void>();
  return {
    pairs: [{ symbol: 'BTCUSDT' }],
    on(listener: (event: MarketEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    depth: (symbol: string) => ({
      symbol,
      asks: [['70000.0', '9']] as PriceLevel[],
      bids: [],
      trades: [],
      timestamp: 0,
    }),
    tickers: () => [],
    emit(event: MarketEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}

async function setup() {
  const storage = await openStorage({ file: ':memory:' });
  opened.push(storage);
  const clock = { now: T0 };
  const prices = { mark: new Big('65000.04'), index: new Big('64990') };
  const book = {
    asks: [['65001.0', '2']] as PriceLevel[],
    bids: [['64999.0', '1']] as PriceLevel[],
  };
  const klines = await ContractKlines.open(storage.db, PAIRS, () => new KlineStore());
  const feed = new ContractFeed({
    pairs: PAIRS,
    books: { depth: () => ({ asks: book.asks, bids: book.bids }) },
    prices: {
      markOf: () => prices.mark,
      indexOf: () => prices.index,
      fundingRateOf: () => new Big('0.0001'),
      nextFundingTime: () => T0 + 8 * 3_600_000,
    },
    klines,
    now: () => clock.now,
  });
  const spot = spotMarket();
  const hub = new SocketHub({
    market: spot as unknown as HubMarket,
    authenticate: (token) =>
      Promise.resolve(token === 'alice' ? { userId: 7, deviceId: 'laptop' } : null),
    balanceView: () => undefined,
    now: () => clock.now,
    flushMs: 3_600_000,
    tickerMs: 3_600_000,
    idleMs: 3_600_000,
    channels: [spotChannel(spot as unknown as HubMarket)],
  });
  hub.start();
  // Registered after the start, as the server does once the contract engine is up.
  hub.channels.register(contractChannel(feed));
  hub.tickerFeeds.provide('contract', () => feed.tickers());
  const socket = new FakeSocket();
  const connection = hub.attach(socket, 'alice');
  return { hub, feed, klines, prices, book, spot, socket, connection, clock };
}

const subscribe = (symbol: string) => JSON.stringify({ cmd: 'home.subscribe', data: { symbol } });
const contractData = (socket: FakeSocket) =>
  socket.messages.flatMap((m) => (m.cmd === 'contract' ? [m.data] : []));

describe('contract@{symbol} channel', () => {
  it('carries one mark update per tick, sampled into the mark candles', async () => {
    const { hub, feed, klines, prices, socket, connection, clock } = await setup();
    hub.flush();
    await connection.receive(subscribe('contract@BTCUSDT'));
    socket.frames.length = 0;
    feed.tick(clock.now);
    hub.flush();
    prices.mark = new Big('65010');
    clock.now += 1000;
    feed.tick(clock.now);
    hub.flush();
    expect(contractData(socket)).toEqual([
      {
        channel: 'mark',
        symbol: 'BTCUSDT',
        mark_price: '65000.0',
        index_price: '64990.0',
        funding_rate: '0.0001',
        next_funding_time: T0 + 8 * 3_600_000,
        ts: T0,
      },
      expect.objectContaining({ channel: 'mark', mark_price: '65010.0', ts: T0 + 1000 }),
    ]);
    expect(klines.range('BTCUSDT', 'mark', '1m', T0, T0 + 60_000)).toEqual([
      expect.objectContaining({ open: '65000', high: '65010', close: '65010', volume: '0' }),
    ]);
  });

  it('carries contract trades, candles and depth, never the spot market of the symbol', async () => {
    const { hub, feed, book, spot, socket, connection, clock } = await setup();
    hub.flush();
    await connection.receive(subscribe('contract@BTCUSDT'));
    socket.frames.length = 0;
    spot.emit({ type: 'depth', symbol: 'BTCUSDT' });
    book.asks = [['65002.0', '1']];
    feed.recordTrades('BTCUSDT', [
      { id: '9', price: new Big('65001'), amount: new Big('2'), side: 'buy', ts: clock.now },
    ]);
    hub.flush();
    const data = contractData(socket);
    expect(data.map((d) => d.channel)).toEqual([
      'depth',
      'trade',
      ...KLINE_PERIODS.map(() => 'kline'),
    ]);
    expect(data[0]).toMatchObject({ channel: 'depth', asks: [['65002.0', '1']] });
    expect(data[1]).toEqual({
      channel: 'trade',
      symbol: 'BTCUSDT',
      trades: [{ id: '9', price: '65001', amount: '2', side: 'buy', ts: T0 }],
    });
    expect(socket.messages.some((m) => m.cmd === 'spot')).toBe(false);
    expect(feed.depthAggTrade('BTCUSDT', 20).trades).toHaveLength(1);
  });

  it('gives a new subscriber the book, the recent trades and the latest mark', async () => {
    const { feed, socket, connection, clock } = await setup();
    feed.recordTrades('BTCUSDT', [
      { id: '1', price: new Big('65000'), amount: new Big('1'), side: 'sell', ts: clock.now },
    ]);
    feed.tick(clock.now);
    await connection.receive(subscribe('contract@BTCUSDT'));
    expect(contractData(socket).map((d) => d.channel)).toEqual(['depth', 'trade', 'mark']);
    await connection.receive(subscribe('contract@NOPEUSDT'));
    expect(socket.frames.at(-1)).toContain('unknown_symbol');
  });

  it('serves contract tickers on the contract ticker feed', async () => {
    const { hub, feed, socket, connection, clock } = await setup();
    feed.recordTrades('BTCUSDT', [
      { id: '1', price: new Big('65000'), amount: new Big('1'), side: 'sell', ts: clock.now },
    ]);
    await connection.receive(
      JSON.stringify({ cmd: 'home.subscribeTicker', data: { kind: 'contract' } }),
    );
    hub.pushTickers();
    const tickers = socket.messages.flatMap((m) =>
      m.cmd === 'ticker' && m.data.kind === 'contract' ? [m.data.tickers] : [],
    );
    expect(tickers).toHaveLength(2);
    expect(tickers[1]).toEqual([expect.objectContaining({ symbol: 'BTCUSDT', last: '65000.0' })]);
  });

  it("routes the engine's contract user events to the user's bound sockets only", async () => {
    const { hub, socket, connection } = await setup();
    const stranger = new FakeSocket();
    hub.attach(stranger, null);
    await connection.receive(JSON.stringify({ cmd: 'home.bindUid', data: { uid: '7' } }));
    const event = {
      event: 'contract' as const,
      contract: {
        kind: 'liquidation' as const,
        symbol: 'BTCUSDT',
        side: 'long' as const,
        amount: '0.5',
        price: '60000',
        ts: T0,
      },
    };
    hub.publishUser(7, event);
    expect(socket.messages.filter((m) => m.cmd === 'bindUid')).toEqual([
      { cmd: 'bindUid', data: event },
    ]);
    expect(stranger.frames).toEqual([]);
  });
});
