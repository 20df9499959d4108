import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Big } from 'big.js';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiRoutes,
  buildPath,
  depthAggTradeSchema,
  encodeForm,
  encodeQuery,
  paginated,
  spotOrderSchema,
  type ApiRoute,
} from '@exchange/api';
import { openStorage, type Storage } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';

const PACKAGE = path.resolve(import.meta.dirname, '../..');

/** Start `src/main.ts` (the real server) on a free port against `file`; resolves its base URL. */
function startServer(
  file: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  // node itself with tsx's loader: killing it kills the server (the tsx CLI would leave a child).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE,
    env: { ...process.env, PORT: '0', SQLITE_FILE: file, DEMO: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`server did not start: ${output}`));
    }, 30_000);
    const onData = (data: Buffer) => {
      output += data.toString('utf8');
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          child,
          url: match[1].replace('localhost', '127.0.0.1'),
          // What the server wrote so far (its error lines name the cause of a 500).
          output: () => output,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}): ${output}`));
    });
  });
}

async function call(
  url: string,
  route: ApiRoute,
  input: {
    token?: string;
    body?: Record<string, unknown>;
    query?: Record<string, unknown>;
    params?: Record<string, string | number>;
  } = {},
) {
  const search = encodeQuery(input.query);
  const headers: Record<string, string> = {
    'device-id': 'restart-test',
    'device-type': '10',
    'device-name': 'web',
  };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const res = await fetch(
    `${url}${buildPath(route.path, input.params)}${search ? `?${search}` : ''}`,
    {
      method: route.method,
      headers,
      ...(input.body ? { body: encodeForm(input.body) } : {}),
    },
  );
  return { status: res.status, body: (await res.json()) as { data: unknown; message: string } };
}

describe('restart after SIGKILL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-restart-'));
  const file = path.join(dir, 'exchange.sqlite');
  const children: ChildProcess[] = [];
  let storage: Storage | undefined;
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await storage?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('comes back with open orders, balances and trades exactly as committed', async () => {
    const first = await startServer(file);
    children.push(first.child);
    storage = await openStorage({ file, migrate: false });
    const db = storage.db;

    const users: { token: string; id: number }[] = [];
    for (const email of ['maker@example.com', 'taker@example.com']) {
      expect(
        (await call(first.url, apiRoutes.getCaptcha, { body: { email, type: 'register' } })).status,
      ).toBe(200);
      const { code } = await db
        .selectFrom('email_codes')
        .select('code')
        .where('email', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const res = await call(first.url, apiRoutes.register, {
        body: { email, password: 'correct horse 42', email_code: code },
      });
      expect(res.status, res.body.message).toBe(200);
      const data = res.body.data as { token: string; user: { id: number } };
      users.push({ token: data.token, id: data.user.id });
      await db.transaction().execute((trx) =>
        Promise.all([
          ledger.deposit(trx, {
            userId: data.user.id,
            coin: 'USDT',
            amount: '1000000',
            reason: 'deposit',
            refId: email,
          }),
          ledger.deposit(trx, {
            userId: data.user.id,
            coin: 'SOL',
            amount: '10000',
            reason: 'deposit',
            refId: email,
          }),
        ]),
      );
    }
    const [maker, taker] = users as [{ token: string; id: number }, { token: string; id: number }];

    // A stream of crossing orders in four lanes, each always with one request in flight; the
    // process is killed after the 60th acknowledgement, so requests die mid-stream.
    let acknowledged = 0;
    let died = 0;
    let next = 0;
    const lane = async () => {
      // Bounded: if the kill never lands, the lanes stop and the expectations below fail.
      while (next < 3000) {
        const i = next++;
        const who = i % 2 === 0 ? maker : taker;
        const side = i % 3 === 0 ? 'sell' : 'buy';
        const price = (150 + ((i * 7) % 11) - 5).toFixed(3);
        try {
          const res = await call(first.url, apiRoutes.spotPlaceOrder, {
            token: who.token,
            body: {
              symbol: 'SOLUSDT',
              side,
              type: 'limit',
              price,
              amount: '1.5',
              client_order_id: `o${i}`,
            },
          });
          expect(res.status, `${res.body.message}\n${first.output().slice(-3000)}`).toBe(200);
          acknowledged += 1;
          if (acknowledged === 60) first.child.kill('SIGKILL');
        } catch (error) {
          if (error instanceof TypeError) {
            died += 1;
            return;
          }
          throw error;
        }
      }
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
    expect(acknowledged).toBeGreaterThanOrEqual(60);
    expect(died).toBe(4);

    // What was committed when the process died.
    const openRows = await db
      .selectFrom('spot_orders')
      .selectAll()
      .where('status', 'in', ['open', 'partial'])
      .orderBy('id')
      .execute();
    const tradeCount = Number(
      (
        await db
          .selectFrom('spot_trades')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(tradeCount).toBeGreaterThan(0);
    // Every coin is still all there: deposits only moved between users and fees.
    const accounts = await db
      .selectFrom('ledger_accounts')
      .select(['user_id', 'kind', 'coin', 'balance', 'frozen'])
      .execute();
    for (const coin of ['USDT', 'SOL']) {
      const sum = accounts
        .filter((a) => a.coin === coin)
        .reduce((s, a) => s.plus(a.balance).plus(a.frozen), new Big(0));
      expect(sum.toFixed(), coin).toBe('0');
    }
    // Frozen funds are exactly what the open orders still reserve.
    for (const user of users) {
      for (const [coin, side] of [
        ['USDT', 'buy'],
        ['SOL', 'sell'],
      ] as const) {
        const reserved = openRows
          .filter((o) => o.user_id === user.id && o.side === side)
          .reduce((s, o) => s.plus(o.frozen), new Big(0));
        const account = await ledger.account(db, user.id, 'spot', coin);
        expect(account.frozen, `${String(user.id)} ${coin}`).toBe(reserved.toFixed());
      }
    }

    const second = await startServer(file);
    children.push(second.child);
    // The rebuilt book is exactly the committed open orders.
    const depth = depthAggTradeSchema.parse(
      (await call(second.url, apiRoutes.spotDepth, { query: { symbol: 'SOLUSDT', limit: 200 } }))
        .body.data,
    );
    const levels = (side: 'buy' | 'sell') => {
      const byPrice = new Map<string, Big>();
      for (const o of openRows.filter((r) => r.side === side)) {
        const key = new Big(o.price ?? '0').toFixed(3);
        byPrice.set(key, (byPrice.get(key) ?? new Big(0)).plus(new Big(o.amount).minus(o.filled)));
      }
      return [...byPrice]
        .map(([price, amount]) => [price, amount.toFixed(2)])
        .sort((a, b) =>
          side === 'buy' ? Number(b[0]) - Number(a[0]) : Number(a[0]) - Number(b[0]),
        );
    };
    expect(depth.bids).toEqual(levels('buy'));
    expect(depth.asks).toEqual(levels('sell'));
    for (const user of users) {
      const open = paginated(spotOrderSchema).parse(
        (
          await call(second.url, apiRoutes.spotOrders, {
            token: user.token,
            query: { state: 'open', limit: 100 },
          })
        ).body.data,
      );
      expect(open.total).toBe(openRows.filter((o) => o.user_id === user.id).length);
    }
    const recent = z.array(z.object({ id: z.string() })).parse(depth.trades);
    const lastTrade = await db
      .selectFrom('spot_trades')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(recent[0]?.id).toBe(String(lastTrade.id));

    // And it trades on: a big sell sweeps the restored bids.
    const bestBid = depth.bids[0];
    if (bestBid) {
      const sweep = await call(second.url, apiRoutes.spotPlaceOrder, {
        token: maker.token,
        body: {
          symbol: 'SOLUSDT',
          side: 'sell',
          type: 'market',
          amount: bestBid[1],
          client_order_id: 'after-restart',
        },
      });
      expect(sweep.status).toBe(200);
      expect(spotOrderSchema.parse(sweep.body.data).filled_amount).toBe(
        new Big(bestBid[1]).toFixed(),
      );
    }
  }, 120_000);
});

// Issue 15, item 5: after a restart the simulator replayed the previous run's trades, so a few
// quick restarts left the ask side one level deep (at the last price) for about 30 s.
describe('quick restarts with the simulator running', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-quick-restart-'));
  const file = path.join(dir, 'exchange.sqlite');
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a two-sided book around the last price, without a jump, on every start', async () => {
    let previousLast: Big | undefined;
    const starts = 3;
    for (let start = 0; start < starts; start += 1) {
      const server = await startServer(file, { DEMO: '1' });
      children.push(server.child);
      const label = `start ${start}`;
      const read = async () =>
        depthAggTradeSchema.parse(
          (await call(server.url, apiRoutes.spotDepth, { query: { symbol: 'ETHUSDT', limit: 50 } }))
            .body.data,
        );
      // The simulator's first round (one a second) lands shortly after the server listens.
      let depth = await read();
      for (
        let wait = 0;
        wait < 60 && (depth.asks.length === 0 || depth.trades.length === 0);
        wait++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        depth = await read();
      }
      // A few rounds of trading: long enough for a replayed run to sweep one side thin.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      depth = await read();
      const last = new Big(depth.trades[0]?.price ?? '0');
      const bestAsk = new Big(depth.asks[0]?.[0] ?? '0');
      const bestBid = new Big(depth.bids[0]?.[0] ?? '0');
      expect(depth.asks.length, `${label}: ask levels`).toBeGreaterThanOrEqual(5);
      expect(depth.bids.length, `${label}: bid levels`).toBeGreaterThanOrEqual(5);
      expect(bestAsk.gt(bestBid), `${label}: ${bestBid.toFixed()} < ${bestAsk.toFixed()}`).toBe(
        true,
      );
      const tolerance = last.times('0.005');
      expect(bestAsk.gte(last.minus(tolerance)), `${label}: ask ${bestAsk.toFixed()}`).toBe(true);
      expect(bestBid.lte(last.plus(tolerance)), `${label}: bid ${bestBid.toFixed()}`).toBe(true);
      if (previousLast) {
        const jump = last.minus(previousLast).abs().div(previousLast);
        expect(jump.lt('0.005'), `${label}: ${previousLast.toFixed()} -> ${last.toFixed()}`).toBe(
          true,
        );
      }
      previousLast = last;
      // Killed mid-round, as a crash or a quick Ctrl+C and npm start would.
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    // Each start drew its own random stream: the store counted every run.
    const storage = await openStorage({ file, migrate: false });
    try {
      const runs = await storage.db
        .selectFrom('market_meta')
        .select('value')
        .where('key', '=', 'simulator_runs')
        .executeTakeFirst();
      expect(runs?.value).toBe(String(starts));
    } finally {
      await storage.close();
    }
  }, 120_000);
});
