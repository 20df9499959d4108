import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { connectNatsBus } from './bus.ts';
import { LeaseKeeper } from './leases.ts';
import { type ClusterReadiness, registerReadyRoute } from './ready-route.ts';
import { startTestNats } from './test-nats.ts';

async function ready(storage: Storage, cluster?: ClusterReadiness) {
  const app = Fastify();
  registerReadyRoute(app, storage, cluster);
  try {
    const res = await app.inject({ method: 'GET', url: '/ready' });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  } finally {
    await app.close();
  }
}

describe('GET /ready', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage({ file: ':memory:' });
  });
  afterAll(async () => {
    await storage.close();
  });

  it('is ready on the single-process server: storage ok, no NATS, no leases', async () => {
    const app = await buildServer();
    try {
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        code: 200,
        message: 'ok',
        data: { ready: true, storage: 'ok', nats: 'not configured', leases: 'not configured' },
      });
    } finally {
      await app.close();
    }
  });

  it('reports the leases once the keeper has run a round, and 503 before', async () => {
    const keeper = new LeaseKeeper({ db: storage.db, names: ['market:BTCUSDT'], owner: 'p1' });
    const before = await ready(storage, { bus: { connected: true }, leases: keeper });
    expect(before.status).toBe(503);
    expect(before.body.message).toBe('Not ready: leases (first round pending)');
    await keeper.tick();
    const after = await ready(storage, { bus: { connected: true }, leases: keeper });
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual({
      ready: true,
      storage: 'ok',
      nats: 'ok',
      leases: { owner: 'p1', known: true, held: { 'market:BTCUSDT': 1 }, wanted: 1 },
    });
    await keeper.stop();
  });

  it('answers 503 naming NATS while the bus is disconnected, 200 once it is back', async () => {
    const nats = await startTestNats();
    const bus = await connectNatsBus({ servers: nats.url });
    try {
      expect((await ready(storage, { bus })).status).toBe(200);
      await nats.stop();
      const deadline = Date.now() + 5000;
      while (bus.connected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const down = await ready(storage, { bus });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        status: 'error',
        code: 503,
        data: null,
        message: 'Not ready: nats (disconnected)',
      });
      await nats.start();
      while (!bus.connected && Date.now() < deadline + 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await ready(storage, { bus })).status).toBe(200);
    } finally {
      await bus.close();
      await nats.stop();
    }
  });

  it('answers 503 naming the storage when it does not answer', async () => {
    const broken = await openStorage({ file: ':memory:' });
    await broken.close();
    const res = await ready(broken);
    expect(res.status).toBe(503);
    expect(String(res.body.message)).toMatch(/^Not ready: storage \(.+\)$/);
  });
});
