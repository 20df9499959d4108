import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, followSchema } from '@exchange/api';
import type { TestExchange } from '../../test/harness.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { returnCopyBalance } from './copy-follows.ts';
import {
  COPY_T0,
  fundedTrader,
  futuresBalance,
  makeLeader,
  placed,
  startCopyExchange,
  type Trader,
  usdtSum,
} from './copy-test-kit.ts';

// Stopping a copy: closing its positions and returning the sub-account's balance, or keeping
// them and returning the balance once the sub-account is flat; exactly once, and a follow
// survives a restart.

const clock = { now: COPY_T0 + 3_600_000 };
const { copyFollow, copyUnfollow, copyFollowing } = apiRoutes;

const FOLLOW = { mode: 'ratio', ratio: '1', max_per_position: '200', budget: '500' };

describe('copy trading: stopping a copy', () => {
  let ex: TestExchange;
  let maker: Trader;
  let ava: Trader & { leaderId: number };
  let fay: Trader;
  let serial = 0;

  beforeAll(async () => {
    ex = await startCopyExchange({ now: () => clock.now });
    maker = await fundedTrader(ex, 'maker@example.com', '100000');
    ava = await makeLeader(ex, 'ava@example.com', maker, 'Ava');
    fay = await fundedTrader(ex, 'fay@example.com', '1000');
  });
  afterAll(async () => {
    await ex.close();
  });

  /** Fay follows Ava: the follow row. */
  const followAva = async () => {
    const res = await ex.call(copyFollow, {
      token: fay.token,
      body: { ...FOLLOW, leader_id: ava.leaderId },
    });
    expect(res.status, res.body.message).toBe(200);
    const { id } = followSchema.parse(res.body.data);
    return ex.ctx.storage.db
      .selectFrom('copy_follows')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  };
  /** The sub-account goes long 0.01 BTC at 65,000 against the maker's ask. */
  const subGoesLong = async (subUserId: number) => {
    await placed(ex, maker.token, {
      symbol: 'BTCUSDT',
      side: 'short',
      type: 'limit',
      price: '65000',
      amount: '0.01',
    });
    serial += 1;
    await ex.app.copyTrading.actions.open(subUserId, {
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'market',
      amount: '0.01',
      client_order_id: `sub-${String(serial)}`,
    });
    expect(ex.app.copyTrading.engine.positionOf(subUserId, 'BTCUSDT')?.size.toFixed()).toBe('0.01');
  };
  /** The maker bids 0.01 at 65,000: a market close has something to sell into. */
  const makerBids = () =>
    placed(ex, maker.token, {
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'limit',
      price: '65000',
      amount: '0.01',
      reduce_only: true,
    });

  it('close_positions: closes at market, then returns the whole balance', async () => {
    const sum = await usdtSum(ex);
    const follow = await followAva();
    await subGoesLong(follow.sub_user_id);
    await makerBids();
    const fayBefore = new Big(await futuresBalance(ex, fay.id));

    clock.now += 1000;
    const res = await ex.call(copyUnfollow, {
      token: fay.token,
      body: { leader_id: ava.leaderId, close_positions: true },
    });
    expect(res.status, res.body.message).toBe(200);
    const stopped = followSchema.parse(res.body.data);
    expect(stopped).toMatchObject({
      status: 'stopped',
      open_positions: 0,
      balance: '0',
      used: '0',
    });
    expect(ex.app.copyTrading.engine.positionOf(follow.sub_user_id, 'BTCUSDT')).toBeUndefined();
    expect(await futuresBalance(ex, follow.sub_user_id)).toBe('0');

    const back = new Big(await futuresBalance(ex, fay.id)).minus(fayBefore);
    // Fees were paid at 65,000 both ways: less than the budget came back, and pnl says so.
    expect(back.gt(0) && back.lt(500)).toBe(true);
    expect(new Big(stopped.pnl).eq(back.minus(500).plus(stopped.shared))).toBe(true);
    const row = await ex.ctx.storage.db
      .selectFrom('copy_follows')
      .selectAll()
      .where('id', '=', follow.id)
      .executeTakeFirstOrThrow();
    expect(row.returned_at).toBe(clock.now);
    const closes = await ex.ctx.storage.db
      .selectFrom('copy_orders')
      .select(['action', 'amount', 'status'])
      .where('follow_id', '=', follow.id)
      .execute();
    expect(closes.map((c) => [c.action, new Big(c.amount).toFixed(), c.status])).toEqual([
      ['close', '0.01', 'filled'],
    ]);
    expect(await returnCopyBalance(ex.app.copyTrading, row)).toBe(false);
    expect(await usdtSum(ex)).toBe(sum);
  });

  it('keeps positions without close_positions and returns the balance once flat, once', async () => {
    const sum = await usdtSum(ex);
    const follow = await followAva();
    await subGoesLong(follow.sub_user_id);
    const fayBefore = await futuresBalance(ex, fay.id);

    const res = await ex.call(copyUnfollow, {
      token: fay.token,
      body: { leader_id: ava.leaderId, close_positions: false },
    });
    expect(res.status, res.body.message).toBe(200);
    const kept = followSchema.parse(res.body.data);
    expect(kept).toMatchObject({ status: 'stopped', open_positions: 1 });
    expect(new Big(kept.used).gt(0)).toBe(true);
    const subBalance = await futuresBalance(ex, follow.sub_user_id);
    expect(kept.balance).toBe(new Big(subBalance).toFixed());
    expect(await futuresBalance(ex, fay.id)).toBe(fayBefore);

    const row = await ex.ctx.storage.db
      .selectFrom('copy_follows')
      .selectAll()
      .where('id', '=', follow.id)
      .executeTakeFirstOrThrow();
    expect(row.returned_at).toBeNull();
    expect(await returnCopyBalance(ex.app.copyTrading, row)).toBe(false);
    expect(await futuresBalance(ex, fay.id)).toBe(fayBefore);

    await makerBids();
    serial += 1;
    await ex.app.copyTrading.actions.open(follow.sub_user_id, {
      symbol: 'BTCUSDT',
      side: 'short',
      type: 'market',
      amount: '0.01',
      reduce_only: true,
      client_order_id: `sub-${String(serial)}`,
    });
    const flat = new Big(await futuresBalance(ex, follow.sub_user_id));
    const [first, second] = await Promise.all([
      returnCopyBalance(ex.app.copyTrading, row),
      returnCopyBalance(ex.app.copyTrading, row),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await returnCopyBalance(ex.app.copyTrading, row)).toBe(false);
    expect(new Big(await futuresBalance(ex, fay.id)).minus(fayBefore).eq(flat)).toBe(true);
    expect(await futuresBalance(ex, follow.sub_user_id)).toBe('0');
    expect(await usdtSum(ex)).toBe(sum);
  });
});

describe('copy trading: a restart', () => {
  let storage: Storage;

  beforeAll(async () => {
    storage = await openStorage({ file: ':memory:' });
  });
  afterAll(async () => {
    await storage.close();
  });

  it('keeps a follow and its sub-account: listed, then stopped with its budget back', async () => {
    const first = await startCopyExchange({ storage, now: () => clock.now });
    const maker = await fundedTrader(first, 'maker@example.com', '100000');
    const ava = await makeLeader(first, 'ava@example.com', maker, 'Ava');
    const fay = await fundedTrader(first, 'fay@example.com', '1000');
    const followed = await first.call(copyFollow, {
      token: fay.token,
      body: { ...FOLLOW, leader_id: ava.leaderId },
    });
    expect(followed.status, followed.body.message).toBe(200);
    const sum = await usdtSum(first);
    await first.close();

    const second = await startCopyExchange({ storage, now: () => clock.now });
    try {
      const list = z
        .array(followSchema)
        .parse((await second.call(copyFollowing, { token: fay.token })).body.data);
      expect(list.map((f) => [f.leader.id, f.status, f.balance, f.budget])).toEqual([
        [ava.leaderId, 'active', '500', '500'],
      ]);
      expect(await usdtSum(second)).toBe(sum);
      const stopped = await second.call(copyUnfollow, {
        token: fay.token,
        body: { leader_id: ava.leaderId, close_positions: true },
      });
      expect(stopped.status, stopped.body.message).toBe(200);
      expect(await futuresBalance(second, fay.id)).toBe('1000');
      expect(await usdtSum(second)).toBe(sum);
    } finally {
      await second.close();
    }
  });
});
