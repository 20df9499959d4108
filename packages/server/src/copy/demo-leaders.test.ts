import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Big } from 'big.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, leaderCardSchema, paginated } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { fundFuturesAccounts } from '../contract/contract-exchange-kit.ts';
import { ledger } from '../wallet/ledger.ts';
import {
  DEMO_LEADERS,
  DemoLeaderTrader,
  SEEDED_DAYS,
  seededHistory,
  seedDemoLeaders,
} from './demo-leaders.ts';

// The demo's lead traders: created once (users, funds, approval, seeded past) however often the
// server starts, trading on the real contract engine through the manual order path.

const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 24);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-demo-leaders-'));
const file = path.join(dir, 'exchange.sqlite');
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const clock = { now: TODAY + 10 * 3_600_000 };

/** A demo server on `file` whose simulators and timers stay still (the test acts itself). */
function demoServer(): Promise<TestExchange> {
  return startTestExchange({
    demo: true,
    database: { file },
    now: () => clock.now,
    simulateEveryMs: 3_600_000,
    contractTickMs: 0,
    copy: { demoLeaders: true, demoTradeMs: 0, tickMs: 0 },
  }).then(async (ex) => {
    // Demo leaders start when the server listens, as the simulators do (the hook runs after
    // listen resolves): wait until they are all there.
    await ex.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(
      async () => {
        const { n } = await ex.ctx.storage.db
          .selectFrom('copy_leaders')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(n)).toBe(DEMO_LEADERS.length);
      },
      { timeout: 20_000, interval: 50 },
    );
    return ex;
  });
}

async function demoRows(ex: TestExchange) {
  const { db } = ex.ctx.storage;
  const users = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', 'like', '%@copy-leaders.invalid')
    .orderBy('id')
    .execute();
  const leaders = await db
    .selectFrom('copy_leaders')
    .select(['id', 'user_id', 'status'])
    .where(
      'user_id',
      'in',
      users.map((user) => user.id),
    )
    .orderBy('id')
    .execute();
  const seeded = await db
    .selectFrom('copy_leader_trades')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('seeded', '=', 1)
    .executeTakeFirstOrThrow();
  const funds = await Promise.all(
    users.map(async (user) => (await ledger.account(db, user.id, 'futures', 'USDT')).balance),
  );
  return { users, leaders, seeded: Number(seeded.n), funds };
}

describe('copy trading: demo leaders', () => {
  it('are created once across restarts, approved, funded and with a seeded past', async () => {
    const first = await demoServer();
    const board = await first.call(apiRoutes.copyLeaders, { query: { period: '90d' } });
    expect(board.status, board.body.message).toBe(200);
    const cards = paginated(leaderCardSchema).parse(board.body.data);
    expect(cards.list.map((card) => card.nickname).sort()).toEqual(
      DEMO_LEADERS.map((leader) => leader.nickname).sort(),
    );
    // The seeded past shows: each has closes in the 90 days, hence a win rate
    for (const card of cards.list) expect(card.stats.win_rate).not.toBeNull();
    const before = await demoRows(first);
    expect(before.users).toHaveLength(3);
    expect(before.users.every((user) => user.password_hash === '!')).toBe(true);
    expect(before.leaders.map((leader) => leader.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    expect(before.funds).toEqual(DEMO_LEADERS.map((leader) => leader.funds));
    expect(before.seeded).toBeGreaterThan(3 * SEEDED_DAYS);
    await first.close();

    clock.now += DAY;
    const second = await demoServer();
    await second.call(apiRoutes.copyLeaders, {});
    expect(await demoRows(second)).toEqual(before);
    await second.close();
  }, 60_000);

  it('a trade places a market order on the engine through ContractActions, then closes', async () => {
    const ex = await demoServer();
    await ex.call(apiRoutes.copyLeaders, {});
    const maker = await ex.signUp('maker@example.com');
    await fundFuturesAccounts(ex, [maker.id], '10000000');
    let serial = 0;
    const quote = async (symbol: string, side: 'long' | 'short', price: string) => {
      serial += 1;
      const res = await ex.call(apiRoutes.contractOpen, {
        token: maker.token,
        body: { symbol, side, type: 'limit', price, amount: '50', client_order_id: `q${serial}` },
      });
      expect(res.status, res.body.message).toBe(200);
    };
    for (const [symbol, mark] of [
      ['BTCUSDT', ex.app.copyTrading.engine.markOf('BTCUSDT')],
      ['ETHUSDT', ex.app.copyTrading.engine.markOf('ETHUSDT')],
    ] as const) {
      await quote(symbol, 'short', mark.times('1.001').toFixed(2));
      await quote(symbol, 'long', mark.times('0.999').toFixed(2));
    }
    const TRADE_MS = 45_000;
    const leaders = await seedDemoLeaders(ex.app.copyTrading);
    const trader = new DemoLeaderTrader(ex.app.copyTrading, leaders, TRADE_MS);
    const first = leaders[0];
    if (!first) throw new Error('no demo leader');
    const { db } = ex.ctx.storage;
    const orders = () =>
      db
        .selectFrom('contract_orders')
        .select(['client_order_id', 'type', 'status', 'filled', 'reduce_only'])
        .where('user_id', '=', first.userId)
        .orderBy('id')
        .execute();
    expect(await trader.tick(clock.now)).toBe('open');
    const opened = await orders();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ type: 'market', status: 'filled', reduce_only: 0 });
    expect(opened[0]?.client_order_id).toMatch(/^copy-demo-/);
    const held = ex.app.copyTrading.engine.positionOf(first.userId, 'BTCUSDT');
    expect(held?.size.gt(0)).toBe(true);
    // Not due yet: nothing happens before the next trade's time
    expect(await trader.tick(clock.now + TRADE_MS - 1)).toBeUndefined();
    // The turn goes round the three leaders, then the first closes what it holds
    for (let turn = 1; turn <= 2; turn += 1) await trader.tick((clock.now += TRADE_MS));
    expect(await trader.tick((clock.now += TRADE_MS))).toBe('close');
    expect(ex.app.copyTrading.engine.positionOf(first.userId, 'BTCUSDT')).toBeUndefined();
    expect((await orders()).map((order) => order.reduce_only)).toEqual([0, 1]);
    // The close is the leader's latest history entry
    const history = await ex.call(apiRoutes.copyLeaderHistory, {
      params: { id: first.leaderId },
    });
    expect(history.status).toBe(200);
    expect((history.body.data as { list: { closed_at: number }[] }).list[0]?.closed_at).toBe(
      clock.now,
    );
    await ex.close();
  }, 60_000);

  it('works the seeded equity back from today’s funds and the PnL closed since', () => {
    const demo = DEMO_LEADERS[0];
    if (!demo) throw new Error('no demo leader');
    const marks = () => new Big('50000');
    const { trades, days } = seededHistory(demo, 1, TODAY + 3_600_000, marks);
    expect(days).toHaveLength(SEEDED_DAYS);
    expect(trades.every((trade) => trade.seeded === 1 && trade.closed_at < TODAY)).toBe(true);
    const total = trades.reduce((sum, trade) => sum.plus(trade.pnl), new Big(0));
    expect(days[0]?.equity).toBe(new Big(demo.funds).minus(total).toFixed());
    const last = trades.filter((trade) => trade.closed_at >= TODAY - DAY);
    const lastPnl = last.reduce((sum, trade) => sum.plus(trade.pnl), new Big(0));
    expect(days[SEEDED_DAYS - 1]?.equity).toBe(new Big(demo.funds).minus(lastPnl).toFixed());
    // The walk starts from today's price: yesterday's trades are within a few % of it
    const yesterday = trades.filter((trade) => trade.closed_at >= TODAY - DAY);
    for (const trade of yesterday)
      expect(new Big(trade.entry_price).div(50000).minus(1).abs().lt('0.05')).toBe(true);
    // Same leader, same past
    expect(seededHistory(demo, 1, TODAY + 3_600_000, marks)).toEqual({ trades, days });
  });
});
