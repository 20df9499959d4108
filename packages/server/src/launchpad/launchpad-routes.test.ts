import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type LaunchpadProject, type LaunchpadRecord, type Page } from '@exchange/api';
import {
  fieldsOf,
  PHASE,
  startLaunchpadTest,
  T0,
  type LaunchpadTest,
} from './launchpad-test-kit.ts';

let t: LaunchpadTest;
beforeAll(async () => (t = await startLaunchpadTest()));
afterAll(() => t.ex.close());

describe('launchpad projects', () => {
  it('lists every project in its phase with its countdown, for visitors too', async () => {
    const res = await t.ex.call(apiRoutes.launchpadProjects);
    expect(res.status).toBe(200);
    const projects = res.body.data as LaunchpadProject[];
    expect(projects.map((p) => [p.id, p.phase, p.phase_ends_at])).toEqual([
      [11, 'subscribing', T0 + 2 * PHASE],
      [12, 'upcoming', T0 + PHASE],
      [13, 'ended', null],
    ]);
    const alpha = projects[0];
    expect(alpha).toMatchObject({
      token: 'LPA',
      price: '0.5',
      supply: '1000',
      offered_value: '500',
      user_cap: '400',
      min_commit: '10',
      total_committed: '0',
      user_committed: '0',
      user_allocated: null,
      pair: 'LPAUSDT',
      subscribe_start: T0 - PHASE,
      listing_at: T0 + 4 * PHASE,
    });
  });

  it('filters by phase and answers one project, 404 naming id for none', async () => {
    const res = await t.ex.call(apiRoutes.launchpadProjects, { query: { phase: 'upcoming' } });
    expect((res.body.data as LaunchpadProject[]).map((p) => p.id)).toEqual([12]);
    expect((await t.project(13)).phase).toBe('ended');
    const missing = await t.ex.call(apiRoutes.launchpadProject, { params: { id: 99 } });
    expect(missing.status).toBe(404);
    expect(fieldsOf(missing.body)).toEqual(['id']);
  });

  it('the project that ended before the first start listed its token and pair at once', async () => {
    const pairs = await t.ex.call(apiRoutes.spotPairs);
    expect((pairs.body.data as { symbol: string }[]).map((p) => p.symbol)).toContain('LPCUSDT');
  });
});

describe('committing', () => {
  it('freezes the quote coin, adds to the commitment and the total, and tells the balance', async () => {
    const events = t.balanceEvents.length;
    const res = await t.commit(t.alice, { project_id: 11, amount: '100', client_order_id: 'a-1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'commit',
      project_id: 11,
      coin: 'USDT',
      amount: '100',
      cost: null,
      client_order_id: 'a-1',
      phase: 'subscribing',
      created_at: T0,
    });
    expect(await t.account(t.alice.id, 'USDT')).toEqual({ balance: '9900', frozen: '100' });
    const told = t.balanceEvents.slice(events);
    expect(told.map((e) => [e.userId, e.accounts.map((a) => [a.coin, a.frozen])])).toEqual([
      [t.alice.id, [['USDT', '100']]],
    ]);
    const more = await t.commit(t.alice, { project_id: 11, amount: '200', client_order_id: 'a-2' });
    expect(more.status).toBe(200);
    const mine = await t.project(11, t.alice);
    expect(mine).toMatchObject({ user_committed: '300', total_committed: '300', participants: 1 });
    expect((await t.project(11)).user_committed).toBe('0');
  });

  it('a retried client_order_id answers the first commitment and commits nothing more', async () => {
    const again = await t.commit(t.alice, {
      project_id: 11,
      amount: '100',
      client_order_id: 'a-1',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ amount: '100', client_order_id: 'a-1' });
    expect(await t.account(t.alice.id, 'USDT')).toEqual({ balance: '9700', frozen: '300' });
    const other = await t.commit(t.alice, { project_id: 11, amount: '50', client_order_id: 'a-1' });
    expect(other.status).toBe(409);
    expect(fieldsOf(other.body)).toEqual(['client_order_id']);
  });

  it('refuses bad input naming the field, with nothing changed', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ project_id: 11, amount: '10.001' }, 422, 'amount'],
      [{ project_id: 11, amount: '5' }, 422, 'amount'],
      [{ project_id: 11, amount: '100.01' }, 422, 'amount'],
      [{ project_id: 12, amount: '100' }, 409, 'project_id'],
      [{ project_id: 13, amount: '10' }, 409, 'project_id'],
      [{ project_id: 99, amount: '10' }, 404, 'project_id'],
      [{ project_id: 11, amount: '-5' }, 422, 'amount'],
      [{ project_id: 11, amount: '1e3' }, 422, 'amount'],
    ];
    for (const [i, [body, status, field]] of cases.entries()) {
      const res = await t.commit(t.alice, {
        client_order_id: `bad-${String(i)}`,
        ...body,
      } as { project_id: number; amount: string; client_order_id: string });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual([field]);
    }
    expect(await t.account(t.alice.id, 'USDT')).toEqual({ balance: '9700', frozen: '300' });
    expect(await t.project(11, t.alice)).toMatchObject({
      user_committed: '300',
      total_committed: '300',
    });
  });

  it('refuses more than the available balance naming amount', async () => {
    const res = await t.commit(t.bob, { project_id: 12, amount: '10', client_order_id: 'b-early' });
    expect(res.status).toBe(409);
    t.clock.now = T0 + PHASE;
    await t.ex.app.launchpad.tick(t.clock.now);
    const poor = await t.commit(t.bob, {
      project_id: 12,
      amount: '20000',
      client_order_id: 'b-rich',
    });
    expect(poor.status).toBe(422);
    expect(fieldsOf(poor.body)).toEqual(['amount']);
    expect(await t.account(t.bob.id, 'USDT')).toEqual({ balance: '10000', frozen: '0' });
  });

  it('needs a token', async () => {
    const res = await t.ex.call(apiRoutes.launchpadCommit, {
      body: { project_id: 11, amount: '10', client_order_id: 'x' },
    });
    expect(res.status).toBe(401);
  });
});

describe('records', () => {
  it("lists only the caller's records, newest first, with filters and pages", async () => {
    const bob = await t.commit(t.bob, { project_id: 11, amount: '400', client_order_id: 'b-1' });
    expect(bob.status).toBe(200);
    const res = await t.ex.call(apiRoutes.launchpadRecords, { token: t.alice.token });
    const page = res.body.data as Page<LaunchpadRecord>;
    expect(page.total).toBe(2);
    expect(page.list.map((r) => r.client_order_id)).toEqual(['a-2', 'a-1']);
    const paged = await t.ex.call(apiRoutes.launchpadRecords, {
      token: t.alice.token,
      query: { limit: 1, page: 2 },
    });
    expect((paged.body.data as Page<LaunchpadRecord>).list.map((r) => r.amount)).toEqual(['100']);
    const none = await t.ex.call(apiRoutes.launchpadRecords, {
      token: t.alice.token,
      query: { type: 'refund' },
    });
    expect((none.body.data as Page<LaunchpadRecord>).total).toBe(0);
    const other = await t.ex.call(apiRoutes.launchpadRecords, {
      token: t.bob.token,
      query: { project_id: 11 },
    });
    expect((other.body.data as Page<LaunchpadRecord>).list.map((r) => r.client_order_id)).toEqual([
      'b-1',
    ]);
  });

  it('exports the filtered records as CSV', async () => {
    const res = await t.ex.app.inject({
      method: 'GET',
      url: '/launchpad/records/export?project_id=11',
      headers: { authorization: `Bearer ${t.alice.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/launchpad-records-2026-11-24\.csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,type,project_id,project_name,token,quote_coin,price,coin,amount,cost,client_order_id,phase,created_at',
    );
    expect(lines.slice(1).map((line) => line.split(',')[10])).toEqual(['a-2', 'a-1']);
  });
});

describe('demo advance', () => {
  it('moves a project to its next phase now, through to ended, then 409', async () => {
    const phases: string[] = [];
    // Beta (12) is subscribing since the clock moved one phase on.
    for (let i = 0; i < 3; i += 1) {
      const res = await t.ex.call(apiRoutes.demoLaunchpadAdvance, { body: { project_id: 12 } });
      expect(res.status).toBe(200);
      phases.push((res.body.data as { phase: string }).phase);
    }
    expect(phases).toEqual(['calculating', 'distributing', 'ended']);
    const after = await t.ex.call(apiRoutes.demoLaunchpadAdvance, { body: { project_id: 12 } });
    expect(after.status).toBe(409);
    expect(fieldsOf(after.body)).toEqual(['project_id']);
    const none = await t.ex.call(apiRoutes.demoLaunchpadAdvance, { body: { project_id: 99 } });
    expect(none.status).toBe(404);
  });
});
