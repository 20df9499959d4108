import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestExchange } from '../../test/harness.ts';
import { copyOrdersOf, follow, heldOf, market, quote, SYMBOL } from './copy-mirror-kit.ts';
import {
  fundedTrader,
  futuresBalance,
  makeLeader,
  startCopyExchange,
  type Trader,
} from './copy-test-kit.ts';

describe('copy mirror: what a copy skips, and why', () => {
  let ex: TestExchange;
  let maker: Trader;
  let leader: Trader & { leaderId: number };

  beforeEach(async () => {
    ex = await startCopyExchange();
    maker = await fundedTrader(ex, 'maker@example.com', '5000000');
    leader = await makeLeader(ex, 'lead@example.com', maker, 'Ava Lead');
    await quote(ex, maker, 'short', '1');
  });
  afterEach(async () => {
    await ex.close();
  });

  const tick = () => ex.app.copyMirror.tick(ex.ctx.now());

  it('skips an add past the maximum per position, and a size below the minimum', async () => {
    const capped = await follow(ex, await fundedTrader(ex, 'cap@example.com', '5000'), {
      leader_id: leader.leaderId,
      mode: 'fixed',
      fixed_amount: '100',
      max_per_position: '100',
      budget: '1000',
    });
    const tiny = await follow(ex, await fundedTrader(ex, 'tiny@example.com', '5000'), {
      leader_id: leader.leaderId,
      mode: 'ratio',
      ratio: '0.01',
      max_per_position: '1000',
      budget: '1000',
    });
    await market(ex, leader.id, 'long', '0.05');
    await tick();
    // 100 × 20 ÷ ~65,000 = 0.0307…, down to the step; 0.05 × 0.01 is below 0.001.
    expect(heldOf(ex, capped.sub_user_id)).toBe('0.03');
    expect(heldOf(ex, tiny.sub_user_id)).toBe('0');
    expect(await copyOrdersOf(ex, tiny.id)).toMatchObject([
      { action: 'open', status: 'skipped', skip_reason: "Below the contract's minimum size" },
    ]);

    await market(ex, leader.id, 'long', '0.05');
    await tick();
    expect(heldOf(ex, capped.sub_user_id)).toBe('0.03');
    const orders = await copyOrdersOf(ex, capped.id);
    expect(orders.map((o) => [o.status, o.skip_reason])).toEqual([
      ['filled', null],
      ['skipped', 'The maximum per position is reached'],
    ]);
  });

  it('skips a follower short of margin with the refusal, and moves nothing', async () => {
    const short = await follow(ex, await fundedTrader(ex, 'short@example.com', '5000'), {
      leader_id: leader.leaderId,
      mode: 'fixed',
      fixed_amount: '10',
      max_per_position: '10',
      budget: '10',
    });
    const before = await futuresBalance(ex, short.sub_user_id);
    await market(ex, leader.id, 'long', '0.05');
    await tick();
    expect(heldOf(ex, short.sub_user_id)).toBe('0');
    expect(await futuresBalance(ex, short.sub_user_id)).toBe(before);
    const frozen = await ex.ctx.storage.db
      .selectFrom('ledger_accounts')
      .select('frozen')
      .where('user_id', '=', short.sub_user_id)
      .executeTakeFirstOrThrow();
    expect(Number(frozen.frozen)).toBe(0);
    const placed = await ex.ctx.storage.db
      .selectFrom('contract_orders')
      .select('id')
      .where('user_id', '=', short.sub_user_id)
      .execute();
    expect(placed).toEqual([]);
    expect(await copyOrdersOf(ex, short.id)).toMatchObject([
      {
        action: 'open',
        status: 'skipped',
        amount: '0',
        skip_reason: 'Not enough available margin',
      },
    ]);
    // The signal is done all the same; the position on the leader's side is untouched.
    expect(heldOf(ex, leader.id)).toBe('0.05');
    expect(ex.app.copyMirror.deps.engine.positionOf(short.sub_user_id, SYMBOL)).toBeUndefined();
  });
});
