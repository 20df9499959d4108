import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type LaunchpadRecord, type Page, type SpotPair } from '@exchange/api';
import { spotChannel } from '../live/market-channels.ts';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import { LaunchpadService } from './launchpad-service.ts';
import {
  fieldsOf,
  PHASE,
  startLaunchpadTest,
  T0,
  type LaunchpadTest,
} from './launchpad-test-kit.ts';

// LPA: 1,000 tokens at 0.5 (worth 500 USDT). Alice commits 300 and Bob 400: 700 committed, so
// Alice gets 300 × 1000 ÷ 700 = 428.571… → 428.57 tokens costing 214.285 (refund 85.715), Bob
// 571.428… → 571.42 costing 285.71 (refund 114.29); 999.99 tokens allocated, 0.01 left.

let t: LaunchpadTest;
beforeAll(async () => {
  t = await startLaunchpadTest();
  for (const [who, amount] of [
    [t.alice, '300'],
    [t.bob, '400'],
  ] as const) {
    const res = await t.commit(who, { project_id: 11, amount, client_order_id: 'c1' });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.ex.close());

const tick = async (at: number) => {
  t.clock.now = at;
  await t.ex.app.launchpad.tick(at);
};

async function records(who: { token: string }) {
  const res = await t.ex.call(apiRoutes.launchpadRecords, {
    token: who.token,
    query: { project_id: 11 },
  });
  return (res.body.data as Page<LaunchpadRecord>).list;
}

describe('a project through its phases', () => {
  it('calculating: commitments close, nothing moves yet', async () => {
    await tick(T0 + 2 * PHASE);
    expect(await t.project(11, t.alice)).toMatchObject({
      phase: 'calculating',
      user_allocated: null,
      user_refunded: null,
      phase_ends_at: T0 + 3 * PHASE,
    });
    const late = await t.commit(t.alice, { project_id: 11, amount: '10', client_order_id: 'c9' });
    expect(late.status).toBe(409);
    expect(fieldsOf(late.body)).toEqual(['project_id']);
    expect(await t.account(t.alice.id, 'USDT')).toEqual({ balance: '9700', frozen: '300' });
  });

  it('distributing: allocations credited, the rest refunded, all at once and once', async () => {
    const events = t.balanceEvents.length;
    t.clock.now = T0 + 3 * PHASE;
    // Two clocks at once (another process's too) and one more tick after: claimed once.
    const other = new LaunchpadService(t.ex.ctx, { listPair: () => Promise.resolve() });
    await Promise.all([t.ex.app.launchpad.tick(t.clock.now), other.tick(t.clock.now)]);
    await tick(T0 + 3 * PHASE + 1);
    expect(await t.project(11, t.alice)).toMatchObject({
      phase: 'distributing',
      user_committed: '300',
      user_allocated: '428.57',
      user_refunded: '85.715',
    });
    expect(await t.account(t.alice.id, 'USDT')).toEqual({ balance: '9785.715', frozen: '0' });
    expect(await t.account(t.alice.id, 'LPA')).toEqual({ balance: '428.57', frozen: '0' });
    expect(await t.account(t.bob.id, 'USDT')).toEqual({ balance: '9714.29', frozen: '0' });
    expect(await t.account(t.bob.id, 'LPA')).toEqual({ balance: '571.42', frozen: '0' });
    expect(await t.account(SYSTEM_USER, 'USDT', 'launchpad')).toEqual({
      balance: '499.995',
      frozen: '0',
    });
    expect(await t.account(SYSTEM_USER, 'LPA', 'issuer')).toEqual({ balance: '0.01', frozen: '0' });
    expect(await t.account(SYSTEM_USER, 'LPA', 'external')).toEqual({
      balance: '-1000',
      frozen: '0',
    });
    const told = t.balanceEvents.slice(events).map((e) => e.userId);
    expect(told.sort()).toEqual([t.alice.id, t.bob.id].sort());
    expect((await records(t.alice)).map((r) => [r.type, r.coin, r.amount, r.cost])).toEqual([
      ['refund', 'USDT', '85.715', null],
      ['allocation', 'LPA', '428.57', '214.285'],
      ['commit', 'USDT', '300', null],
    ]);
  });

  it('capital flow names the launchpad movements', async () => {
    const res = await t.ex.call(apiRoutes.statements, {
      token: t.alice.token,
      query: { coin_id: 1 },
    });
    const types = (res.body.data as Page<{ type: string }>).list.map((row) => row.type);
    expect(types.slice(0, 3).sort()).toEqual(
      ['launchpad_allocation', 'launchpad_commit', 'launchpad_refund'].sort(),
    );
  });

  it('ended: the pair opens on the market, its ticker and its socket channel', async () => {
    const symbols = async () =>
      ((await t.ex.call(apiRoutes.spotPairs)).body.data as SpotPair[]).map((p) => p.symbol);
    expect(await symbols()).not.toContain('LPAUSDT');
    await tick(T0 + 4 * PHASE);
    expect((await t.project(11)).phase).toBe('ended');
    expect(await symbols()).toContain('LPAUSDT');
    const market = t.ex.app.exchangeMarket.market;
    expect(market.tickers().map((ticker) => ticker.symbol)).toContain('LPAUSDT');
    expect(spotChannel(market).accepts('LPAUSDT')).toBe(true);
    const sell = await t.ex.call(apiRoutes.spotPlaceOrder, {
      token: t.alice.token,
      body: {
        symbol: 'LPAUSDT',
        side: 'sell',
        type: 'limit',
        price: '0.6',
        amount: '100',
        client_order_id: 's1',
      },
    });
    expect(sell.status).toBe(200);
    const buy = await t.ex.call(apiRoutes.spotPlaceOrder, {
      token: t.bob.token,
      body: {
        symbol: 'LPAUSDT',
        side: 'buy',
        type: 'limit',
        price: '0.6',
        amount: '100',
        client_order_id: 'b1',
      },
    });
    expect(buy.status).toBe(200);
    expect(market.lastPrice('LPAUSDT').toFixed()).toBe('0.6');
  });
});
