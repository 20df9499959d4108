import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { apiRoutes } from '@exchange/api';
import { ledger } from '../wallet/ledger.ts';
import '../market/tables.ts';
import '../option/option-tables.ts';
import './tables.ts';
import {
  type ApiAnswer,
  call,
  type CallInput,
  engineEpoch,
  LiveClient,
  type LiveMessage,
  ledgerTotals,
  registerTrader,
  startTestCluster,
  type TestCluster,
  type Trader,
  type WorkerProcess,
} from './test-cluster.ts';

// Issue 26's multi-process tests: real worker processes (src/cluster-main.ts) on two ports over
// one PostgreSQL and one nats-server, driven through real HTTP and ws. One cluster for the file;
// the tests run in order (the last one kills the engine holder) and each trades its own pair
// with its own users.

/** Fixed-time options of 3 s (the failover test opens one just before the kill). */
const WORKER_ENV = { OPTION_TIMES: '3:0.8', OPTION_TICK_MS: '200' };

let cluster: TestCluster;
/** Set once the cluster started: afterAll stops it even when beforeAll failed later on. */
let started: TestCluster | undefined;
/** The worker holding the engine lease when the file starts, and the other (an edge only). */
let holder: WorkerProcess;
let other: WorkerProcess;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  cluster = await startTestCluster(WORKER_ENV);
  started = cluster;
  // Started together: whichever takes the lease first runs the engine.
  await Promise.all([cluster.startWorker('a'), cluster.startWorker('b')]);
  holder = await cluster.engineHolder();
  const found = cluster.workers.find((w) => w !== holder);
  if (!found) throw new Error('no second worker');
  other = found;
  await Promise.all([cluster.serving(holder), cluster.serving(other)]);
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await started?.stop();
}, 30_000);

/** On a failure, the workers' output goes with the report. */
function withLogs(): void {
  onTestFailed(() => {
    console.error(cluster.logs());
  });
}

async function live(worker: WorkerProcess, trader?: Trader): Promise<LiveClient> {
  const socket = await LiveClient.open(worker.wsUrl, trader?.token);
  sockets.push(socket);
  return socket;
}

/** A request that must succeed: its data. */
async function must(answer: Promise<ApiAnswer>, what: string): Promise<Record<string, unknown>> {
  const res = await answer;
  if (res.status !== 200)
    throw new Error(`${what}: ${String(res.status)} ${res.body.message}\n${cluster.logs()}`);
  return res.body.data as Record<string, unknown>;
}

/**
 * A request retried while the cluster answers 503 (the documented answer while no engine runs,
 * with Retry-After) until it answers anything else, at most `timeoutMs`.
 */
async function retried(
  worker: WorkerProcess,
  route: Parameters<typeof call>[1],
  input: CallInput,
  timeoutMs = 15_000,
): Promise<ApiAnswer> {
  return await cluster.waitFor(
    `${route.method} ${route.path} through ${worker.name} to answer other than 503`,
    async () => {
      const res = await call(worker.url, route, input);
      return res.status === 503 ? undefined : res;
    },
    timeoutMs,
  );
}

/**
 * Bind `socket` to `trader` and make sure it is bound: the protocol has no acknowledgement, so a
 * small buy far below the market is placed (through `via`) and cancelled until its order event
 * reaches the socket.
 */
async function bind(socket: LiveClient, via: WorkerProcess, trader: Trader, probe: string) {
  socket.send('home.bindUid', { uid: String(trader.id) });
  for (let attempt = 0; ; attempt += 1) {
    const placed = await must(
      call(via.url, apiRoutes.spotPlaceOrder, {
        token: trader.token,
        body: {
          symbol: probe,
          side: 'buy',
          type: 'limit',
          price: '10000',
          amount: '0.001',
          client_order_id: `bind-${String(trader.id)}-${String(attempt)}`,
        },
      }),
      'probe order',
    );
    const id = String(placed.id);
    const seen = await socket
      .next('probe order event', (m) => m.cmd === 'bindUid' && orderIdOf(m) === id, {
        timeoutMs: 1000,
      })
      .then(
        () => true,
        () => false,
      );
    await must(
      call(via.url, apiRoutes.spotCancelOrder, { token: trader.token, params: { id } }),
      'probe cancel',
    );
    if (seen) return;
    if (attempt >= 10) throw new Error(`socket of user ${String(trader.id)} never bound`);
  }
}

function orderIdOf(message: LiveMessage): string | undefined {
  const order = message.data.order as { id?: string } | undefined;
  return message.data.event === 'order' ? order?.id : undefined;
}

/** Subscribe to `channel` ('trade@ETHUSDT') and wait for its snapshot; answers its index. */
async function subscribe(socket: LiveClient, symbol: string): Promise<number> {
  const from = socket.messages.length;
  socket.send('home.subscribe', { symbol: `trade@${symbol}` });
  const snapshot = await socket.next(`${symbol} snapshot`, (m) => isDepth(m, symbol), { from });
  return socket.messages.indexOf(snapshot);
}

function isDepth(m: LiveMessage, symbol: string): boolean {
  return m.cmd === 'spot' && m.data.channel === 'depth' && m.data.symbol === symbol;
}

function isTrade(m: LiveMessage, symbol: string): boolean {
  return m.cmd === 'spot' && m.data.channel === 'trade' && m.data.symbol === symbol;
}

type Level = [string, string];

/** Whether a depth message's side is exactly `levels` (compared as decimals). */
function sideIs(m: LiveMessage, side: 'asks' | 'bids', levels: [string, string][]): boolean {
  const got = m.data[side] as Level[];
  return (
    got.length === levels.length &&
    got.every(
      ([price, amount], i) =>
        new Big(price).eq(levels[i]?.[0] ?? '0') && new Big(amount).eq(levels[i]?.[1] ?? '0'),
    )
  );
}

async function spotAccount(trader: Trader, coin: string) {
  return await ledger.account(cluster.storage.db, trader.id, 'spot', coin);
}

describe('the exchange as two worker processes over PostgreSQL and NATS', () => {
  it('lets traders on two processes trade with each other, and both processes feed the same market and each user their events', async () => {
    withLogs();
    const alice = await registerTrader(cluster, holder, 'alice@example.com', {
      ETH: '10',
      USDT: '1000',
    });
    const bob = await registerTrader(cluster, other, 'bob@example.com', { USDT: '100000' });
    // Each trades through one process and listens on the other.
    const aliceLive = await live(other, alice);
    const bobLive = await live(holder, bob);
    await bind(aliceLive, holder, alice, 'BTCUSDT');
    await bind(bobLive, other, bob, 'BTCUSDT');
    const [aliceFrom, bobFrom] = await Promise.all([
      subscribe(aliceLive, 'ETHUSDT'),
      subscribe(bobLive, 'ETHUSDT'),
    ]);

    const sell = await must(
      call(holder.url, apiRoutes.spotPlaceOrder, {
        token: alice.token,
        body: {
          symbol: 'ETHUSDT',
          side: 'sell',
          type: 'limit',
          price: '3000',
          amount: '1',
          client_order_id: 'alice-1',
        },
      }),
      'alice sells through A',
    );
    expect(sell.status).toBe('open');
    // Both sockets see the ask before the buy is sent.
    const [aliceAsk, bobAsk] = await Promise.all(
      (
        [
          [aliceLive, aliceFrom],
          [bobLive, bobFrom],
        ] as const
      ).map(async ([socket, from]) =>
        socket.messages.indexOf(
          await socket.next(
            'the ask in the depth',
            (m) => isDepth(m, 'ETHUSDT') && sideIs(m, 'asks', [['3000', '1']]),
            { from },
          ),
        ),
      ),
    );

    const buy = await must(
      call(other.url, apiRoutes.spotPlaceOrder, {
        token: bob.token,
        body: {
          symbol: 'ETHUSDT',
          side: 'buy',
          type: 'limit',
          price: '3000',
          amount: '1',
          client_order_id: 'bob-1',
        },
      }),
      'bob buys through B',
    );
    expect([buy.status, new Big(buy.filled_amount as string).toFixed()]).toEqual(['filled', '1']);

    // Alice sees her order filled through A.
    const aliceOrders = await must(
      call(holder.url, apiRoutes.spotOrders, {
        token: alice.token,
        query: { state: 'history', symbol: 'ETHUSDT', limit: 10 },
      }),
      'alice reads her orders',
    );
    const aliceSell = (aliceOrders.list as { id: number; status: string }[]).find(
      (o) => o.id === sell.id,
    );
    expect(aliceSell?.status).toBe('filled');

    // Each user's events reach the socket on the process they did not trade through.
    const aliceFill = await aliceLive.next('alice fill event', (m) => m.data.event === 'fill');
    const bobFill = await bobLive.next('bob fill event', (m) => m.data.event === 'fill');
    expect((aliceFill.data.fill as { orderId: string }).orderId).toBe(String(sell.id));
    expect((bobFill.data.fill as { orderId: string }).orderId).toBe(String(buy.id));
    const balanceOf = (socket: LiveClient, coin: string, value: string) =>
      socket.next(`${coin} balance ${value}`, (m) => {
        const balance = m.data.balance as { coin_name?: string; balance?: string } | undefined;
        return (
          m.data.event === 'balance' &&
          balance?.coin_name === coin &&
          new Big(balance.balance ?? '-1').eq(value)
        );
      });
    // Maker fee 0.1 % of what alice receives (USDT), taker fee 0.2 % of what bob receives (ETH).
    await balanceOf(aliceLive, 'USDT', '3997');
    await balanceOf(bobLive, 'ETH', '0.998');

    // Balances, exact, in the database.
    const exact = async (trader: Trader, coin: string) => {
      const account = await spotAccount(trader, coin);
      return [new Big(account.balance).toFixed(), new Big(account.frozen).toFixed()];
    };
    expect(await exact(alice, 'ETH')).toEqual(['9', '0']);
    expect(await exact(alice, 'USDT')).toEqual(['3997', '0']);
    expect(await exact(bob, 'ETH')).toEqual(['0.998', '0']);
    expect(await exact(bob, 'USDT')).toEqual(['97000', '0']);

    // Both sockets got the same depth and trades, in the same order, since their snapshots.
    for (const [socket, from] of [
      [aliceLive, aliceAsk],
      [bobLive, bobAsk],
    ] as const) {
      await socket.next('the trade', (m) => isTrade(m, 'ETHUSDT'), { from });
      await socket.next(
        'the book without the ask',
        (m) => isDepth(m, 'ETHUSDT') && sideIs(m, 'asks', []),
        { from: (from ?? 0) + 1 },
      );
    }
    const market = (socket: LiveClient, from: number) =>
      socket.messages.slice(from + 1).filter((m) => isDepth(m, 'ETHUSDT') || isTrade(m, 'ETHUSDT'));
    const seenOnB = market(aliceLive, aliceFrom);
    expect(seenOnB.filter((m) => isTrade(m, 'ETHUSDT'))).toHaveLength(1);
    expect(market(bobLive, bobFrom)).toEqual(seenOnB);
  }, 40_000);

  it('reconnects and resubscribes after a NATS restart, losing nothing acknowledged', async () => {
    withLogs();
    const carol = await registerTrader(cluster, holder, 'carol@example.com', { DOGE: '10000' });
    const dave = await registerTrader(cluster, other, 'dave@example.com', { USDT: '10000' });
    // Dave's socket on the engine holder's edge, bound: his events come over NATS too.
    const onHolder = await live(holder, dave);
    const onOther = await live(other);
    await bind(onHolder, other, dave, 'BTCUSDT');
    await Promise.all([subscribe(onHolder, 'DOGEUSDT'), subscribe(onOther, 'DOGEUSDT')]);

    // Acknowledged before the restart.
    const sell = await must(
      call(other.url, apiRoutes.spotPlaceOrder, {
        token: carol.token,
        body: {
          symbol: 'DOGEUSDT',
          side: 'sell',
          type: 'limit',
          price: '0.15',
          amount: '1000',
          client_order_id: 'carol-1',
        },
      }),
      'carol sells before the restart',
    );

    await cluster.nats.stop();
    await cluster.waitFor('both workers to report NATS down', async () => {
      const answers = await Promise.all([holder.ready(), other.ready()]);
      return answers.every((a) => a.status === 503 && a.message.includes('nats'));
    });
    const [holderFrom, otherFrom] = [onHolder.messages.length, onOther.messages.length];
    await cluster.nats.start();
    await cluster.waitFor(
      'both workers to be ready on NATS again',
      async () => {
        const answers = await Promise.all([holder.ready(), other.ready()]);
        return answers.every((a) => a.status === 200 && a.report?.nats === 'ok');
      },
      20_000,
    );
    // Still one engine, the same one.
    expect(await cluster.engineHolder()).toBe(holder);

    // Orders work after, and the order acknowledged before the restart is still in the book.
    const buy = await retried(other, apiRoutes.spotPlaceOrder, {
      token: dave.token,
      body: {
        symbol: 'DOGEUSDT',
        side: 'buy',
        type: 'limit',
        price: '0.15',
        amount: '1000',
        client_order_id: 'dave-1',
      },
    });
    expect(buy.status, buy.body.message).toBe(200);
    const bought = buy.body.data as { id: number; status: string; filled_amount: string };
    expect([bought.status, new Big(bought.filled_amount).toFixed()]).toEqual(['filled', '1000']);
    const stored = await cluster.storage.db
      .selectFrom('spot_orders')
      .select(['status', 'filled'])
      .where('id', '=', sell.id as number)
      .executeTakeFirstOrThrow();
    expect([stored.status, new Big(stored.filled).toFixed()]).toEqual(['filled', '1000']);

    // Both processes' sockets get market updates again.
    for (const [socket, from] of [
      [onHolder, holderFrom],
      [onOther, otherFrom],
    ] as const) {
      const trade = await socket.next(
        'the trade after the restart',
        (m) => isTrade(m, 'DOGEUSDT'),
        { from },
      );
      const trades = trade.data.trades as { amount: string; price: string }[];
      expect(trades.map((t) => [new Big(t.price).toFixed(), new Big(t.amount).toFixed()])).toEqual([
        ['0.15', '1000'],
      ]);
    }
    // And a bound user's events (the user's subject, subscribed again).
    const fill = await onHolder.next(
      'dave fill event after the restart',
      (m) => m.data.event === 'fill',
      {
        from: holderFrom,
      },
    );
    expect((fill.data.fill as { orderId: string }).orderId).toBe(String(bought.id));
  }, 45_000);

  it('fails over within 5 s when the engine holder is killed mid-stream: every acknowledged order once, balances conserved, an option settled once', async () => {
    withLogs();
    const funds = { USDT: '1000000', SOL: '10000' };
    const erin = await registerTrader(cluster, other, 'erin@example.com', funds);
    const frank = await registerTrader(cluster, other, 'frank@example.com', funds);
    const before = await ledgerTotals(cluster.storage);

    // Crossing SOLUSDT orders through the surviving process, four lanes with one request in
    // flight each; a 5xx (no engine yet, or the holder died under the request) is retried with
    // the same client order id until acknowledged, as a client would.
    const acknowledged = new Map<string, { userId: number; id: number }>();
    let next = 0;
    let stopAfter = Infinity;
    const placeOnce = async (clientId: string, trader: Trader, i: number) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const res = await call(other.url, apiRoutes.spotPlaceOrder, {
          token: trader.token,
          body: {
            symbol: 'SOLUSDT',
            side: i % 3 === 0 ? 'sell' : 'buy',
            type: 'limit',
            price: (150 + ((i * 7) % 11) - 5).toFixed(3),
            amount: '1.5',
            client_order_id: clientId,
          },
        });
        if (res.status === 200) return (res.body.data as { id: number }).id;
        if (res.status < 500 || Date.now() > deadline)
          throw new Error(`${clientId}: ${String(res.status)} ${res.body.message}`);
        // Retry-After says 1 s; a client in a hurry comes back sooner.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let laneError: Error | undefined;
    /** Throws the first lane's failure, if any (a function: read after awaits, never narrowed). */
    const rethrow = (): void => {
      if (laneError) throw laneError;
    };
    const lane = async () => {
      // Bounded, in case the failover never comes (the expectations below then fail).
      while (!laneError && next < 2000 && acknowledged.size < stopAfter) {
        const i = next++;
        const trader = i % 2 === 0 ? erin : frank;
        const clientId = `s${String(i)}`;
        const id = await placeOnce(clientId, trader, i);
        acknowledged.set(clientId, { userId: trader.id, id });
      }
    };
    const lanes = Promise.all([lane(), lane(), lane(), lane()]).catch((error: unknown) => {
      laneError = error instanceof Error ? error : new Error(String(error));
    });
    const holderEpoch = engineEpoch(await holder.ready()) ?? 0;

    await cluster.waitFor(
      '30 acknowledged orders',
      () => laneError !== undefined || acknowledged.size >= 30,
    );
    rethrow();
    // A 3-s option, opened just before the kill: it falls due while no engine runs.
    const times = await must(
      call(other.url, apiRoutes.optionTimes, { query: { symbol: 'BTCUSDT' } }),
      'option times',
    );
    const time = (times as unknown as { id: number; seconds: number }[])[0];
    expect(time?.seconds).toBe(3);
    const option = await must(
      call(other.url, apiRoutes.optionOpen, {
        token: frank.token,
        body: {
          symbol: 'BTCUSDT',
          time_id: time?.id ?? 0,
          direction: 'up',
          amount: '10',
          client_order_id: 'frank-option',
        },
      }),
      'frank opens an option',
    );
    const optionId = option.id as number;

    const killedAtWall = Date.now();
    const killedAt = performance.now();
    holder.kill('SIGKILL');
    const epoch = await cluster.waitFor(
      `${other.name} to take the engine lease`,
      async () => engineEpoch(await other.ready()),
      10_000,
    );
    const failover = performance.now() - killedAt;
    // The bound: another process owns the engine within 5 s of the kill.
    expect(failover, `failover took ${failover.toFixed(0)} ms`).toBeLessThan(5000);
    expect(await holder.exited).toBe('signal SIGKILL');
    expect(epoch).toBeGreaterThan(holderEpoch);
    // The stream goes on through the new engine: 30 more acknowledgements, then it stops.
    stopAfter = acknowledged.size + 30;
    await lanes;
    rethrow();
    expect(acknowledged.size).toBeGreaterThanOrEqual(stopAfter);

    // Every acknowledged order is stored exactly once, under the id it was acknowledged with.
    const rows = await cluster.storage.db
      .selectFrom('spot_orders')
      .select(['id', 'user_id', 'client_order_id'])
      .where('symbol', '=', 'SOLUSDT')
      .where('user_id', 'in', [erin.id, frank.id])
      .execute();
    for (const [clientId, ack] of acknowledged) {
      const stored = rows.filter((r) => r.client_order_id === clientId && r.user_id === ack.userId);
      expect(
        stored.map((r) => r.id),
        clientId,
      ).toEqual([ack.id]);
    }
    expect(new Set([...acknowledged.values()].map((a) => a.id)).size).toBe(acknowledged.size);

    // The option settles once, by the new engine.
    const settled = await cluster.waitFor(
      'the option to settle',
      async () => {
        const row = await cluster.storage.db
          .selectFrom('option_orders')
          .select(['status', 'settled_at'])
          .where('id', '=', optionId)
          .executeTakeFirstOrThrow();
        return row.status === 'open' ? undefined : row;
      },
      15_000,
    );
    // Due while no engine ran: settled by the new one, after the kill (same machine's clock).
    expect(settled.settled_at).toBeGreaterThan(killedAtWall);
    const journals = await cluster.storage.db
      .selectFrom('ledger_journals')
      .select('id')
      .where('reason', '=', 'option_settle')
      .where('ref_id', '=', `option-${String(optionId)}`)
      .execute();
    expect(journals).toHaveLength(1);

    // Every coin is all there, and frozen funds are exactly what the open orders reserve.
    expect(await ledgerTotals(cluster.storage)).toEqual(before);
    const open = await cluster.storage.db
      .selectFrom('spot_orders')
      .select(['user_id', 'side', 'frozen'])
      .where('status', 'in', ['open', 'partial'])
      .where('user_id', 'in', [erin.id, frank.id])
      .execute();
    for (const trader of [erin, frank])
      for (const [coin, side] of [
        ['USDT', 'buy'],
        ['SOL', 'sell'],
      ] as const) {
        const reserved = open
          .filter((o) => o.user_id === trader.id && o.side === side)
          .reduce((sum, o) => sum.plus(o.frozen), new Big(0));
        expect(
          new Big((await spotAccount(trader, coin)).frozen).toFixed(),
          `${trader.email} ${coin}`,
        ).toBe(reserved.toFixed());
      }
  }, 60_000);

  it('stops the engine holder gracefully on SIGTERM: sockets closed with 1012, the lease released, exit 0', async () => {
    withLogs();
    // After the failover the survivor runs the engine; a socket of its own watches the stop.
    const leases = (await other.ready()).report?.leases;
    if (typeof leases !== 'object' || leases.held.engine === undefined)
      throw new Error(`${other.name} does not hold the engine: ${JSON.stringify(leases)}`);
    const socket = await live(other);
    await subscribe(socket, 'ETHUSDT');

    other.kill('SIGTERM');
    // The worker's own guard exits 1 when a stop takes longer than 5 s: 0 is a stop in time.
    expect(await other.exited).toBe('exit 0');
    // 1012 Service Restart: the app's socket machine reconnects at once, to another worker.
    expect(await socket.closed()).toBe(1012);
    // Released (expired now), not left to expire: another worker takes it at its next round.
    const lease = await cluster.storage.db
      .selectFrom('cluster_leases')
      .select(['owner', 'expires_at'])
      .where('name', '=', 'engine')
      .executeTakeFirstOrThrow();
    expect(lease).toEqual({ owner: leases.owner, expires_at: 0 });
  }, 30_000);
});
