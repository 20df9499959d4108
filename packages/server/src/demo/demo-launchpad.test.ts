import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type LaunchpadProject } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { demoLaunchpadProjects } from '../launchpad/launchpad-config.ts';
import { seedDemoBackers } from './demo-launchpad.ts';

// The demo's ended launchpad project (Orbit Relay) closed its window before the server first
// started: its demo backers' commitments are made through the launchpad at first start, so the
// ended card shows a real total and the distribution's allocations and refunds exist.

const PHASE = 60_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const ORBIT = 1;

describe('demo launchpad backers', () => {
  let ex: TestExchange;

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => NOW,
      launchpadPhaseMs: PHASE,
      launchpadTickMs: 0,
      earnTickMs: 0,
      contractTickMs: 0,
    });
  });
  afterAll(() => ex.close());

  const orbit = async () => {
    const res = await ex.call(apiRoutes.launchpadProject, { params: { id: ORBIT } });
    expect(res.status).toBe(200);
    return res.body.data as LaunchpadProject;
  };

  it('ends the project with the backers’ commitments in its total', async () => {
    expect(await orbit()).toMatchObject({
      name: 'Orbit Relay',
      phase: 'ended',
      offered_value: '10000',
      total_committed: '15000',
      participants: 4,
    });
  });

  it('distributed pro rata through the service: allocations, refunds and their records', async () => {
    const { db } = ex.ctx.storage;
    const commitments = await db
      .selectFrom('launchpad_commitments')
      .select(['user_id', 'committed', 'allocated', 'cost', 'refunded'])
      .where('project_id', '=', ORBIT)
      .orderBy('user_id')
      .execute();
    // 15,000 committed against 10,000 offered: two thirds of each commitment buys ORBT at 0.02.
    expect(
      commitments.map((c) => [c.committed, c.allocated, c.cost, c.refunded].map(Number)),
    ).toEqual([
      [6000, 200000, 4000, 2000],
      [4500, 150000, 3000, 1500],
      [3000, 100000, 2000, 1000],
      [1500, 50000, 1000, 500],
    ]);
    const records = await db
      .selectFrom('launchpad_records')
      .select(['user_id', 'type', 'coin', 'amount', 'created_at'])
      .where('project_id', '=', ORBIT)
      .execute();
    const count = (type: string) => records.filter((r) => r.type === type).length;
    expect([count('commit'), count('allocation'), count('refund')]).toEqual([4, 4, 4]);
    // Each commitment was made inside the project's window, before the first start.
    const [start, end] = demoLaunchpadProjects(PHASE)[0]?.offsets ?? [0, 0];
    for (const record of records.filter((r) => r.type === 'commit')) {
      expect(record.created_at).toBeGreaterThan(NOW + start);
      expect(record.created_at).toBeLessThan(NOW + end);
    }
    // What the backers hold now: the tokens, the refunds, nothing frozen; USDT conserved.
    for (const commitment of commitments) {
      const accounts = await db
        .selectFrom('ledger_accounts')
        .select(['coin', 'balance', 'frozen'])
        .where('user_id', '=', commitment.user_id)
        .where('kind', '=', 'spot')
        .execute();
      const of = (coin: string) => accounts.find((a) => a.coin === coin);
      expect(Number(of('ORBT')?.balance)).toBe(Number(commitment.allocated));
      expect(Number(of('USDT')?.balance)).toBe(Number(commitment.refunded));
      expect(Number(of('USDT')?.frozen)).toBe(0);
    }
  });

  it('seeds once: a later start changes nothing', async () => {
    const before = await orbit();
    await seedDemoBackers(ex.ctx, ex.app.launchpad, demoLaunchpadProjects(PHASE));
    await ex.app.launchpad.tick(NOW);
    expect(await orbit()).toEqual(before);
    const users = await ex.ctx.storage.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', '%@launchpad.invalid')
      .execute();
    expect(users).toHaveLength(4);
  });
});
