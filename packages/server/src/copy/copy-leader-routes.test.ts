import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  leaderCardSchema,
  leaderPositionSchema,
  leaderProfileSchema,
  leaderTradeSchema,
  paginated,
} from '@exchange/api';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { fundFuturesAccounts, type Trader } from '../contract/contract-exchange-kit.ts';
import { freshDatabases } from '../market/market-test-kit.ts';

// The board and a leader's public pages on a whole server (issue 24). Leaders and their records
// are written straight to the tables the statistics read (copy_leaders, copy_leader_trades,
// copy_leader_days, copy_follows), so each figure below is worked out by hand; the last tests
// trade on the real engine: open positions, hidden sizes, and a close recorded into the history.
// Both storage engines answer the same.

const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 24);
const clock = { now: TODAY + 12 * 3_600_000 };
const { copyLeaders, copyLeader, copyLeaderPositions, copyLeaderHistory, contractOpen } = apiRoutes;
const board = paginated(leaderCardSchema);

describe.each(['sqlite', 'postgres'] as const)(
  'copy trading: the board and profiles on %s',
  (engine) => {
    const database = freshDatabases(engine);
    let ex: TestExchange;
    let alice: Trader;
    let bob: Trader;
    let follower: Trader;
    let maker: Trader;
    const ids = { alpha: 0, beta: 0, pending: 0, delta: 0 };

    const leaderRow = (userId: number, nickname: string, show: boolean, status = 'approved') => ({
      user_id: userId,
      nickname,
      bio: `${nickname} trades`,
      profit_share_rate: '0.1',
      show_positions: show ? 1 : 0,
      max_followers: 100,
      status: status as 'approved' | 'pending',
      reason: null,
      created_at: TODAY - 100 * DAY,
      approved_at: status === 'approved' ? TODAY - 100 * DAY : null,
    });

    const trade = (leaderId: number, daysAgo: number, pnl: string) => ({
      leader_id: leaderId,
      position_id: null,
      symbol: 'BTCUSDT',
      side: 'long' as const,
      leverage: 10,
      amount: '0.1',
      entry_price: '60000',
      close_price: '60000',
      pnl,
      seeded: 0,
      opened_at: TODAY - daysAgo * DAY + 3_600_000,
      closed_at: TODAY - daysAgo * DAY + 7_200_000,
    });

    let subUser = 1000;
    const follow = (followerId: number, leaderId: number, budget: string, active = true) => ({
      follower_id: followerId,
      leader_id: leaderId,
      sub_user_id: (subUser += 1),
      mode: 'ratio' as const,
      fixed_amount: null,
      ratio: '1',
      max_per_position: budget,
      budget,
      stop_loss_rate: null,
      realized_pnl: '0',
      shared: '0',
      status: active ? ('active' as const) : ('stopped' as const),
      created_at: TODAY - DAY,
      stopped_at: active ? null : TODAY,
      returned_at: null,
    });

    beforeAll(async () => {
      ex = await startTestExchange({
        database: await database(),
        demo: false,
        contractTickMs: 0,
        contractHouseFloat: '10000000',
        insuranceFundSeed: '10000',
        now: () => clock.now,
        copy: { tickMs: 0 },
      });
      alice = await ex.signUp('alice@example.com');
      bob = await ex.signUp('bob@example.com');
      const carol = await ex.signUp('carol@example.com');
      const dave = await ex.signUp('dave@example.com');
      follower = await ex.signUp('follower@example.com');
      maker = await ex.signUp('maker@example.com');
      await fundFuturesAccounts(ex, [alice.id, bob.id, maker.id], '100000');
      const { db } = ex.ctx.storage;
      const insert = async (row: ReturnType<typeof leaderRow>) =>
        (await db.insertInto('copy_leaders').values(row).returning('id').executeTakeFirstOrThrow())
          .id;
      ids.alpha = await insert(leaderRow(alice.id, 'Alpha Wolf', true));
      ids.beta = await insert(leaderRow(bob.id, 'Beta Bear', false));
      ids.pending = await insert(leaderRow(carol.id, 'Carol Pending', true, 'pending'));
      ids.delta = await insert(leaderRow(dave.id, 'Delta Calm', true));
      // Alpha: 10,000 at the start of each period; +500 (50 days ago), −300 (20), +200 (3), −100 (2).
      // Beta: 5,000 at each start; +400 yesterday.
      const days = [89, 29, 6].flatMap((ago) => [
        { leader_id: ids.alpha, day: TODAY - ago * DAY, equity: '10000' },
        { leader_id: ids.beta, day: TODAY - ago * DAY, equity: '5000' },
      ]);
      await db.insertInto('copy_leader_days').values(days).execute();
      await db
        .insertInto('copy_leader_trades')
        .values([
          trade(ids.alpha, 50, '500'),
          trade(ids.alpha, 20, '-300'),
          trade(ids.alpha, 3, '200'),
          trade(ids.alpha, 2, '-100'),
          trade(ids.beta, 1, '400'),
          trade(ids.pending, 1, '9999'),
        ])
        .execute();
      // Alpha: two active follows (300 + 200); Beta: one of 1,000 and a stopped one.
      await db
        .insertInto('copy_follows')
        .values([
          follow(follower.id, ids.alpha, '300'),
          follow(carol.id, ids.alpha, '200'),
          follow(dave.id, ids.beta, '1000'),
          follow(carol.id, ids.beta, '5000', false),
        ])
        .execute();
    });
    afterAll(async () => {
      await ex.close();
    });

    const cards = async (query: Record<string, unknown>) => {
      const res = await ex.call(copyLeaders, { query });
      expect(res.status, res.body.message).toBe(200);
      return board.parse(res.body.data);
    };
    const order = async (query: Record<string, unknown>) =>
      (await cards(query)).list.map((card) => card.nickname);

    it('shows approved leaders with the period’s worked-out figures and a daily curve', async () => {
      const week = await cards({ period: '7d' });
      expect(week.total).toBe(3);
      const alpha = week.list.find((card) => card.id === ids.alpha);
      // 7d: +200 −100 on 10,000; equity 10,000 → 10,200 → 10,100: a fall of 100 ÷ 10,200
      expect(alpha?.stats).toEqual({
        period: '7d',
        roi: '0.01',
        pnl: '100',
        win_rate: '0.5',
        max_drawdown: '0.00980392',
        aum: '500',
      });
      expect(alpha?.followers).toBe(2);
      expect(alpha?.pnl_curve).toHaveLength(7);
      expect(alpha?.pnl_curve[0]).toEqual({ time: TODAY - 6 * DAY, value: '0' });
      expect(alpha?.pnl_curve.map((point) => point.value)).toEqual([
        '0',
        '0',
        '0',
        '200',
        '100',
        '100',
        '100',
      ]);
      const month = await cards({ period: '30d' });
      // 30d: −300 +200 −100 = −200 on 10,000; 10,000 → 9,700 is the deepest fall (3 %)
      expect(month.list.find((card) => card.id === ids.alpha)?.stats).toMatchObject({
        roi: '-0.02',
        pnl: '-200',
        win_rate: '0.33333333',
        max_drawdown: '0.03',
      });
      const quarter = await cards({ period: '90d' });
      expect(quarter.list.find((card) => card.id === ids.alpha)?.stats).toMatchObject({
        roi: '0.03',
        pnl: '300',
        win_rate: '0.5',
      });
      // Beta: one stopped follow does not count
      expect(week.list.find((card) => card.id === ids.beta)).toMatchObject({
        followers: 1,
        stats: { roi: '0.08', pnl: '400', win_rate: '1', max_drawdown: '0', aum: '1000' },
      });
      // Delta never closed anything: no win rate yet
      expect(week.list.find((card) => card.id === ids.delta)?.stats.win_rate).toBeNull();
    });

    it('sorts by every key: drawdown smallest first, the rest largest first, ties by id', async () => {
      expect(await order({ period: '7d', sort: 'roi' })).toEqual([
        'Beta Bear',
        'Alpha Wolf',
        'Delta Calm',
      ]);
      expect(await order({ period: '30d', sort: 'roi' })).toEqual([
        'Beta Bear',
        'Delta Calm',
        'Alpha Wolf',
      ]);
      expect(await order({ period: '90d', sort: 'pnl' })).toEqual([
        'Beta Bear',
        'Alpha Wolf',
        'Delta Calm',
      ]);
      expect(await order({ period: '7d', sort: 'win_rate' })).toEqual([
        'Beta Bear',
        'Alpha Wolf',
        'Delta Calm',
      ]);
      expect(await order({ sort: 'followers' })).toEqual(['Alpha Wolf', 'Beta Bear', 'Delta Calm']);
      expect(await order({ sort: 'aum' })).toEqual(['Beta Bear', 'Alpha Wolf', 'Delta Calm']);
      expect(await order({ period: '7d', sort: 'max_drawdown' })).toEqual([
        'Beta Bear',
        'Delta Calm',
        'Alpha Wolf',
      ]);
    });

    it('searches by nickname (any case) and pages', async () => {
      expect(await order({ search: 'BEAR' })).toEqual(['Beta Bear']);
      expect(await order({ search: 'wolf', sort: 'aum' })).toEqual(['Alpha Wolf']);
      expect(await order({ search: 'nobody' })).toEqual([]);
      const second = await cards({ period: '7d', sort: 'roi', page: 2, limit: 2 });
      expect(second.total).toBe(3);
      expect(second.list.map((card) => card.nickname)).toEqual(['Delta Calm']);
      const bad = await ex.call(copyLeaders, { query: { sort: 'luck' } });
      expect(bad.status).toBe(422);
    });

    it('answers a profile with all three periods, 90-day curves and the caller’s following', async () => {
      const anonymous = await ex.call(copyLeader, { params: { id: ids.alpha } });
      expect(anonymous.status, anonymous.body.message).toBe(200);
      const profile = leaderProfileSchema.parse(anonymous.body.data);
      expect(profile.stats.map((stats) => [stats.period, stats.pnl])).toEqual([
        ['7d', '100'],
        ['30d', '-200'],
        ['90d', '300'],
      ]);
      expect(profile.pnl_curve).toHaveLength(90);
      expect(profile.roi_curve).toHaveLength(90);
      expect(profile.roi_curve[89]).toEqual({ time: TODAY, value: '0.03' });
      expect(profile.leading_since).toBe(TODAY - 100 * DAY);
      expect(profile.show_positions).toBe(true);
      expect(profile.following).toBe(false);
      const mine = await ex.call(copyLeader, { params: { id: ids.alpha }, token: follower.token });
      expect(leaderProfileSchema.parse(mine.body.data).following).toBe(true);
      const other = await ex.call(copyLeader, { params: { id: ids.beta }, token: follower.token });
      expect(leaderProfileSchema.parse(other.body.data).following).toBe(false);
    });

    it('answers 404 naming the id for an unknown or unapproved leader', async () => {
      for (const route of [copyLeader, copyLeaderPositions, copyLeaderHistory])
        for (const id of [ids.pending, 9999]) {
          const res = await ex.call(route, { params: { id } });
          expect(res.status).toBe(404);
          expect(res.body.message).toContain(String(id));
        }
    });

    it('lists open positions, sizes hidden unless shown or asked by the leader', async () => {
      const trade = async (token: string, body: Record<string, unknown>, id: string) => {
        const res = await ex.call(contractOpen, {
          token,
          body: { symbol: 'BTCUSDT', amount: '0.01', client_order_id: id, ...body },
        });
        expect(res.status, res.body.message).toBe(200);
      };
      await trade(maker.token, { side: 'short', type: 'limit', price: '65000' }, 'm1');
      await trade(alice.token, { side: 'long', type: 'market' }, 'a1');
      await trade(maker.token, { side: 'long', type: 'limit', price: '65000' }, 'm2');
      await trade(bob.token, { side: 'short', type: 'market' }, 'b1');
      const positions = async (id: number, token?: string) => {
        const res = await ex.call(copyLeaderPositions, { params: { id }, token });
        expect(res.status, res.body.message).toBe(200);
        return z.array(leaderPositionSchema).parse(res.body.data);
      };
      expect(await positions(ids.alpha)).toEqual([
        expect.objectContaining({ symbol: 'BTCUSDT', side: 'long', amount: '0.010' }),
      ]);
      expect(await positions(ids.beta)).toEqual([
        expect.objectContaining({ symbol: 'BTCUSDT', side: 'short', amount: null }),
      ]);
      expect((await positions(ids.beta, bob.token))[0]?.amount).toBe('0.010');
      expect((await positions(ids.beta, alice.token))[0]?.amount).toBeNull();
      expect(await positions(ids.delta)).toEqual([]);
    });

    it('records a leader’s close into the history (newest first, paged, sizes as shown)', async () => {
      const close = async (token: string, side: 'long' | 'short', id: string) => {
        const res = await ex.call(contractOpen, {
          token,
          body: {
            symbol: 'BTCUSDT',
            side,
            type: 'market',
            amount: '0.01',
            reduce_only: true,
            client_order_id: id,
          },
        });
        expect(res.status, res.body.message).toBe(200);
      };
      await ex.call(contractOpen, {
        token: maker.token,
        body: {
          symbol: 'BTCUSDT',
          side: 'long',
          type: 'limit',
          price: '65500',
          amount: '0.01',
          client_order_id: 'm3',
        },
      });
      await close(alice.token, 'short', 'a2');
      const res = await ex.call(copyLeaderHistory, {
        params: { id: ids.alpha },
        query: { limit: 2 },
      });
      expect(res.status, res.body.message).toBe(200);
      const page = paginated(leaderTradeSchema).parse(res.body.data);
      expect(page.total).toBe(5);
      const latest = page.list[0];
      expect(latest).toMatchObject({
        symbol: 'BTCUSDT',
        side: 'long',
        amount: '0.010',
        entry_price: '65000.00',
        close_price: '65500.00',
      });
      // +5 on 0.01 × 65,000 ÷ the leverage, less both fees: a positive ROE
      expect(Number(latest?.roe)).toBeGreaterThan(0);
      expect(page.list[1]?.closed_at).toBe(TODAY - 2 * DAY + 7_200_000);
      const hidden = await ex.call(copyLeaderHistory, { params: { id: ids.beta } });
      expect(paginated(leaderTradeSchema).parse(hidden.body.data).list[0]?.amount).toBeNull();
      // The recorded close counts in today's figures: Alpha's 7d PnL moved by it
      const week = await cards({ period: '7d', search: 'alpha' });
      expect(week.list[0]?.stats.pnl).not.toBe('100');
    });
  },
);
