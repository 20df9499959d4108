import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, demoSimulatorSchema, failureBodySchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

// POST /demo/simulator against a listening server (only a listening server simulates), with
// fast rounds so a 2 s pause covers ten rounds that must not happen.
const ROUND_MS = 200;

function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

describe('demo simulator route', () => {
  let ex: TestExchange;

  /**
   * Orders ever placed and trades ever made, spot and contracts: any simulated round adds to
   * both or one.
   */
  async function activity(): Promise<{ orders: number; trades: number; contracts: number }> {
    const { db } = ex.ctx.storage;
    const entrusts = await db
      .selectFrom('contract_orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const orders = await db
      .selectFrom('spot_orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const trades = await db
      .selectFrom('spot_trades')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return { orders: Number(orders.n), trades: Number(trades.n), contracts: Number(entrusts.n) };
  }

  beforeAll(async () => {
    ex = await startTestExchange({ simulateEveryMs: ROUND_MS });
    await ex.app.listen({ port: 0, host: '127.0.0.1' });
    // The simulator is created by an onListen hook, which may finish after listen() resolves.
    await vi.waitFor(() => {
      expect(ex.app.exchangeMarket.simulator?.isRunning).toBe(true);
      expect(ex.app.contractMarket.simulator?.isRunning).toBe(true);
    }, 10_000);
  });
  afterAll(() => ex.close());

  it('pauses the market: no order or trade over 2 s; resuming trades again', async () => {
    // Running: the maker requotes every round.
    const start = await activity();
    await expect.poll(async () => (await activity()).orders).toBeGreaterThan(start.orders + 4);
    // The contract maker quotes too (issue 19).
    await expect
      .poll(async () => (await activity()).contracts)
      .toBeGreaterThan(start.contracts + 4);

    const paused = await ex.call(apiRoutes.demoSimulator, { body: { running: false } });
    expect(paused.status).toBe(200);
    expect(demoSimulatorSchema.parse(paused.body.data)).toEqual({ running: false });
    // The answer came after the round in flight: from here on nothing moves.
    const still = await activity();
    await sleep(2000);
    expect(await activity()).toEqual(still);
    // Pausing twice is harmless.
    const again = await ex.call(apiRoutes.demoSimulator, { body: { running: '0' } });
    expect(again.body.data).toEqual({ running: false });

    const resumed = await ex.call(apiRoutes.demoSimulator, { body: { running: true } });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toEqual({ running: true });
    await expect
      .poll(async () => (await activity()).orders, { timeout: 5000 })
      .toBeGreaterThan(still.orders + 4);
    await expect
      .poll(async () => (await activity()).contracts, { timeout: 5000 })
      .toBeGreaterThan(still.contracts + 4);
    await expect
      .poll(async () => (await activity()).trades, { timeout: 10_000 })
      .toBeGreaterThan(still.trades);
    // Two simulators' rounds (spot and contracts) and a 2 s hold: more than vitest's 5 s default.
  }, 20_000);

  it('answers 422 naming the field for a bad or missing body', async () => {
    const bad = await ex.call(apiRoutes.demoSimulator, { body: { running: 'maybe' } });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['running']);
    const missing = await ex.call(apiRoutes.demoSimulator, { body: {} });
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing.body)).toEqual(['running']);
    // A refused call changed nothing: the market still runs.
    expect(ex.app.exchangeMarket.simulator?.isRunning).toBe(true);
  });
});

describe('demo simulator route without a running simulator', () => {
  it('answers 409 when the server does not listen (no simulator)', async () => {
    const ex = await startTestExchange();
    try {
      const res = await ex.call(apiRoutes.demoSimulator, { body: { running: false } });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/no market simulator/);
    } finally {
      await ex.close();
    }
  });

  it('is absent outside demo mode (404)', async () => {
    const ex = await startTestExchange({ demo: false });
    try {
      const res = await ex.call(apiRoutes.demoSimulator, { body: { running: false } });
      expect(res.status).toBe(404);
    } finally {
      await ex.close();
    }
  });
});
