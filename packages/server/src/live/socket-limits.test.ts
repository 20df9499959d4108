// The hub's per-socket limits (issue 14, defects 2 and 3), driven with a fake market and fake
// sockets on a fake clock: backpressure (conflation, hard limit, stall), unknown symbols, the
// subscription cap, sockets per address and the command rate limit.
import { describe, expect, it } from 'vitest';
import { parseServerMessage, type ServerMessage } from '@exchange/api';
import type { Bar } from '@exchange/api/socket';
import type { MarketEvent } from '../market/market-events.ts';
import type { HubClient } from './hub-connection.ts';
import { type HubMarket, SocketHub, type SocketHubOptions } from './socket-hub.ts';

// Close codes of RFC 6455 section 7.4.1 the client's socket machine reconnects from.
const TRY_AGAIN_LATER = 1013;
const POLICY_VIOLATION = 1008;

/** A market the test drives by hand: `version` shows which depth snapshot a frame carries. */
function fakeMarket(symbols: readonly string[] = ['BTCUSDT', 'ETHUSDT']) {
  const listeners = new Set<(event: MarketEvent) => void>();
  let version = 0;
  const market = {
    pairs: symbols.map((symbol) => ({ symbol })),
    on(listener: (event: MarketEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    depth(symbol: string) {
      return {
        symbol,
        asks: [[`${version}.00`, '1.0']] as [string, string][],
        bids: [],
        trades: [
          { id: `t${version}`, price: `${version}`, amount: '1', side: 'buy' as const, ts: 1 },
        ],
        timestamp: version,
      };
    },
    tickers() {
      return [];
    },
    /** The book changed (and traded) `version` times: emit what the engine would. */
    tick(symbol: string, to: number) {
      version = to;
      const bar: Bar = {
        timestamp: 0,
        open: '1',
        high: String(to),
        low: '1',
        close: String(to),
        volume: '1',
        turnover: '1',
      };
      for (const event of [
        {
          type: 'trades',
          symbol,
          trades: [{ id: `t${to}`, price: `${to}`, amount: '1', side: 'buy', ts: to }],
        },
        { type: 'kline', symbol, period: '1m', bar },
        { type: 'depth', symbol },
      ] as MarketEvent[])
        for (const listener of listeners) listener(event);
    },
  };
  return market;
}

/** A socket whose queued bytes the test sets (or that grows with every frame, never read). */
class FakeSocket implements HubClient {
  readonly frames: string[] = [];
  readonly closes: { code: number; reason: string }[] = [];
  terminated = 0;
  bufferedAmount = 0;
  constructor(private readonly neverDrains = false) {}
  send(data: string): void {
    this.frames.push(data);
    if (this.neverDrains) this.bufferedAmount += Buffer.byteLength(data);
  }
  close(code: number, reason: string): void {
    this.closes.push({ code, reason });
  }
  terminate(): void {
    this.terminated += 1;
  }
  get messages(): ServerMessage[] {
    return this.frames.flatMap((frame) => {
      const parsed = parseServerMessage(frame);
      return parsed.ok ? [parsed.value] : [];
    });
  }
  /** Error messages as `code symbol`, so a test reads them at a glance. */
  get errors(): string[] {
    return this.frames.flatMap((frame) => {
      const parsed = JSON.parse(frame) as { cmd: string; data: { code?: string; symbol?: string } };
      return parsed.cmd === 'error'
        ? [`${parsed.data.code} ${parsed.data.symbol ?? ''}`.trim()]
        : [];
    });
  }
}

/**
 * A socket that takes messages framed for the wire in one write ({@link HubClient.write}): it
 * unframes them (unmasked text frames) into `frames`, so it reads like a {@link FakeSocket}.
 */
class WireSocket extends FakeSocket {
  readonly writes: Buffer[] = [];
  write(wire: Buffer): void {
    this.writes.push(wire);
    let at = 0;
    while (at < wire.length) {
      expect(wire[at]).toBe(0x81); // FIN + text
      let length = (wire[at + 1] ?? 0) & 0x7f;
      at += 2;
      if (length === 126) {
        length = wire.readUInt16BE(at);
        at += 2;
      } else if (length === 127) {
        length = Number(wire.readBigUInt64BE(at));
        at += 8;
      }
      this.send(wire.toString('utf8', at, at + length));
      at += length;
    }
  }
}

function setup(options: Partial<SocketHubOptions> = {}, symbols?: readonly string[]) {
  const clock = { now: 1_000_000 };
  const market = fakeMarket(symbols);
  const hub = new SocketHub({
    market: market as unknown as HubMarket,
    authenticate: (token) =>
      Promise.resolve(token === 'alice' ? { userId: 7, deviceId: 'd' } : null),
    balanceView: () => undefined,
    now: () => clock.now,
    // The timers never fire within a test: it calls flush() and pushTickers() itself.
    flushMs: 3_600_000,
    tickerMs: 3_600_000,
    idleMs: 3_600_000,
    ...options,
  });
  hub.start();
  return { hub, market, clock };
}

const subscribe = (symbol: string) => JSON.stringify({ cmd: 'home.subscribe', data: { symbol } });
const HEARTBEAT = '{"cmd":"home.heartbeat","data":{}}';

describe('backpressure (defect 2)', () => {
  const limits = { softBufferBytes: 1000, hardBufferBytes: 10_000, stallMs: 5000 };

  it('conflates market channels to the latest snapshot while a socket is over the soft ceiling', async () => {
    const { hub, market } = setup({ limits });
    const socket = new FakeSocket();
    const connection = hub.attach(socket, null, '10.0.0.1');
    await connection.receive(subscribe('trade@BTCUSDT'));
    market.tick('BTCUSDT', 1);
    hub.flush();
    const before = socket.frames.length;
    expect(before).toBeGreaterThan(2);

    // The peer stops reading: the hub queues nothing more for it, however busy the market.
    socket.bufferedAmount = 1500;
    for (let version = 2; version <= 40; version += 1) {
      market.tick('BTCUSDT', version);
      hub.flush();
    }
    expect(socket.frames.length).toBe(before);

    // It drains: one snapshot of each channel's latest state, then the live feed again.
    socket.bufferedAmount = 0;
    hub.flush();
    const released = socket.messages.slice(before);
    expect(released.map((m) => (m.cmd === 'spot' ? m.data.channel : m.cmd))).toEqual([
      'depth',
      'trade',
      'kline',
    ]);
    const [depth, trade, kline] = released;
    expect(depth?.cmd === 'spot' && depth.data.channel === 'depth' && depth.data.ts).toBe(40);
    expect(
      trade?.cmd === 'spot' && trade.data.channel === 'trade' && trade.data.trades[0]?.id,
    ).toBe('t40');
    expect(kline?.cmd === 'spot' && kline.data.channel === 'kline' && kline.data.bar.close).toBe(
      '40',
    );
    market.tick('BTCUSDT', 41);
    hub.flush();
    expect(socket.messages.length).toBe(before + 6);
    expect(socket.closes).toEqual([]);
  });

  it('conflates tickers too, and sends the latest once the socket drains', async () => {
    const { hub } = setup({ limits });
    const socket = new FakeSocket();
    const connection = hub.attach(socket, null, '10.0.0.1');
    await connection.receive('{"cmd":"home.subscribeTicker","data":{"kind":"trade"}}');
    hub.pushTickers();
    expect(socket.frames).toHaveLength(2);
    socket.bufferedAmount = 5000;
    for (let i = 0; i < 10; i += 1) hub.pushTickers();
    expect(socket.frames).toHaveLength(2);
    socket.bufferedAmount = 0;
    hub.flush();
    expect(socket.messages.map((m) => m.cmd)).toEqual(['ticker', 'ticker', 'ticker']);
  });

  it('closes a socket past the hard limit with 1013, once, and writes nothing more to it', async () => {
    const { hub } = setup({ limits });
    const slow = new FakeSocket(true);
    const connection = hub.attach(slow, 'alice', '10.0.0.1');
    await connection.receive('{"cmd":"home.bindUid","data":{"uid":"7"}}');
    const closed: { code: number; peakBufferedAmount: number }[] = [];
    hub.onLimitClose((event) => closed.push(event));
    // User events are never conflated: they pile up until the hard limit.
    for (let i = 0; i < 200; i += 1)
      hub.notify(7, { type: 50, key: '', device_type: '10', msg: 'x'.repeat(100) });
    expect(slow.closes).toEqual([{ code: TRY_AGAIN_LATER, reason: expect.any(String) as string }]);
    expect(slow.bufferedAmount).toBeLessThanOrEqual(10_000 + 200);
    expect(hub.size).toBe(0);
    expect(closed).toMatchObject([{ code: TRY_AGAIN_LATER }]);
    expect(closed[0]?.peakBufferedAmount).toBeGreaterThan(10_000);
    const frames = slow.frames.length;
    hub.broadcast({ type: 50, key: '', device_type: '10', msg: 'late' });
    await connection.receive(HEARTBEAT);
    expect(slow.frames).toHaveLength(frames);
  });

  it('closes a socket that stays over the soft ceiling past the stall time with 1013', async () => {
    const { hub, market, clock } = setup({ limits });
    const stuck = new FakeSocket();
    const reading = new FakeSocket();
    for (const socket of [stuck, reading])
      await hub.attach(socket, null, '10.0.0.1').receive(subscribe('trade@BTCUSDT'));
    stuck.bufferedAmount = 2000;
    for (let step = 1; step <= 10; step += 1) {
      clock.now += 1000;
      market.tick('BTCUSDT', step);
      hub.flush();
      // Still within the stall time at 5 s; over it at 6 s.
      if (step <= 5) expect(stuck.closes).toEqual([]);
    }
    expect(stuck.closes).toMatchObject([{ code: TRY_AGAIN_LATER }]);
    expect(reading.closes).toEqual([]);
    expect(hub.size).toBe(1);
    // A peer that never reads never sees the close frame either: it is cut off after a grace
    // period (5 s by default), so its queued bytes are freed.
    expect(stuck.terminated).toBe(0);
    clock.now += 2000;
    hub.flush();
    expect(stuck.terminated).toBe(1);
    expect(reading.terminated).toBe(0);
  });
});

describe('framed writes (issue 25)', () => {
  const limits = { softBufferBytes: 1000, hardBufferBytes: 10_000, stallMs: 5000 };

  it('gives a socket that takes framed bytes the same messages, one write per channel and flush', async () => {
    const { hub, market } = setup({ limits });
    const framed = new WireSocket();
    const plain = new FakeSocket();
    for (const socket of [framed, plain]) {
      const connection = hub.attach(socket, null, '10.0.0.1');
      await connection.receive(subscribe('trade@BTCUSDT'));
      await connection.receive('{"cmd":"home.subscribeTicker","data":{"kind":"trade"}}');
    }
    const writesBefore = framed.writes.length;
    market.tick('BTCUSDT', 1);
    hub.flush();
    expect(framed.writes.length - writesBefore).toBe(1);
    market.tick('BTCUSDT', 2);
    market.tick('BTCUSDT', 3);
    hub.flush();
    hub.pushTickers();
    hub.broadcast({ type: 50, key: '', device_type: '10', msg: 'A new version is out' });
    expect(framed.writes.length - writesBefore).toBe(4);
    expect(framed.frames).toEqual(plain.frames);
    expect(framed.messages.map((m) => m.cmd)).toContain('spot');
  });

  it('conflates and closes a socket that takes framed bytes as it does any other', async () => {
    const { hub, market } = setup({ limits });
    const framed = new WireSocket();
    const plain = new FakeSocket();
    for (const socket of [framed, plain])
      await hub.attach(socket, null, '10.0.0.1').receive(subscribe('trade@BTCUSDT'));
    framed.bufferedAmount = 1500;
    plain.bufferedAmount = 1500;
    const writes = framed.writes.length;
    market.tick('BTCUSDT', 1);
    hub.flush();
    expect(framed.writes).toHaveLength(writes);
    framed.bufferedAmount = 0;
    plain.bufferedAmount = 0;
    market.tick('BTCUSDT', 2);
    hub.flush();
    // Drained: the held snapshot, then the new update, each in one write.
    expect(framed.writes).toHaveLength(writes + 2);
    expect(framed.frames).toEqual(plain.frames);
    framed.bufferedAmount = 20_000;
    market.tick('BTCUSDT', 3);
    hub.flush();
    hub.flush();
    expect(framed.closes).toMatchObject([{ code: TRY_AGAIN_LATER }]);
  });
});

describe('subscriptions (defect 3)', () => {
  it('refuses an unknown symbol with a typed error message and keeps nothing for it', async () => {
    const { hub, market } = setup();
    const socket = new FakeSocket();
    const connection = hub.attach(socket, null, '10.0.0.1');
    await connection.receive(subscribe(`trade@${'X'.repeat(6000)}`));
    await connection.receive(subscribe('contract@NOPEUSDT'));
    expect(connection.channels.size).toBe(0);
    expect(socket.errors).toEqual(['unknown_symbol', 'unknown_symbol contract@NOPEUSDT']);
    // The error message is part of the protocol the client parses.
    expect(socket.messages.map((m) => m.cmd)).toEqual(['error', 'error']);
    // The echoed name is cut short: a 6 KB name does not come back whole.
    expect(socket.frames[0]?.length).toBeLessThan(300);
    market.tick('NOPEUSDT', 1);
    hub.flush();
    expect(socket.frames).toHaveLength(2);
  });

  it('caps subscriptions per socket at 64 channels and tickers', async () => {
    const symbols = Array.from({ length: 70 }, (_, i) => `C${i}USDT`);
    const { hub, clock } = setup({}, symbols);
    const socket = new FakeSocket();
    const connection = hub.attach(socket, null, '10.0.0.1');
    for (const symbol of symbols) {
      clock.now += 100; // well inside the command rate limit
      await connection.receive(subscribe(`trade@${symbol}`));
    }
    expect(connection.channels.size).toBe(64);
    expect(socket.errors).toEqual(
      symbols.slice(64).map((symbol) => `too_many_subscriptions trade@${symbol}`),
    );
    clock.now += 100;
    await connection.receive('{"cmd":"home.subscribeTicker","data":{"kind":"trade"}}');
    expect(connection.tickers.size).toBe(0);
    expect(socket.errors).toHaveLength(7);
    // Subscribing again to a channel it holds costs nothing; freeing one makes room.
    clock.now += 100;
    await connection.receive(subscribe('trade@C0USDT'));
    expect(socket.errors).toHaveLength(7);
    await connection.receive(
      JSON.stringify({ cmd: 'home.unsubscribe', data: { symbol: 'trade@C0USDT' } }),
    );
    await connection.receive('{"cmd":"home.subscribeTicker","data":{"kind":"trade"}}');
    expect(connection.tickers.size).toBe(1);
    expect(socket.errors).toHaveLength(7);
  });
});

describe('sockets per client address (defect 3)', () => {
  it('admits 20 sockets per address by default and closes the 21st with 1013', () => {
    const { hub } = setup();
    const sockets = Array.from({ length: 21 }, () => new FakeSocket());
    const connections = sockets.map((socket) => hub.attach(socket, null, '10.0.0.1'));
    expect(sockets.slice(0, 20).every((s) => s.closes.length === 0)).toBe(true);
    expect(sockets[20]?.closes).toMatchObject([{ code: TRY_AGAIN_LATER }]);
    expect(hub.size).toBe(20);
    // Another address is counted on its own.
    const other = new FakeSocket();
    hub.attach(other, null, '10.0.0.2');
    expect(other.closes).toEqual([]);
    // A socket that closes frees its place.
    connections[0]?.closed();
    connections[20]?.closed();
    const again = new FakeSocket();
    hub.attach(again, null, '10.0.0.1');
    expect(again.closes).toEqual([]);
    expect(hub.size).toBe(21);
  });

  it('takes the cap from the options', () => {
    const { hub } = setup({ limits: { maxSocketsPerAddress: 2 } });
    const sockets = Array.from({ length: 3 }, () => new FakeSocket());
    for (const socket of sockets) hub.attach(socket, null, '::1');
    expect(sockets.map((s) => s.closes.length)).toEqual([0, 0, 1]);
  });
});

describe('command rate limit (defect 3)', () => {
  it('takes a burst of 50 and 20 a second, refusing the rest with one error message', async () => {
    const { hub, clock } = setup();
    const socket = new FakeSocket();
    const connection = hub.attach(socket, null, '10.0.0.1');
    for (let i = 0; i < 60; i += 1) await connection.receive(HEARTBEAT);
    const replies = () => socket.messages.filter((m) => m.cmd === 'home.heartbeat').length;
    expect(replies()).toBe(50);
    expect(socket.errors).toEqual(['rate_limited']);
    clock.now += 1000;
    for (let i = 0; i < 25; i += 1) await connection.receive(HEARTBEAT);
    expect(replies()).toBe(70);
    expect(socket.errors).toEqual(['rate_limited', 'rate_limited']);
    expect(socket.closes).toEqual([]);
  });

  it('throttles a client a little over the rate without closing it', async () => {
    const { hub, clock } = setup();
    const socket = new FakeSocket();
    const connection = hub.attach(socket, null, '10.0.0.1');
    // 30 commands a second for 20 s.
    const start = clock.now;
    for (let i = 1; i <= 600; i += 1) {
      clock.now = start + Math.round((i * 1000) / 30);
      await connection.receive(HEARTBEAT);
    }
    expect(socket.closes).toEqual([]);
    const replies = socket.messages.filter((m) => m.cmd === 'home.heartbeat').length;
    expect(replies).toBeGreaterThan(400);
    expect(replies).toBeLessThan(500);
  });

  it('closes a socket that keeps flooding with 1008', async () => {
    const { hub, clock } = setup();
    const socket = new FakeSocket();
    const connection = hub.attach(socket, null, '10.0.0.1');
    // 10 000 subscribes of unknown names, 1000 a second.
    for (let i = 0; i < 10_000 && socket.closes.length === 0; i += 1) {
      clock.now += 1;
      await connection.receive(subscribe(`trade@${'Y'.repeat(6000)}${i}`));
    }
    expect(socket.closes).toMatchObject([{ code: POLICY_VIOLATION }]);
    expect(hub.size).toBe(0);
    expect(clock.now - 1_000_000).toBeLessThan(1000);
    expect(connection.channels.size).toBe(0);
  });
});
