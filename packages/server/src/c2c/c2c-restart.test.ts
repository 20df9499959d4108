import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, c2cOrderSchema } from '@exchange/api';
import { startC2cTest, T0, totals, WINDOW_15 } from './c2c-test-kit.ts';

// C2C survives restarts: the ads, orders and chat are stored; an unpaid order whose deadline
// passed while the server was down times out once at the next start, and not again after.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c2c-restart-'));
const file = path.join(dir, 'exchange.sqlite');
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('C2C across restarts', () => {
  it('times out a missed deadline once at the next start and keeps the rest', async () => {
    const first = await startC2cTest({ database: { file } });
    const ad = await first.publish(first.alice, { amount: '300', max_fiat: '300' });
    const due = await first.place(first.bob, { ad_id: ad.id, amount: '50', amount_in: 'coin' });
    const paid = await first.place(first.carol, { ad_id: ad.id, amount: '20', amount_in: 'coin' });
    await first.act('c2cMarkPaid', first.carol, {
      id: paid.id,
      payment_method_id: paid.payment_methods[0]?.id ?? 0,
    });
    const sums = await totals(first.ex.ctx.storage);
    await first.ex.close();

    const second = await startC2cTest({ database: { file } }, T0 + WINDOW_15 + 5_000);
    const order = async (who: { token: string }, id: number) => {
      const res = await second.call(apiRoutes.c2cOrder, { token: who.token, params: { id } });
      expect(res.status).toBe(200);
      return c2cOrderSchema.parse(res.body.data);
    };
    expect(await order(second.bob, due.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'timeout',
    });
    expect((await order(second.carol, paid.id)).status).toBe('paid');
    // The timed-out coin is back on the ad: the escrow holds the ad's 280 and the paid order's 20.
    expect(await second.escrow()).toBe('300');
    expect(await totals(second.ex.ctx.storage)).toEqual(sums);
    await second.ex.close();

    const third = await startC2cTest({ database: { file } }, T0 + WINDOW_15 + 60_000);
    await third.tickAt(T0 + WINDOW_15 + 61_000);
    const timeouts = await third.ex.ctx.storage.db
      .selectFrom('c2c_messages')
      .select('id')
      .where('order_id', '=', due.id)
      .where('text', '=', 'system:timeout')
      .execute();
    expect(timeouts).toHaveLength(1);
    expect(await third.escrow()).toBe('300');
    await third.act('c2cRelease', third.alice, { id: paid.id });
    expect(await third.escrow()).toBe('280');
    await third.ex.close();
  });
});
