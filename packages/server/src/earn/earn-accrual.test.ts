import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Big } from 'big.js';
import { dailyInterest } from '@exchange/formulas';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { account, coinSums, DAY, earnOver, fundSpot, NOW, productByKey } from './earn-test-kit.ts';

/** Wednesday 00:00 UTC: the value date of a subscription made at NOW. */
const VALUE = Date.UTC(2026, 10, 25);

async function interestRows(storage: Storage, positionId: number) {
  return storage.db
    .selectFrom('earn_records')
    .selectAll()
    .where('position_id', '=', positionId)
    .where('type', '=', 'interest')
    .orderBy('interest_day')
    .execute();
}

describe('earn accrual', () => {
  it('books each ended day once from the value date, however often it ticks', async () => {
    const storage = await openStorage({ file: ':memory:' });
    const earn = await earnOver(storage);
    await fundSpot(storage, 1, 'USDT', '5000');
    const flexible = productByKey(earn, 'usdt-flexible');
    const position = await earn.subscribe(
      1,
      { product_id: flexible.id, amount: '2000', client_order_id: 'f1' },
      NOW,
    );
    expect(position.value_date).toBe(VALUE);
    // Nothing for the day of subscribing, nor for a day not yet ended.
    expect(await earn.tick(VALUE + DAY - 1)).toBe(0);
    expect(await earn.tick(VALUE + 3 * DAY + 5)).toBe(3);
    expect(await earn.tick(VALUE + 3 * DAY + 6)).toBe(0);
    await Promise.all([earn.tick(VALUE + 3 * DAY + 7), earn.tick(VALUE + 3 * DAY + 8)]);
    // 1,000 at 8 % and 1,000 at 3.5 %: 115 a year, 0.315068 a day (truncated to 6 decimals).
    const daily = dailyInterest({ tiers: flexible.tiers, principal: '2000', precision: 6 });
    expect(daily).toBe('0.315068');
    const rows = await interestRows(storage, position.id);
    expect(rows.map((row) => [row.interest_day, row.amount])).toEqual([
      [VALUE, daily],
      [VALUE + DAY, daily],
      [VALUE + 2 * DAY, daily],
    ]);
    // Flexible interest is paid to spot; the principal is held in the finance account.
    expect(await account(storage, 1, 'spot', 'USDT')).toEqual({
      balance: new Big('3000').plus(new Big(daily).times(3)).toFixed(),
      frozen: '0',
    });
    expect(await account(storage, 1, 'finance', 'USDT')).toEqual({ balance: '0', frozen: '2000' });
    expect((await coinSums(storage)).USDT).toBe('0');
    await storage.close();
  });

  it("fills the tiers with a user's positions in subscription order, each user apart", async () => {
    const storage = await openStorage({ file: ':memory:' });
    const earn = await earnOver(storage);
    const flexible = productByKey(earn, 'usdt-flexible');
    await fundSpot(storage, 1, 'USDT', '5000');
    await fundSpot(storage, 2, 'USDT', '5000');
    const first = await earn.subscribe(
      1,
      { product_id: flexible.id, amount: '600', client_order_id: 'a' },
      NOW,
    );
    const second = await earn.subscribe(
      1,
      { product_id: flexible.id, amount: '600', client_order_id: 'b' },
      NOW,
    );
    const other = await earn.subscribe(
      2,
      { product_id: flexible.id, amount: '600', client_order_id: 'a' },
      NOW,
    );
    await earn.tick(VALUE + DAY);
    const [a] = await interestRows(storage, first.id);
    const [b] = await interestRows(storage, second.id);
    const [c] = await interestRows(storage, other.id);
    // 600 × 8 % ÷ 365 = 0.131506; the second: 400 × 8 % + 200 × 3.5 % = 39 ÷ 365 = 0.106849.
    expect([a?.amount, b?.amount, c?.amount]).toEqual(['0.131506', '0.106849', '0.131506']);
    await storage.close();
  });

  it('returns principal and interest at maturity and forfeits the interest of an early redemption', async () => {
    const storage = await openStorage({ file: ':memory:' });
    const earn = await earnOver(storage);
    await fundSpot(storage, 1, 'USDT', '5000');
    const week = productByKey(earn, 'usdt-locked-7');
    const quarter = productByKey(earn, 'usdt-locked-90');
    const weekly = await earn.subscribe(
      1,
      { product_id: week.id, amount: '1000', client_order_id: 'w' },
      NOW,
    );
    const long = await earn.subscribe(
      1,
      { product_id: quarter.id, amount: '1000', client_order_id: 'q' },
      NOW,
    );
    expect(weekly.maturity_date).toBe(VALUE + 7 * DAY);

    // Five days in: the locked interest is credited to the finance account, not paid out.
    await earn.tick(VALUE + 5 * DAY);
    const weekDaily = dailyInterest({ tiers: week.tiers, principal: '1000', precision: 6 });
    const quarterDaily = dailyInterest({ tiers: quarter.tiers, principal: '1000', precision: 6 });
    expect([weekDaily, quarterDaily]).toEqual(['0.109589', '0.205479']);
    const credited = new Big(quarterDaily).times(5);
    expect(await account(storage, 1, 'finance', 'USDT')).toEqual({
      balance: '0',
      frozen: new Big(2000).plus(new Big(weekDaily).times(5)).plus(credited).toFixed(),
    });

    const redeemed = await earn.redeem(
      1,
      { position_id: long.id, amount: '1000' },
      VALUE + 5 * DAY,
    );
    expect(redeemed.forfeited_interest).toBe(credited.toFixed());
    expect(redeemed.amount).toBe('1000');
    expect(await account(storage, 1, 'spot', 'USDT')).toEqual({ balance: '4000', frozen: '0' });

    // Maturity: seven days of interest and the principal, back to spot, nothing left in earn.
    await earn.tick(VALUE + 7 * DAY);
    expect(await interestRows(storage, weekly.id)).toHaveLength(7);
    expect(await account(storage, 1, 'spot', 'USDT')).toEqual({
      balance: new Big(5000).plus(new Big(weekDaily).times(7)).toFixed(),
      frozen: '0',
    });
    expect(await account(storage, 1, 'finance', 'USDT')).toEqual({ balance: '0', frozen: '0' });
    const matured = await storage.db
      .selectFrom('earn_positions')
      .selectAll()
      .where('id', '=', weekly.id)
      .executeTakeFirstOrThrow();
    expect([matured.status, matured.amount, matured.closed_at]).toEqual([
      'matured',
      '0',
      VALUE + 7 * DAY,
    ]);
    // No day after maturity is booked.
    await earn.tick(VALUE + 20 * DAY);
    expect(await interestRows(storage, weekly.id)).toHaveLength(7);
    expect((await coinSums(storage)).USDT).toBe('0');
    await storage.close();
  });

  it('catches up the days missed while the server was down, once, after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earn-restart-'));
    const file = path.join(dir, 'exchange.db');
    try {
      const first = await openStorage({ file });
      const a = await earnOver(first);
      await fundSpot(first, 1, 'USDT', '5000');
      const flexible = productByKey(a, 'usdt-flexible');
      const position = await a.subscribe(
        1,
        { product_id: flexible.id, amount: '2000', client_order_id: 'f1' },
        NOW,
      );
      await a.tick(VALUE + DAY);
      expect(await interestRows(first, position.id)).toHaveLength(1);
      await first.close();

      // Down for four days: the second start books the three days it missed, then no more.
      const second = await openStorage({ file });
      const b = await earnOver(second);
      expect(await b.tick(VALUE + 4 * DAY + 1)).toBe(3);
      expect(await b.tick(VALUE + 4 * DAY + 2)).toBe(0);
      const third = await earnOver(second);
      expect(await third.tick(VALUE + 4 * DAY + 3)).toBe(0);
      const rows = await interestRows(second, position.id);
      expect(rows.map((row) => row.interest_day)).toEqual([0, 1, 2, 3].map((d) => VALUE + d * DAY));
      // The house was seeded once: what it paid is the users' interest.
      expect((await coinSums(second)).USDT).toBe('0');
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
