import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, apiRoutes, buildPath, encodeForm } from '@exchange/api';
import { ledger } from '../wallet/ledger.ts';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { startTestNats, type TestNats } from './test-nats.ts';
import { startWorker, type Worker, type WorkerEvent } from './worker.ts';

// Two workers in this process, on two ports, over one throwaway PostgreSQL and nats-server: the
// composition of cluster/worker.ts (edge on both, the engine on the lease holder only, handover
// on a graceful release). The multi-process kill -9 tests live beside it (cluster-*.test.ts).

interface Answer {
  status: number;
  body: { code: number; message: string; data: unknown };
}

async function call(
  baseUrl: string,
  route: ApiRoute,
  input: { token?: string; body?: Record<string, unknown> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'device-id': 'worker-test',
    'device-type': '10',
    'device-name': 'web',
  };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const res = await fetch(`${baseUrl}${buildPath(route.path)}`, {
    method: route.method,
    headers,
    ...(input.body ? { body: encodeForm(input.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${String(timeoutMs)} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('cluster worker: edge on every worker, the engine on the lease holder', () => {
  let pg: TestPostgres;
  let nats: TestNats;
  let uploadDir: string;
  const workers: Worker[] = [];
  const events: { worker: string; event: WorkerEvent }[] = [];
  const fatal: string[] = [];

  beforeAll(async () => {
    [pg, nats] = await Promise.all([startTestPostgres(), startTestNats()]);
    const databaseUrl = await pg.createDatabase();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-worker-uploads-'));
    // Both start together: the migrations (Kysely's advisory lock) must not race.
    const started = await Promise.all(
      ['a', 'b'].map((id) =>
        startWorker({
          databaseUrl,
          natsUrl: nats.url,
          port: 0,
          workerId: id,
          // Two engines' worth of start-up in one loaded test process can stall the event loop
          // for seconds: a long TTL keeps that from ending a tenure (the graceful handover tested
          // here does not wait for it).
          leaseTtlMs: 10_000,
          renewEveryMs: 500,
          server: { scryptN: 1024, rateLimitPerMinute: 1000, uploadDir, identityDir: uploadDir },
          onEvent: (event) => events.push({ worker: id, event }),
          onFatal: (reason) => fatal.push(`${id}: ${reason}`),
        }),
      ),
    );
    workers.push(...started);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await nats.stop();
    await pg.stop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }, 30_000);

  const started = () => events.filter((e) => e.event.type === 'engine-started');

  it('exactly one worker builds the engine; both are ready; an order goes through the follower', async () => {
    const owner = await waitFor(
      'a worker to run the engine',
      () => workers.find((w) => w.engine()),
      20_000,
    );
    // Several lease rounds later, still exactly one engine.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(workers.filter((w) => w.engine())).toEqual([owner]);
    expect(started()).toHaveLength(1);
    const follower = workers.find((w) => w !== owner);
    if (!follower) throw new Error('two workers expected');
    expect(follower.engine()).toBeUndefined();

    for (const worker of workers) {
      const ready = await fetch(`${worker.url}/ready`);
      expect(ready.status).toBe(200);
      const report = ((await ready.json()) as { data: { nats: string; leases: object } }).data;
      expect(report.nats).toBe('ok');
      expect(report.leases).toMatchObject({
        known: true,
        held: worker === owner ? { engine: expect.any(Number) as number } : {},
      });
    }

    // Register through the follower's edge: forwarded to the owner's engine over NATS.
    const email = 'trader@example.com';
    const captcha = await call(follower.url, apiRoutes.getCaptcha, {
      body: { email, type: 'register' },
    });
    expect(captcha.status).toBe(200);
    const { code } = await follower.storage.db
      .selectFrom('email_codes')
      .select('code')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const registered = await call(follower.url, apiRoutes.register, {
      body: { email, password: 'correct horse 42', email_code: code },
    });
    expect(registered.status).toBe(200);
    const { token, user } = registered.body.data as { token: string; user: { id: number } };
    await follower.storage.db.transaction().execute(async (trx) => {
      await ledger.deposit(trx, {
        userId: user.id,
        coin: 'USDT',
        amount: '1000',
        reason: 'deposit',
        refId: 'worker-test',
      });
    });

    const placed = await call(follower.url, apiRoutes.spotPlaceOrder, {
      token,
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '1000',
        amount: '0.01',
        client_order_id: 'through-the-follower',
      },
    });
    expect(placed.status).toBe(200);
    const order = placed.body.data as { symbol: string; client_order_id: string };
    expect(order).toMatchObject({ symbol: 'BTCUSDT', client_order_id: 'through-the-follower' });
    // The owner's engine holds it in its book.
    const stored = await owner.storage.db
      .selectFrom('spot_orders')
      .select(['user_id', 'price'])
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(fatal).toEqual([]);
  }, 60_000);

  it("the owner's graceful release hands the engine over: the other builds it and answers", async () => {
    const owner = workers.find((w) => w.engine());
    const follower = workers.find((w) => !w.engine());
    if (!owner || !follower) throw new Error('an owner and a follower expected');
    const ownerId = started()[0]?.worker;

    await owner.keeper.stop();
    expect(owner.engine()).toBeUndefined();
    expect(events).toContainEqual({
      worker: ownerId,
      event: { type: 'engine-stopped', epoch: expect.any(Number) as number, reason: 'released' },
    });
    await waitFor('the follower to run the engine', () => follower.engine(), 20_000);
    expect(started()).toHaveLength(2);
    expect(started()[1]?.worker).not.toBe(ownerId);

    // The old owner's edge still serves, forwarding to the new engine.
    const unauthorized = await call(owner.url, apiRoutes.spotPlaceOrder, {
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '1000',
        amount: '0.01',
        client_order_id: 'no-token',
      },
    });
    expect(unauthorized.status).toBe(401);
    expect(fatal).toEqual([]);
  }, 40_000);
});
