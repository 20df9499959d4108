import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiRoutes, parseServerMessage, type ServerMessage } from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';
import { type Bus, type BusHandler, connectNatsBus, InProcessBus } from './bus.ts';
import { bridgeHubToBus, type EdgeLive, installEdgeLive } from './live-bridge.ts';
import { startTestNats, type TestNats } from './test-nats.ts';

/** A real ws client that records every frame and can wait for a message matching a predicate. */
class Client {
  readonly messages: ServerMessage[] = [];
  readonly raw: string[] = [];
  closeCode: number | null = null;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      this.raw.push(text);
      const parsed = parseServerMessage(text);
      if (parsed.ok) this.messages.push(parsed.value);
    });
    socket.on('close', (code) => {
      this.closeCode = code;
    });
  }
  static open(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => {
        resolve(new Client(socket));
      });
      socket.once('error', reject);
    });
  }
  send(cmd: string, data: Record<string, unknown>) {
    this.socket.send(JSON.stringify({ cmd, data }));
  }
  async waitFor(match: (m: ServerMessage) => boolean, what: string, ms = 8000) {
    await expect
      .poll(() => this.messages.some(match), { timeout: ms, message: `no ${what}` })
      .toBe(true);
    return this.messages.find(match) as ServerMessage;
  }
  /** The raw frames of a channel kind's command (`spot`), from `from` on. */
  market(cmd: string, from = 0): string[] {
    return this.raw.slice(from).filter((r) => r.startsWith(`{"cmd":"${cmd}"`));
  }
  close() {
    this.socket.close();
  }
}

/**
 * The edge's bus, observed: which subjects it listens to now, how many snapshots it asked for,
 * and a switch that loses the next message of a channel (a NATS message lost: a seq gap).
 */
class WatchedBus implements Bus {
  readonly active = new Map<string, number>();
  snapshotRequests = 0;
  private dropping: string | null = null;
  dropped = 0;
  constructor(private readonly inner: Bus) {}
  get connected() {
    return this.inner.connected;
  }
  dropNext(subject: string) {
    this.dropping = subject;
  }
  publish(subject: string, data: Uint8Array) {
    this.inner.publish(subject, data);
  }
  subscribe(subject: string, handler: BusHandler) {
    this.active.set(subject, (this.active.get(subject) ?? 0) + 1);
    const sub = this.inner.subscribe(subject, (data, on) => {
      if (this.dropping === on) {
        this.dropping = null;
        this.dropped += 1;
        return;
      }
      handler(data, on);
    });
    let live = true;
    return {
      unsubscribe: () => {
        if (live) this.active.set(subject, (this.active.get(subject) ?? 1) - 1);
        live = false;
        sub.unsubscribe();
      },
    };
  }
  reply(...args: Parameters<Bus['reply']>) {
    return this.inner.reply(...args);
  }
  request(subject: string, data: Uint8Array, timeoutMs: number) {
    if (subject === 'exchange.live.snapshot') this.snapshotRequests += 1;
    return this.inner.request(subject, data, timeoutMs);
  }
  flush() {
    return this.inner.flush();
  }
  close() {
    return this.inner.close();
  }
}

/** A client's latest depth frame of a spot symbol. */
function depth(client: Client): string | undefined {
  return client.market('spot').findLast((r) => r.includes('"channel":"depth"'));
}

/** One side of a client's latest book, each level as `price x amount` without trailing zeros. */
function levels(client: Client, side: 'asks' | 'bids'): string[] {
  const frame = depth(client);
  if (!frame) return [];
  const plain = (n: string) => (n.includes('.') ? n.replace(/\.?0+$/, '') : n);
  const { data } = JSON.parse(frame) as { data: Record<typeof side, [string, string][]> };
  return data[side].map(([price, amount]) => `${plain(price)}x${plain(amount)}`);
}

/** Frames without their time (a book read twice is dated twice). */
function undated(frames: (string | undefined)[]): (string | undefined)[] {
  return frames.map((f) => f?.replace(/"ts":\d+/, '"ts":0'));
}

interface Buses {
  engine: Bus;
  edge: Bus;
  nats: TestNats | null;
  close(): Promise<void>;
}

function inProcessBuses(): Promise<Buses> {
  const bus = new InProcessBus();
  return Promise.resolve({ engine: bus, edge: bus, nats: null, close: () => bus.close() });
}

async function natsBuses(): Promise<Buses> {
  const nats = await startTestNats();
  const engine = await connectNatsBus({ servers: nats.url, name: 'engine' });
  const edge = await connectNatsBus({ servers: nats.url, name: 'edge' });
  return {
    engine,
    edge,
    nats,
    close: async () => {
      await edge.close();
      await engine.close();
      await nats.stop();
    },
  };
}

const LIVE = { tickerMs: 100 };

describe.each([
  ['the in-process bus', inProcessBuses],
  ['NATS', natsBuses],
])('the live feed bridged over %s', (_name, makeBuses) => {
  liveBridgeTests(makeBuses);
});

function liveBridgeTests(makeBuses: () => Promise<Buses>): void {
  let ex: TestExchange;
  let buses: Buses;
  let bus: WatchedBus;
  let edgeApp: FastifyInstance;
  let edge: EdgeLive;
  let unbridge: () => void;
  let engineBase: string;
  let edgeBase: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    // demo off: no simulator, every order and event is the test's own.
    ex = await startTestExchange({ demo: false, live: LIVE });
    await ex.app.listen({ port: 0, host: '127.0.0.1' });
    engineBase = `ws://127.0.0.1:${String((ex.app.server.address() as AddressInfo).port)}/ws`;
    buses = await makeBuses();
    unbridge = bridgeHubToBus(ex.app.exchangeMarket.hub, buses.engine);
    bus = new WatchedBus(buses.edge);
    edgeApp = Fastify();
    edge = await installEdgeLive(edgeApp, { bus, storage: ex.ctx.storage, live: LIVE });
    await edgeApp.listen({ port: 0, host: '127.0.0.1' });
    edgeBase = `ws://127.0.0.1:${String((edgeApp.server.address() as AddressInfo).port)}/ws`;
    alice = await ex.signUp('alice@example.com', { deviceId: 'alice-laptop' });
    bob = await ex.signUp('bob@example.com', { deviceId: 'bob-laptop' });
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      for (const [userId, coin, amount] of [
        [alice.id, 'USDT', '1000000'],
        [bob.id, 'BTC', '50'],
        [bob.id, 'ETH', '500'],
        [bob.id, 'SOL', '5000'],
        [bob.id, 'DOGE', '100000'],
      ] as const)
        await ledger.deposit(trx, { userId, coin, amount, reason: 'deposit', refId: coin });
    });
  });
  afterAll(async () => {
    await edgeApp.close();
    unbridge();
    await ex.close();
    await buses.close();
  });

  let orders = 0;
  const order = async (
    who: { token: string },
    symbol: string,
    side: 'buy' | 'sell',
    price: string,
    amount: string,
  ) => {
    const res = await ex.call(apiRoutes.spotPlaceOrder, {
      token: who.token,
      body: {
        symbol,
        side,
        type: 'limit',
        price,
        amount,
        client_order_id: `o-${String(++orders)}`,
      },
    });
    expect(res.status).toBe(200);
  };

  /** A client on the engine's own hub and one on the edge, both subscribed to `channel`. */
  const pair = async (channel: string, token?: string) => {
    const query = token ? `?token=${token}` : '';
    const local = await Client.open(engineBase + query);
    const remote = await Client.open(edgeBase + query);
    for (const client of [local, remote]) client.send('home.subscribe', { symbol: channel });
    for (const client of [local, remote])
      await client.waitFor((m) => m.cmd === 'spot' && m.data.channel === 'depth', 'snapshot');
    return { local, remote };
  };

  it('sends the snapshot on subscribe, then the same depth and trades in the same order as the engine', async () => {
    const { local, remote } = await pair('trade@BTCUSDT');
    // The snapshot: the same frames on both (an empty book is dated when it is read).
    expect(undated(remote.market('spot'))).toEqual(undated(local.market('spot')));
    const [fromLocal, fromRemote] = [local.raw.length, remote.raw.length];

    await order(bob, 'BTCUSDT', 'sell', '60000', '0.5');
    await order(bob, 'BTCUSDT', 'sell', '60100', '0.5');
    await order(alice, 'BTCUSDT', 'buy', '60100', '0.7');
    await order(alice, 'BTCUSDT', 'buy', '59000', '0.1');
    const traded = (m: ServerMessage) =>
      m.cmd === 'spot' &&
      m.data.channel === 'trade' &&
      m.data.trades.some((t) => t.price === '60100');
    await local.waitFor(traded, 'trade on the engine');
    await remote.waitFor(traded, 'trade on the edge');
    for (const client of [local, remote])
      await expect.poll(() => levels(client, 'bids')).toEqual(['59000x0.1']);
    await expect
      .poll(() => remote.market('spot', fromRemote))
      .toEqual(local.market('spot', fromLocal));
    const updates = remote.market('spot', fromRemote);
    expect(updates.some((r) => r.includes('"channel":"depth"'))).toBe(true);
    expect(updates.some((r) => r.includes('"channel":"trade"'))).toBe(true);
    expect(bus.active.get('exchange.live.ch.trade.BTCUSDT')).toBe(1);

    // A second edge socket gets the edge's state now: the engine's own snapshot.
    const late = await Client.open(edgeBase);
    const fresh = await Client.open(engineBase);
    for (const client of [late, fresh]) client.send('home.subscribe', { symbol: 'trade@BTCUSDT' });
    for (const client of [late, fresh])
      await client.waitFor((m) => m.cmd === 'spot' && m.data.channel === 'trade', 'snapshot');
    expect(undated(late.market('spot'))).toEqual(undated(fresh.market('spot')));

    // Unknown symbols are refused as by the engine.
    remote.send('home.subscribe', { symbol: 'trade@NOPEUSDT' });
    const refused = await remote.waitFor((m) => m.cmd === 'error', 'error');
    expect(refused.data).toMatchObject({ code: 'unknown_symbol' });

    for (const client of [local, remote, late, fresh]) client.close();
    // The last socket gone, the edge stops listening to the channel.
    await expect
      .poll(() => bus.active.get('exchange.live.ch.trade.BTCUSDT'), { timeout: 6000 })
      .toBe(0);
  });

  it('serves tickers from the engine', async () => {
    const remote = await Client.open(edgeBase);
    remote.send('home.subscribeTicker', { kind: 'trade' });
    const ticker = await remote.waitFor(
      (m) => m.cmd === 'ticker' && m.data.tickers.length > 0,
      'tickers',
    );
    expect(ticker.cmd === 'ticker' && ticker.data.tickers).toEqual(
      ex.app.exchangeMarket.market.tickers(),
    );
    remote.close();
  });

  it("sends a bound user's events, a device's notice to that device only, and broadcasts", async () => {
    const login = await ex.call(apiRoutes.login, {
      body: { email: 'alice@example.com', password: PASSWORD },
      deviceId: 'alice-phone',
    });
    const phoneToken = (login.body.data as { token: string }).token;
    const laptop = await Client.open(`${edgeBase}?token=${alice.token}`);
    const phone = await Client.open(`${edgeBase}?token=${phoneToken}`);
    const stranger = await Client.open(`${edgeBase}?token=${bob.token}`);
    laptop.send('home.bindUid', { uid: String(alice.id) });
    phone.send('home.bindUid', { uid: String(alice.id) });
    stranger.send('home.bindUid', { uid: String(alice.id) });
    await expect.poll(() => bus.active.get(`exchange.live.user.${String(alice.id)}`)).toBe(1);
    // bindUid resolves the token asynchronously: let the bindings take.
    await new Promise((resolve) => setTimeout(resolve, 200));

    await order(alice, 'ETHUSDT', 'buy', '3000', '1');
    for (const client of [laptop, phone]) {
      await client.waitFor(
        (m) => m.cmd === 'bindUid' && m.data.event === 'order' && m.data.order.price === '3000',
        'order event',
      );
      await client.waitFor(
        (m) => m.cmd === 'bindUid' && m.data.event === 'balance',
        'balance event',
      );
    }

    const hub = ex.app.exchangeMarket.hub;
    hub.notify(
      alice.id,
      { type: 40, key: 'x', device_type: '10', msg: 'phone only' },
      'alice-phone',
    );
    hub.broadcast({ type: 50, key: '', device_type: '10', msg: 'New version' });
    for (const client of [laptop, phone, stranger])
      await client.waitFor((m) => m.cmd === 'notify' && m.data.type === 50, 'broadcast');
    await phone.waitFor((m) => m.cmd === 'notify' && m.data.msg === 'phone only', 'notice');
    const notices = (client: Client) =>
      client.messages.filter((m) => m.cmd === 'notify' && m.data.type === 40).length;
    expect(notices(laptop)).toBe(0);
    expect(notices(stranger)).toBe(0);
    expect(stranger.messages.some((m) => m.cmd === 'bindUid')).toBe(false);
    for (const client of [laptop, phone, stranger]) client.close();
  });

  it('resyncs a channel from a snapshot when an update is lost', async () => {
    const { local, remote } = await pair('trade@ETHUSDT');
    const requests = bus.snapshotRequests;
    bus.dropNext('exchange.live.ch.trade.ETHUSDT');
    await order(bob, 'ETHUSDT', 'sell', '3100', '1');
    await expect.poll(() => bus.dropped).toBe(1);
    await order(bob, 'ETHUSDT', 'sell', '3200', '1');
    // The next update shows the gap: the edge asks for a snapshot and sends the state now.
    await expect.poll(() => bus.snapshotRequests).toBeGreaterThan(requests);
    await expect.poll(() => levels(remote, 'asks')).toEqual(['3100x1', '3200x1']);
    expect(undated([depth(remote)])).toEqual(undated([depth(local)]));
    // And updates flow on from it.
    await order(bob, 'ETHUSDT', 'sell', '3300', '1');
    await expect.poll(() => levels(remote, 'asks')).toEqual(['3100x1', '3200x1', '3300x1']);
    await expect.poll(() => depth(remote)).toEqual(depth(local));
    local.close();
    remote.close();
  });

  it('follows a new engine (a failover): quiet channels resync from its tickers, busy ones from its updates', async () => {
    const { local, remote } = await pair('trade@DOGEUSDT');
    const requests = bus.snapshotRequests;
    unbridge();
    unbridge = bridgeHubToBus(ex.app.exchangeMarket.hub, buses.engine);
    // No update on the channel: the new engine's tickers make the edge ask it for a snapshot.
    await expect.poll(() => bus.snapshotRequests).toBeGreaterThan(requests);
    // Its updates count from 1 again, and flow.
    await order(bob, 'DOGEUSDT', 'sell', '0.2', '100');
    await expect.poll(() => levels(remote, 'asks')).toEqual(['0.2x100']);
    await expect.poll(() => depth(remote)).toEqual(depth(local));
    local.close();
    remote.close();
  });

  it('closes every edge socket with the code it is given', async () => {
    const client = await Client.open(edgeBase);
    await expect.poll(() => edge.size).toBe(1);
    edge.closeAll(1012, 'Server restarting');
    await expect.poll(() => client.closeCode).toBe(1012);
    expect(edge.size).toBe(0);
  });

  // Over NATS only: the in-process bus has no server to restart.
  if (makeBuses === natsBuses)
    it('resubscribes after a NATS restart and updates flow again', async () => {
      const nats = buses.nats;
      if (!nats) throw new Error('no NATS');
      const { local, remote } = await pair('trade@SOLUSDT');
      await nats.stop();
      await expect.poll(() => buses.edge.connected || buses.engine.connected).toBe(false);
      await nats.start();
      await expect
        .poll(() => buses.edge.connected && buses.engine.connected, { timeout: 15_000 })
        .toBe(true);
      await order(bob, 'SOLUSDT', 'sell', '150', '2');
      await expect.poll(() => levels(remote, 'asks'), { timeout: 10_000 }).toEqual(['150x2']);
      await expect.poll(() => depth(remote)).toEqual(depth(local));
      await order(alice, 'SOLUSDT', 'buy', '150', '1');
      await expect.poll(() => levels(remote, 'asks')).toEqual(['150x1']);
      await expect.poll(() => depth(remote)).toEqual(depth(local));
      local.close();
      remote.close();
    }, 40_000);
}
