import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestExchange } from '../../test/harness.ts';
import { settingOf } from '../contract/contract-store.ts';
import type { CopyFollow } from './copy-close.ts';
import { follow, heldOf, market, quote, SYMBOL, copyOrdersOf } from './copy-mirror-kit.ts';
import { fundedTrader, makeLeader, startCopyExchange, type Trader } from './copy-test-kit.ts';

/** floor(value, 3): BTCUSDT's size step. */
const step = (value: Big) => value.round(3, Big.roundDown);

describe('copy mirror: open, add, reduce, close and flip', () => {
  let ex: TestExchange;
  let maker: Trader;
  let leader: Trader & { leaderId: number };
  let fixed: CopyFollow;
  let ratio: CopyFollow;

  beforeAll(async () => {
    ex = await startCopyExchange();
    maker = await fundedTrader(ex, 'maker@example.com', '5000000');
    leader = await makeLeader(ex, 'lead@example.com', maker, 'Ava Lead');
    const a = await fundedTrader(ex, 'fixed@example.com', '10000');
    const b = await fundedTrader(ex, 'ratio@example.com', '10000');
    fixed = await follow(ex, a, {
      leader_id: leader.leaderId,
      mode: 'fixed',
      fixed_amount: '100',
      max_per_position: '2000',
      budget: '5000',
    });
    ratio = await follow(ex, b, {
      leader_id: leader.leaderId,
      mode: 'ratio',
      ratio: '0.5',
      max_per_position: '5000',
      budget: '5000',
    });
    await ex.app.copyMirror.deps.actions.adjustLever(leader.id, {
      symbol: SYMBOL,
      leverage: 10,
      margin_mode: 'cross',
    });
  });
  afterAll(async () => {
    await ex.close();
  });

  const tick = () => ex.app.copyMirror.tick(ex.ctx.now());
  const lastSignalPrice = async () =>
    new Big(
      (
        await ex.ctx.storage.db
          .selectFrom('copy_signals')
          .select('price')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).price,
    );

  it("opens each copy at the leader's leverage, sized by its mode", async () => {
    await quote(ex, maker, 'short', '1');
    await market(ex, leader.id, 'long', '0.2');
    await tick();
    const price = await lastSignalPrice();
    const fixedSize = step(new Big(100).times(10).div(price));
    expect(heldOf(ex, fixed.sub_user_id)).toBe(fixedSize.toFixed());
    expect(heldOf(ex, ratio.sub_user_id)).toBe('0.1');
    const setting = await settingOf(ex.ctx.storage.db, fixed.sub_user_id, SYMBOL);
    expect(setting.leverage).toBe(10);
    expect(ex.app.copyMirror.deps.engine.positionOf(ratio.sub_user_id, SYMBOL)?.leverage).toBe(10);
    const [order] = await copyOrdersOf(ex, fixed.id);
    expect(order).toMatchObject({ action: 'open', side: 'long', status: 'filled', leverage: 10 });
    expect(order?.amount).toBe(fixedSize.toFixed());
    // The signal is done: another tick places nothing more.
    await tick();
    expect(await copyOrdersOf(ex, fixed.id)).toHaveLength(1);
    expect(heldOf(ex, ratio.sub_user_id)).toBe('0.1');
  });

  it('adds, reduces in proportion and closes everything with the leader', async () => {
    const before = new Big(heldOf(ex, fixed.sub_user_id));
    await market(ex, leader.id, 'long', '0.2');
    await tick();
    const added = step(new Big(1000).div(await lastSignalPrice()));
    expect(heldOf(ex, fixed.sub_user_id)).toBe(before.plus(added).toFixed());
    expect(heldOf(ex, ratio.sub_user_id)).toBe('0.2');

    await quote(ex, maker, 'long', '1');
    await market(ex, leader.id, 'short', '0.1');
    await tick();
    const fixedHeld = before.plus(added);
    const fixedClosed = step(fixedHeld.div(4));
    expect(heldOf(ex, fixed.sub_user_id)).toBe(fixedHeld.minus(fixedClosed).toFixed());
    expect(heldOf(ex, ratio.sub_user_id)).toBe('0.15');
    const orders = await copyOrdersOf(ex, ratio.id);
    expect(orders.at(-1)).toMatchObject({ action: 'close', side: 'long', amount: '0.05' });

    await market(ex, leader.id, 'short', '0.3');
    await tick();
    expect(heldOf(ex, leader.id)).toBe('0');
    expect(heldOf(ex, fixed.sub_user_id)).toBe('0');
    expect(heldOf(ex, ratio.sub_user_id)).toBe('0');
  });

  it('follows a flip as a close then an open, both within one tick', async () => {
    await quote(ex, maker, 'short', '1');
    await market(ex, leader.id, 'long', '0.2');
    await tick();
    expect(heldOf(ex, ratio.sub_user_id)).toBe('0.1');
    await quote(ex, maker, 'long', '1');
    await market(ex, leader.id, 'short', '0.5');
    const before = (await copyOrdersOf(ex, ratio.id)).length;
    await tick();
    expect(heldOf(ex, leader.id)).toBe('-0.3');
    expect(heldOf(ex, ratio.sub_user_id)).toBe('-0.15');
    const price = await lastSignalPrice();
    expect(heldOf(ex, fixed.sub_user_id)).toBe(step(new Big(1000).div(price)).neg().toFixed());
    const flip = (await copyOrdersOf(ex, ratio.id)).slice(before);
    expect(flip.map((o) => [o.action, o.side, o.amount])).toEqual([
      ['close', 'long', '0.1'],
      ['open', 'short', '0.15'],
    ]);
    const signals = await ex.ctx.storage.db
      .selectFrom('copy_signals')
      .select(['action', 'done_at'])
      .orderBy('id')
      .execute();
    expect(signals.every((s) => s.done_at !== null)).toBe(true);
  });
});
