import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiRoutes, parseServerMessage, type ServerMessage } from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';
import type { HubClient } from './hub-connection.ts';
import { SocketHub } from './socket-hub.ts';

/** A real ws client that records every message and can wait for one matching a predicate. */
class Client {
  readonly messages: ServerMessage[] = [];
  readonly raw: string[] = [];
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      this.raw.push(text);
      const parsed = parseServerMessage(text);
      if (!parsed.ok) return;
      this.messages.push(parsed.value);
      for (const waiter of this.waiters.filter((w) => w.match(parsed.value)))
        waiter.resolve(parsed.value);
      this.waiters = this.waiters.filter((w) => !w.match(parsed.value));
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
  waitFor(match: (m: ServerMessage) => boolean, what: string, ms = 5000): Promise<ServerMessage> {
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`No ${what} within ${ms} ms; got ${this.raw.length} frames`));
      }, ms);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }
  close() {
    this.socket.close();
  }
}

describe('live feed over a real websocket', () => {
  let ex: TestExchange;
  let base: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    // demo off: no simulator, so every order and event here is the test's own. One device per
    // account: the notify-40 test below pins that rule (devices coexist by default, issue 18).
    ex = await startTestExchange({ demo: false, singleDeviceSessions: true });
    await ex.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ex.app.server.address() as AddressInfo).port}/ws`;
    alice = await ex.signUp('alice@example.com', { deviceId: 'alice-laptop' });
    bob = await ex.signUp('bob@example.com');
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      await ledger.deposit(trx, {
        userId: alice.id,
        coin: 'USDT',
        amount: '100000',
        reason: 'deposit',
        refId: 'a',
      });
      await ledger.deposit(trx, {
        userId: bob.id,
        coin: 'BTC',
        amount: '5',
        reason: 'deposit',
        refId: 'b',
      });
    });
  });
  afterAll(async () => {
    await ex.close();
  });

  it("streams tickers, depth, trades and candles, and a bound user's order, fill and balance events", async () => {
    const client = await Client.open(`${base}?token=${alice.token}`);
    client.send('home.subscribeTicker', { kind: 'trade' });
    const ticker = await client.waitFor((m) => m.cmd === 'ticker', 'ticker');
    expect(ticker.cmd === 'ticker' && ticker.data.tickers.map((t) => t.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'DOGEUSDT',
    ]);

    client.send('home.subscribe', { symbol: 'trade@BTCUSDT' });
    await client.waitFor((m) => m.cmd === 'spot' && m.data.channel === 'depth', 'depth snapshot');
    // Binding someone else's uid with my token is refused; my own uid binds.
    client.send('home.bindUid', { uid: String(bob.id) });
    client.send('home.bindUid', { uid: String(alice.id) });
    // Sockets that may not bind: one holds Alice's token but asks for Bob, one has no token.
    const intruder = await Client.open(`${base}?token=${alice.token}`);
    intruder.send('home.bindUid', { uid: String(bob.id) });
    const anonymous = await Client.open(base);
    anonymous.send('home.bindUid', { uid: String(alice.id) });
    client.send('home.heartbeat', {});
    await expect.poll(() => client.raw.some((r) => r.includes('"home.heartbeat"'))).toBe(true);

    const sell = await ex.call(apiRoutes.spotPlaceOrder, {
      token: bob.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'sell',
        type: 'limit',
        price: '60000',
        amount: '0.5',
        client_order_id: 'bob-1',
      },
    });
    expect(sell.status).toBe(200);
    const buy = await ex.call(apiRoutes.spotPlaceOrder, {
      token: alice.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '60000',
        amount: '0.2',
        client_order_id: 'alice-1',
      },
    });
    expect(buy.body.data).toMatchObject({ status: 'filled' });

    const trade = await client.waitFor(
      (m) =>
        m.cmd === 'spot' &&
        m.data.channel === 'trade' &&
        m.data.trades.some((t) => t.price === '60000'),
      'trade',
    );
    expect(
      trade.cmd === 'spot' && trade.data.channel === 'trade' && trade.data.trades[0],
    ).toMatchObject({ amount: '0.2', side: 'buy' });
    const kline = await client.waitFor(
      (m) => m.cmd === 'spot' && m.data.channel === 'kline' && m.data.period === '1m',
      'kline',
    );
    expect(kline.cmd === 'spot' && kline.data.channel === 'kline' && kline.data.bar.close).toBe(
      '60000',
    );
    await client.waitFor(
      (m) =>
        m.cmd === 'spot' &&
        m.data.channel === 'depth' &&
        m.data.asks.some(([price, amount]) => price === '60000.00' && amount === '0.30000'),
      'depth after the fill',
    );

    const order = await client.waitFor(
      (m) => m.cmd === 'bindUid' && m.data.event === 'order',
      'order event',
    );
    expect(
      order.cmd === 'bindUid' && order.data.event === 'order' && order.data.order,
    ).toMatchObject({ status: 'filled', filled: '0.2' });
    const fill = await client.waitFor(
      (m) => m.cmd === 'bindUid' && m.data.event === 'fill',
      'fill event',
    );
    expect(fill.cmd === 'bindUid' && fill.data.event === 'fill' && fill.data.fill).toMatchObject({
      side: 'buy',
      fee: '0.0004',
      feeCoin: 'BTC',
    });
    const balance = await client.waitFor(
      (m) =>
        m.cmd === 'bindUid' && m.data.event === 'balance' && m.data.balance.coin_name === 'USDT',
      'balance event',
    );
    expect(
      balance.cmd === 'bindUid' && balance.data.event === 'balance' && balance.data.balance,
    ).toMatchObject({ balance: '88000', freeze: '0' });
    // Bob's own events never reach Alice's socket.
    expect(
      client.messages.filter((m) => m.cmd === 'bindUid' && m.data.event === 'order'),
    ).toHaveLength(1);

    expect(intruder.messages.filter((m) => m.cmd === 'bindUid')).toEqual([]);
    expect(anonymous.messages.filter((m) => m.cmd === 'bindUid')).toEqual([]);
    intruder.close();
    anonymous.close();
    client.send('home.unsubscribe', { symbol: 'trade@BTCUSDT' });
    client.close();
  });

  it('tells the older device it was logged in elsewhere (notify 40)', async () => {
    const old = await Client.open(`${base}?token=${alice.token}`);
    old.send('home.bindUid', { uid: String(alice.id) });
    await expect.poll(() => ex.app.exchangeMarket.hub.size).toBeGreaterThan(0);
    // bindUid resolves the token asynchronously: wait until the binding took.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const login = await ex.call(apiRoutes.login, {
      body: { email: 'alice@example.com', password: PASSWORD },
      deviceId: 'alice-phone',
    });
    expect(login.status).toBe(200);
    const notify = await old.waitFor((m) => m.cmd === 'notify', 'notify');
    expect(notify.data).toMatchObject({ type: 40, key: 'alice-phone', device_type: '10' });
    old.close();
  });

  it('drops a socket that stays silent past the idle limit', () => {
    let now = 0;
    const hub = new SocketHub({
      market: ex.app.exchangeMarket.market,
      authenticate: () => Promise.resolve(null),
      balanceView: () => undefined,
      now: () => now,
      idleMs: 1000,
    });
    let terminated = 0;
    const client: HubClient = {
      send: () => undefined,
      bufferedAmount: 0,
      close: () => undefined,
      terminate: () => {
        terminated += 1;
      },
    };
    const quiet = hub.attach(client, null);
    const chatty = hub.attach(client, null);
    now = 800;
    void chatty.receive('{"cmd":"home.heartbeat","data":{}}');
    now = 1500;
    hub.sweep();
    expect(terminated).toBe(1);
    expect(hub.size).toBe(1);
    quiet.closed();
    chatty.closed();
    expect(hub.size).toBe(0);
  });

  it('sends notify 44 to the ended device only and 50 to every socket', async () => {
    const hub = new SocketHub({
      market: ex.app.exchangeMarket.market,
      authenticate: (token) =>
        Promise.resolve(
          token === 'phone' || token === 'laptop' ? { userId: 7, deviceId: token } : null,
        ),
      balanceView: () => undefined,
    });
    const inbox = new Map<string, string[]>();
    const client = (name: string): HubClient => ({
      send: (data) => {
        inbox.set(name, [...(inbox.get(name) ?? []), data]);
      },
      bufferedAmount: 0,
      close: () => undefined,
      terminate: () => undefined,
    });
    const phone = hub.attach(client('phone'), 'phone');
    const laptop = hub.attach(client('laptop'), 'laptop');
    hub.attach(client('visitor'), null);
    await phone.receive('{"cmd":"home.bindUid","data":{"uid":"7"}}');
    await laptop.receive('{"cmd":"home.bindUid","data":{"uid":"7"}}');
    expect(
      hub.notify(7, { type: 44, key: 'phone', device_type: '10', msg: 'Session ended' }, 'phone'),
    ).toBe(1);
    expect(inbox.get('phone')?.map((f) => parseServerMessage(f))).toEqual([
      {
        ok: true,
        value: {
          cmd: 'notify',
          data: { type: 44, key: 'phone', device_type: '10', msg: 'Session ended' },
        },
      },
    ]);
    expect(inbox.get('laptop')).toBeUndefined();
    // The ended device is unbound: a second notice for the user reaches only the laptop.
    expect(hub.notify(7, { type: 40, key: 'tablet', device_type: '10', msg: 'Elsewhere' })).toBe(1);
    hub.broadcast({ type: 50, key: '', device_type: '10', msg: 'New version' });
    expect(inbox.get('visitor')).toHaveLength(1);
    expect(inbox.get('phone')).toHaveLength(2);
    expect(inbox.get('laptop')).toHaveLength(2);
  });
});
