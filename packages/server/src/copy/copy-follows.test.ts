import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, followerSchema, followSchema, paginated } from '@exchange/api';
import type { TestExchange } from '../../test/harness.ts';
import type { AccountSnapshot } from '../wallet/ledger.ts';
import {
  COPY_T0,
  fieldOf,
  fundedTrader,
  futuresBalance,
  makeLeader,
  startCopyExchange,
  type Trader,
  usdtAccounts,
  usdtSum,
} from './copy-test-kit.ts';

// Following through a copy sub-account: every refusal names its field and changes nothing; a
// follow moves the budget in one transaction (copy_budget) and tells the follower's futures
// balance; unfollowing returns the sub-account's balance exactly once.

const clock = { now: COPY_T0 + 3_600_000 };
const { copyFollow, copyUnfollow, copyFollowing, copyFollowers } = apiRoutes;

const FOLLOW = {
  mode: 'fixed',
  fixed_amount: '50',
  max_per_position: '200',
  budget: '500',
  stop_loss_rate: '0.5',
};

describe('copy trading: following', () => {
  let ex: TestExchange;
  let maker: Trader;
  let ava: Trader & { leaderId: number };
  let bo: Trader & { leaderId: number };
  let fay: Trader;
  const told: { userId: number; accounts: readonly AccountSnapshot[] }[] = [];

  beforeAll(async () => {
    ex = await startCopyExchange({ now: () => clock.now, copy: { maxActiveFollows: 2 } });
    maker = await fundedTrader(ex, 'maker@example.com', '100000');
    ava = await makeLeader(ex, 'ava@example.com', maker, 'Ava');
    bo = await makeLeader(ex, 'bo@example.com', maker, 'Bo');
    fay = await fundedTrader(ex, 'fay@example.com', '1000');
    // The engine tells balances through the exchange's hook at call time: listen on top of it.
    const previous = ex.ctx.hooks.onBalances;
    ex.ctx.hooks.onBalances = (userId, accounts) => {
      previous?.(userId, accounts);
      told.push({ userId, accounts });
    };
  });
  afterAll(async () => {
    await ex.close();
  });

  const follow = (token: string, body: Record<string, unknown>) =>
    ex.call(copyFollow, { token, body });
  const rowsOf = async () => ({
    follows: (await ex.ctx.storage.db.selectFrom('copy_follows').selectAll().execute()).length,
    users: (await ex.ctx.storage.db.selectFrom('users').select('id').execute()).length,
    accounts: await usdtAccounts(ex),
  });

  it('refuses bad settings naming the field, with nothing changed', async () => {
    const before = await rowsOf();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...FOLLOW, leader_id: 9999 }, 'leader_id'],
      [{ ...FOLLOW, leader_id: ava.leaderId }, 'leader_id', ava.token],
      [{ ...FOLLOW, leader_id: ava.leaderId, budget: '9.99' }, 'budget'],
      [{ ...FOLLOW, leader_id: ava.leaderId, budget: '200000.01' }, 'budget'],
      [{ ...FOLLOW, leader_id: ava.leaderId, budget: '1000.01' }, 'budget'],
      [{ ...FOLLOW, leader_id: ava.leaderId, budget: '100.000000001' }, 'budget'],
      [{ ...FOLLOW, leader_id: ava.leaderId, fixed_amount: '500.01' }, 'fixed_amount'],
      [{ ...FOLLOW, leader_id: ava.leaderId, fixed_amount: undefined }, 'fixed_amount'],
      [{ ...FOLLOW, leader_id: ava.leaderId, max_per_position: '501' }, 'max_per_position'],
      [{ ...FOLLOW, leader_id: ava.leaderId, mode: 'ratio', ratio: '0.009' }, 'ratio'],
      [{ ...FOLLOW, leader_id: ava.leaderId, mode: 'ratio', ratio: '10.5' }, 'ratio'],
      [{ ...FOLLOW, leader_id: ava.leaderId, stop_loss_rate: '1.01' }, 'stop_loss_rate'],
      [{ ...FOLLOW, leader_id: ava.leaderId, stop_loss_rate: '0' }, 'stop_loss_rate'],
    ];
    for (const [body, field, token] of cases) {
      const res = await follow(token ?? fay.token, body);
      expect([res.status, fieldOf(res)], JSON.stringify(body)).toEqual([422, field]);
    }
    await ex.ctx.storage.db
      .updateTable('copy_leaders')
      .set({ status: 'pending' })
      .where('id', '=', bo.leaderId)
      .execute();
    const pending = await follow(fay.token, { ...FOLLOW, leader_id: bo.leaderId });
    expect([pending.status, fieldOf(pending)]).toEqual([422, 'leader_id']);
    await ex.ctx.storage.db
      .updateTable('copy_leaders')
      .set({ status: 'approved' })
      .where('id', '=', bo.leaderId)
      .execute();
    expect(await rowsOf()).toEqual(before);
  });

  it('follows: the sub-account, the row and the budget in one go, and tells the balance', async () => {
    const sum = await usdtSum(ex);
    told.length = 0;
    const res = await follow(fay.token, { ...FOLLOW, leader_id: ava.leaderId });
    expect(res.status, res.body.message).toBe(200);
    const copy = followSchema.parse(res.body.data);
    expect(copy).toMatchObject({
      leader: { id: ava.leaderId, nickname: 'Ava' },
      mode: 'fixed',
      fixed_amount: '50',
      ratio: null,
      max_per_position: '200',
      budget: '500',
      stop_loss_rate: '0.5',
      used: '0',
      pnl: '0',
      shared: '0',
      status: 'active',
      open_positions: 0,
      balance: '500',
      created_at: clock.now,
      stopped_at: null,
    });
    const row = await ex.ctx.storage.db
      .selectFrom('copy_follows')
      .innerJoin('users', 'users.id', 'copy_follows.sub_user_id')
      .select(['users.email', 'users.password_hash', 'copy_follows.sub_user_id'])
      .where('copy_follows.id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `copy-${String(fay.id)}-1@copy.invalid`,
      password_hash: '!',
    });
    expect(await futuresBalance(ex, fay.id)).toBe('500');
    expect(await futuresBalance(ex, row.sub_user_id)).toBe('500');
    expect(await usdtSum(ex)).toBe(sum);
    const entries = await ex.ctx.storage.db
      .selectFrom('ledger_entries')
      .select(['user_id', 'balance_delta'])
      .where('reason', '=', 'copy_budget')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.user_id, new Big(e.balance_delta).toFixed()])).toEqual([
      [fay.id, '-500'],
      [row.sub_user_id, '500'],
    ]);
    const fays = told.filter((t) => t.userId === fay.id).flatMap((t) => t.accounts);
    expect(fays.map((a) => [a.kind, a.coin, new Big(a.balance).toFixed()])).toEqual([
      ['futures', 'USDT', '500'],
    ]);

    const again = await follow(fay.token, { ...FOLLOW, leader_id: ava.leaderId, budget: '10' });
    expect([again.status, fieldOf(again)]).toEqual([422, 'leader_id']);
  });

  it('lists the copies and, for the leader, the followers with masked e-mails', async () => {
    const mine = z
      .array(followSchema)
      .parse((await ex.call(copyFollowing, { token: fay.token })).body.data);
    expect(mine.map((f) => [f.leader.id, f.status, f.balance])).toEqual([
      [ava.leaderId, 'active', '500'],
    ]);
    const followers = paginated(followerSchema).parse(
      (await ex.call(copyFollowers, { token: ava.token, query: {} })).body.data,
    );
    expect(followers).toMatchObject({ total: 1, page: 1 });
    expect(followers.list[0]).toMatchObject({
      email: 'f***y@example.com',
      budget: '500',
      pnl: '0',
      shared: '0',
      since: clock.now,
    });
  });

  it('refuses a full leader and more copies than allowed', async () => {
    const gus = await fundedTrader(ex, 'gus@example.com', '1000');
    await ex.ctx.storage.db
      .updateTable('copy_leaders')
      .set({ max_followers: 1 })
      .where('id', '=', ava.leaderId)
      .execute();
    const full = await follow(gus.token, { ...FOLLOW, leader_id: ava.leaderId });
    expect([full.status, fieldOf(full)]).toEqual([422, 'leader_id']);
    await ex.ctx.storage.db
      .updateTable('copy_leaders')
      .set({ max_followers: 100 })
      .where('id', '=', ava.leaderId)
      .execute();

    // maxActiveFollows is 2 here: fay copies Ava, then Bo, and a third leader is refused.
    const cy = await makeLeader(ex, 'cy@example.com', maker, 'Cy');
    const second = await follow(fay.token, {
      ...FOLLOW,
      leader_id: bo.leaderId,
      budget: '100',
      max_per_position: '50',
    });
    expect(second.status, second.body.message).toBe(200);
    const before = await usdtAccounts(ex);
    const third = await follow(fay.token, {
      ...FOLLOW,
      leader_id: cy.leaderId,
      budget: '100',
      max_per_position: '50',
    });
    expect([third.status, fieldOf(third)]).toEqual([422, 'leader_id']);
    expect(await usdtAccounts(ex)).toEqual(before);
  });

  it('unfollows keeping nothing open: the whole balance back at once, exactly once', async () => {
    const sum = await usdtSum(ex);
    const notCopying = await ex.call(copyUnfollow, {
      token: maker.token,
      body: { leader_id: bo.leaderId, close_positions: true },
    });
    expect([notCopying.status, fieldOf(notCopying)]).toEqual([422, 'leader_id']);

    clock.now += 1000;
    const res = await ex.call(copyUnfollow, {
      token: fay.token,
      body: { leader_id: bo.leaderId, close_positions: false },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(followSchema.parse(res.body.data)).toMatchObject({
      status: 'stopped',
      stopped_at: clock.now,
      balance: '0',
      pnl: '0',
    });
    expect(await futuresBalance(ex, fay.id)).toBe('500');
    expect(await usdtSum(ex)).toBe(sum);
    const twice = await ex.call(copyUnfollow, {
      token: fay.token,
      body: { leader_id: bo.leaderId, close_positions: false },
    });
    expect([twice.status, fieldOf(twice)]).toEqual([422, 'leader_id']);
    expect(await futuresBalance(ex, fay.id)).toBe('500');

    const list = z
      .array(followSchema)
      .parse((await ex.call(copyFollowing, { token: fay.token })).body.data);
    expect(list.map((f) => [f.leader.id, f.status])).toEqual([
      [ava.leaderId, 'active'],
      [bo.leaderId, 'stopped'],
    ]);
  });
});
