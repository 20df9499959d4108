import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import { LaunchpadService } from './launchpad-service.ts';
import { PHASE, startLaunchpadTest, T0, type LaunchpadTest } from './launchpad-test-kit.ts';

// The same queries on PostgreSQL (NUMERIC amounts, BIGINT times, row locks): a project through
// its end, with the figures of launchpad-phases.test.ts.

let pg: TestPostgres;
let storage: Storage;
let t: LaunchpadTest;
beforeAll(async () => {
  pg = await startTestPostgres();
  storage = await openStorage({ url: await pg.createDatabase() });
  t = await startLaunchpadTest({ storage });
}, 120_000);
afterAll(async () => {
  await t.ex.close();
  await storage.close();
  await pg.stop();
});

describe('launchpad on PostgreSQL', () => {
  it('commits, refuses, distributes once and lists the pair', async () => {
    for (const [who, amount] of [
      [t.alice, '300'],
      [t.bob, '400'],
    ] as const) {
      const res = await t.commit(who, { project_id: 11, amount, client_order_id: 'p1' });
      expect(res.status).toBe(200);
    }
    const again = await t.commit(t.alice, { project_id: 11, amount: '300', client_order_id: 'p1' });
    expect(again.status).toBe(200);
    const over = await t.commit(t.alice, {
      project_id: 11,
      amount: '100.01',
      client_order_id: 'p2',
    });
    expect(over.status).toBe(422);
    expect(await t.project(11, t.alice)).toMatchObject({
      user_committed: '300',
      total_committed: '700',
      participants: 2,
    });
    t.clock.now = T0 + 3 * PHASE;
    // A second clock on the same store, as another process would run: each step is claimed once.
    const other = new LaunchpadService(t.ex.ctx, { listPair: () => Promise.resolve() });
    await Promise.all([t.ex.app.launchpad.tick(t.clock.now), other.tick(t.clock.now)]);
    expect(await t.project(11, t.alice)).toMatchObject({
      phase: 'distributing',
      user_allocated: '428.57',
      user_refunded: '85.715',
    });
    expect(await t.account(t.bob.id, 'USDT')).toEqual({ balance: '9714.29', frozen: '0' });
    expect(await t.account(SYSTEM_USER, 'LPA', 'issuer')).toEqual({ balance: '0.01', frozen: '0' });
    t.clock.now = T0 + 4 * PHASE;
    await t.ex.app.launchpad.tick(t.clock.now);
    expect(t.ex.app.exchangeMarket.market.pairs.map((p) => p.symbol)).toContain('LPAUSDT');
  });
});
