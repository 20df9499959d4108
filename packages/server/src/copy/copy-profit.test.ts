import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  copyOrderSchema,
  copyPositionSchema,
  paginated,
  profitShareSchema,
} from '@exchange/api';
import { z } from 'zod';
import type { TestExchange } from '../../test/harness.ts';
import type { CopyFollow } from './copy-close.ts';
import { copyOrdersOf, follow, heldOf, market, quote, SYMBOL } from './copy-mirror-kit.ts';
import {
  fieldOf,
  fundedTrader,
  futuresBalance,
  makeLeader,
  startCopyExchange,
  type Trader,
  usdtSum,
} from './copy-test-kit.ts';

describe('profit share on copied closes (high-water mark)', () => {
  let ex: TestExchange;
  let maker: Trader;
  let leader: Trader & { leaderId: number };
  let follower: Trader;
  let copy: CopyFollow;

  beforeAll(async () => {
    ex = await startCopyExchange();
    maker = await fundedTrader(ex, 'maker@example.com', '5000000');
    leader = await makeLeader(ex, 'lead@example.com', maker, 'Ava Lead');
    follower = await fundedTrader(ex, 'pat@example.com', '20000');
    copy = await follow(ex, follower, {
      leader_id: leader.leaderId,
      mode: 'ratio',
      ratio: '1',
      max_per_position: '10000',
      budget: '10000',
    });
  });
  afterAll(async () => {
    await ex.close();
  });

  const tick = () => ex.app.copyMirror.tick(ex.ctx.now());
  const shares = () => ex.ctx.storage.db.selectFrom('copy_profit_shares').selectAll().execute();

  it('pays nothing on a loss, then only the rate of the profit above it', async () => {
    const sum = await usdtSum(ex);
    await quote(ex, maker, 'short', '1');
    await market(ex, leader.id, 'long', '0.2');
    await tick();
    expect(heldOf(ex, copy.sub_user_id)).toBe('0.2');

    await quote(ex, maker, 'long', '0.99');
    await market(ex, leader.id, 'short', '0.1');
    await tick();
    const [, loss] = await copyOrdersOf(ex, copy.id);
    expect(loss).toMatchObject({ action: 'close', side: 'long', amount: '0.1', profit_share: '0' });
    expect(new Big(loss?.realized_pnl ?? '0').lt(0)).toBe(true);
    expect(await shares()).toEqual([]);

    await quote(ex, maker, 'long', '1.03');
    const leaderBefore = new Big(await futuresBalance(ex, leader.id));
    await market(ex, leader.id, 'short', '0.1');
    const leaderAfterClose = new Big(await futuresBalance(ex, leader.id));
    await tick();
    expect(heldOf(ex, copy.sub_user_id)).toBe('0');
    const [, first, second] = await copyOrdersOf(ex, copy.id);
    const realized = new Big(first?.realized_pnl ?? '0').plus(second?.realized_pnl ?? '0');
    expect(realized.gt(0)).toBe(true);
    const share = realized.times('0.1').round(8, Big.roundDown);
    expect(second?.profit_share).toBe(share.toFixed());
    // Only the profit above the earlier loss is shared.
    expect(share.lt(new Big(second?.realized_pnl ?? '0').times('0.1'))).toBe(true);
    const paid = new Big(await futuresBalance(ex, leader.id)).minus(leaderAfterClose);
    expect(paid.toFixed()).toBe(share.toFixed());
    expect(leaderAfterClose.gt(leaderBefore)).toBe(true);
    expect(await shares()).toMatchObject([
      {
        follow_id: copy.id,
        follower_id: follower.id,
        leader_user_id: leader.id,
        copy_order_id: second?.id,
        coin: 'USDT',
        amount: share.toFixed(),
      },
    ]);
    const row = await ex.ctx.storage.db
      .selectFrom('copy_follows')
      .select(['realized_pnl', 'shared'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(new Big(row.realized_pnl).eq(realized)).toBe(true);
    expect(new Big(row.shared).eq(share)).toBe(true);
    const legs = await ex.ctx.storage.db
      .selectFrom('ledger_entries')
      .select(['user_id', 'balance_delta'])
      .where('reason', '=', 'copy_profit_share')
      .orderBy('user_id')
      .execute();
    expect(legs.map((l) => [l.user_id, new Big(l.balance_delta).toFixed()])).toEqual(
      [
        [leader.id, share.toFixed()],
        [copy.sub_user_id, share.neg().toFixed()],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // Another tick pays nothing twice; no coin was made or lost.
    await tick();
    expect(await shares()).toHaveLength(1);
    expect(await usdtSum(ex)).toBe(sum);
  });

  it('lists the shares for the follower (paid) and the leader (received)', async () => {
    const page = paginated(profitShareSchema);
    const paid = await ex.call(apiRoutes.copyProfitShares, { token: follower.token, query: {} });
    expect(paid.status).toBe(200);
    expect(page.parse(paid.body.data).list).toMatchObject([
      { role: 'paid', counterparty: 'Ava Lead', coin_name: 'USDT' },
    ]);
    const received = await ex.call(apiRoutes.copyProfitShares, { token: leader.token, query: {} });
    expect(page.parse(received.body.data).list).toMatchObject([
      { role: 'received', counterparty: 'p***t@example.com' },
    ]);
    const none = await ex.call(apiRoutes.copyProfitShares, { token: maker.token, query: {} });
    expect(page.parse(none.body.data).total).toBe(0);
  });

  it("lists the caller's copied orders newest first, by leader and time", async () => {
    const page = paginated(copyOrderSchema);
    const all = await ex.call(apiRoutes.copyOrders, { token: follower.token, query: {} });
    expect(all.status).toBe(200);
    const list = page.parse(all.body.data).list;
    expect(list.map((o) => o.action)).toEqual(['close', 'close', 'open']);
    expect(list[0]).toMatchObject({ leader_id: leader.leaderId, leader_nickname: 'Ava Lead' });
    const other = await ex.call(apiRoutes.copyOrders, {
      token: follower.token,
      query: { leader_id: leader.leaderId + 1000 },
    });
    expect(page.parse(other.body.data).total).toBe(0);
    const later = await ex.call(apiRoutes.copyOrders, {
      token: follower.token,
      query: { from: ex.ctx.now() + 1 },
    });
    expect(page.parse(later.body.data).total).toBe(0);
    const leaders = await ex.call(apiRoutes.copyOrders, { token: leader.token, query: {} });
    expect(page.parse(leaders.body.data).total).toBe(0);
  });

  it('shows copied positions and closes one on request, refusing what is not the caller’s', async () => {
    await quote(ex, maker, 'short', '1');
    await market(ex, leader.id, 'long', '0.1');
    await tick();
    const res = await ex.call(apiRoutes.copyPositions, { token: follower.token });
    expect(res.status).toBe(200);
    const positions = z.array(copyPositionSchema).parse(res.body.data);
    expect(positions).toMatchObject([
      {
        follow_id: copy.id,
        symbol: SYMBOL,
        side: 'long',
        amount: '0.100',
        follow_status: 'active',
      },
    ]);
    const close = apiRoutes.copyPositionClose;
    const theirs = await ex.call(close, {
      token: maker.token,
      body: { follow_id: copy.id, symbol: SYMBOL },
    });
    expect(theirs.status).toBe(422);
    expect(fieldOf(theirs)).toBe('follow_id');
    const flat = await ex.call(close, {
      token: follower.token,
      body: { follow_id: copy.id, symbol: 'ETHUSDT' },
    });
    expect(flat.status).toBe(422);
    expect(fieldOf(flat)).toBe('symbol');
    await quote(ex, maker, 'long', '1');
    const closed = await ex.call(close, {
      token: follower.token,
      body: { follow_id: copy.id, symbol: SYMBOL },
    });
    expect(closed.status).toBe(200);
    expect(copyOrderSchema.parse(closed.body.data)).toMatchObject({
      action: 'close',
      side: 'long',
      amount: '0.1',
      status: 'filled',
    });
    expect(heldOf(ex, copy.sub_user_id)).toBe('0');
    const after = await ex.call(apiRoutes.copyPositions, { token: follower.token });
    expect(after.body.data).toEqual([]);
  });
});

describe('copy stop-loss', () => {
  it('stops a copy whose equity fell to the budget × (1 − rate), closing and returning it', async () => {
    const ex = await startCopyExchange();
    try {
      const maker = await fundedTrader(ex, 'maker@example.com', '5000000');
      const leader = await makeLeader(ex, 'lead@example.com', maker, 'Ava Lead');
      const follower = await fundedTrader(ex, 'sam@example.com', '5000');
      const copy = await follow(ex, follower, {
        leader_id: leader.leaderId,
        mode: 'ratio',
        ratio: '1',
        max_per_position: '1000',
        budget: '1000',
        stop_loss_rate: '0.2',
      });
      const tick = () => ex.app.copyMirror.tick(ex.ctx.now());
      const sum = await usdtSum(ex);
      const entry = await quote(ex, maker, 'short', '1');
      await market(ex, leader.id, 'long', '0.2');
      await tick();
      expect(heldOf(ex, copy.sub_user_id)).toBe('0.2');
      // Still above 800 at a 1 % fall: nothing happens.
      const { engine } = ex.app.copyMirror.deps;
      engine.setMarkProvider(() => entry.times('0.99'));
      await tick();
      expect(heldOf(ex, copy.sub_user_id)).toBe('0.2');
      // A 2 % fall takes ~260 of the 1,000: the copy stops and closes at market.
      engine.setMarkProvider(() => entry.times('0.98'));
      await quote(ex, maker, 'long', '1');
      await tick();
      expect(heldOf(ex, copy.sub_user_id)).toBe('0');
      const row = await ex.ctx.storage.db
        .selectFrom('copy_follows')
        .selectAll()
        .where('id', '=', copy.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('stopped');
      expect(row.returned_at).not.toBeNull();
      expect(new Big(await futuresBalance(ex, copy.sub_user_id)).eq(0)).toBe(true);
      const orders = await copyOrdersOf(ex, copy.id);
      expect(orders.at(-1)).toMatchObject({ action: 'close', signal_id: null, profit_share: '0' });
      // The leader's own position is the leader's: the stop-loss is the copy's alone.
      expect(heldOf(ex, leader.id)).toBe('0.2');
      expect(await usdtSum(ex)).toBe(sum);
    } finally {
      await ex.close();
    }
  });
});
