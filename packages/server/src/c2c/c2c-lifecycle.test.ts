import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSchema, apiRoutes, c2cMessageSchema, c2cOrderSchema, paginated } from '@exchange/api';
import { z } from 'zod';
import { totpCode } from '../accounts/google-code.ts';
import {
  APPEAL_WAIT,
  fieldsOf,
  startC2cTest,
  T0,
  totals,
  type C2cTest,
  WINDOW_15,
} from './c2c-test-kit.ts';

// One C2C order through each of its ends on the real routes: bought and released, sold into a
// buy ad, timed out, cancelled (three a day suspend buying), appealed and decided both ways.

let t: C2cTest;
let start: Record<string, string>;
beforeAll(async () => {
  t = await startC2cTest();
  start = await totals(t.ex.ctx.storage);
});
afterAll(async () => {
  await t.ex.close();
});

const messages = async (who: { token: string }, orderId: number, after?: number) => {
  const res = await t.call(apiRoutes.c2cMessages, {
    token: who.token,
    query: { order_id: orderId, ...(after === undefined ? {} : { after_id: after }) },
  });
  expect(res.status).toBe(200);
  return z.array(c2cMessageSchema).parse(res.body.data);
};

const order = async (who: { token: string }, id: number) => {
  const res = await t.call(apiRoutes.c2cOrder, { token: who.token, params: { id } });
  expect(res.status).toBe(200);
  return c2cOrderSchema.parse(res.body.data);
};

describe('a C2C sell ad bought, chatted over, paid and released', () => {
  it('escrows, moves the coin exactly and tells both parties', async () => {
    const ad = await t.publish(t.alice);
    expect(ad).toMatchObject({ side: 'sell', price: '1.05', available: '1000', status: 'online' });
    expect(await t.spot(t.alice.id)).toBe('9000');
    expect(await t.escrow()).toBe('1000');

    const list = await t.call(apiRoutes.c2cAds, {
      query: { side: 'sell', coin_id: 1, fiat: 'USD', amount: '105' },
    });
    const page = paginated(adSchema).parse(list.body.data);
    expect(page.list.map((a) => a.id)).toEqual([ad.id]);
    expect(page.list[0]?.advertiser).toMatchObject({ id: t.alice.id, online: true, trades_30d: 0 });

    const placed = await t.place(t.bob, { ad_id: ad.id, amount: '105', amount_in: 'fiat' });
    expect(placed).toMatchObject({
      side: 'buy',
      status: 'unpaid',
      amount: '100',
      fiat_amount: '105',
      price: '1.05',
      pay_deadline: T0 + WINDOW_15,
      counterparty: { id: t.alice.id },
    });
    expect(placed.payment_methods).toHaveLength(1);
    expect((await order(t.alice, placed.id)).payment_methods).toEqual([]);
    expect((await order(t.alice, placed.id)).side).toBe('sell');
    expect(await t.escrow()).toBe('1000');

    const sent = await t.call(apiRoutes.c2cSendMessage, {
      token: t.bob.token,
      body: { order_id: placed.id, text: '<b>Sending now</b>' },
    });
    expect(sent.status).toBe(200);
    expect((await order(t.alice, placed.id)).unread).toBe(2);
    const seen = await messages(t.alice, placed.id);
    expect(seen.map((m) => [m.from, m.text])).toEqual([
      ['system', 'system:placed'],
      ['counterparty', '<b>Sending now</b>'],
    ]);
    expect((await order(t.alice, placed.id)).unread).toBe(0);
    expect(await messages(t.alice, placed.id, seen[1]?.id)).toEqual([]);

    t.clock.now = T0 + 5_000;
    const method = placed.payment_methods[0]?.id ?? 0;
    const paid = await t.act('c2cMarkPaid', t.bob, { id: placed.id, payment_method_id: method });
    expect(paid).toMatchObject({ status: 'paid', paid_at: T0 + 5_000 });
    expect(paid.appeal_after).toBe(T0 + 5_000 + APPEAL_WAIT);
    // Past the deadline a paid order stays paid.
    await t.tickAt(T0 + WINDOW_15 + 1);
    expect((await order(t.bob, placed.id)).status).toBe('paid');

    // The seller bound an authenticator: the release takes its code.
    const secret = 'JBSWY3DPEHPK3PXP';
    await t.ex.ctx.storage.db
      .updateTable('users')
      .set({ google_secret: secret, is_google2fa: 1 })
      .where('id', '=', t.alice.id)
      .execute();
    const noCode = await t.call(apiRoutes.c2cRelease, {
      token: t.alice.token,
      body: { id: placed.id },
    });
    expect(noCode.status).toBe(422);
    expect(fieldsOf(noCode.body)).toEqual(['google_code']);
    const released = await t.act('c2cRelease', t.alice, {
      id: placed.id,
      google_code: totpCode(secret, t.clock.now),
    });
    expect(released.status).toBe('completed');
    expect(await t.spot(t.bob.id)).toBe('10100');
    expect(await t.escrow()).toBe('900');

    // Paid at T0 + 5 s, released at T0 + 9.001 s: 4 s; one trade of one, as buyer and seller.
    const mine = await t.call(apiRoutes.c2cMyAds, { token: t.alice.token, query: {} });
    expect(paginated(adSchema).parse(mine.body.data).list[0]?.advertiser).toMatchObject({
      trades_30d: 1,
      completion_rate: '1',
      avg_release_seconds: 4,
    });

    const closed = await t.call(apiRoutes.c2cAdStatus, {
      token: t.alice.token,
      body: { id: ad.id, status: 'closed' },
    });
    expect(adSchema.parse(closed.body.data)).toMatchObject({ status: 'closed', available: '0' });
    expect(await t.spot(t.alice.id)).toBe('9900');
    expect(await t.escrow()).toBe('0');

    const statuses = (id: number) =>
      (t.told.get(id) ?? []).filter((e) => e.kind === 'order').map((e) => e.status);
    expect(statuses(t.bob.id)).toEqual(['unpaid', 'paid', 'completed']);
    expect(statuses(t.alice.id)).toEqual(['unpaid', 'paid', 'completed']);
    const chat = (t.told.get(t.alice.id) ?? []).filter((e) => e.kind === 'message');
    expect(chat.map((e) => e.message?.from)).toContain('counterparty');
    expect(await totals(t.ex.ctx.storage)).toEqual(start);
  });
});

describe('a C2C buy ad sold into', () => {
  it('escrows the seller coin at once and releases it to the advertiser', async () => {
    const carolMethod = await t.method(t.carol, 'wise');
    const ad = await t.publish(t.carol, {
      side: 'buy',
      amount: '300',
      max_fiat: '300',
      payment_method_ids: String(carolMethod),
    });
    expect(await t.escrow()).toBe('0');
    const bobWise = await t.method(t.bob, 'wise');
    const bobBank = await t.method(t.bob, 'bank_transfer');
    const wrongKind = await t.call(apiRoutes.c2cPlaceOrder, {
      token: t.bob.token,
      body: { ad_id: ad.id, amount: '50', amount_in: 'coin', payment_method_id: bobBank },
    });
    expect(wrongKind.status).toBe(422);
    expect(fieldsOf(wrongKind.body)).toEqual(['payment_method_id']);
    const before = await t.spot(t.bob.id);
    const placed = await t.place(t.bob, {
      ad_id: ad.id,
      amount: '50',
      amount_in: 'coin',
      payment_method_id: bobWise,
    });
    expect(placed).toMatchObject({ side: 'sell', amount: '50', fiat_amount: '52.5' });
    expect(await t.spot(t.bob.id)).toBe(String(Number(before) - 50));
    expect(await t.escrow()).toBe('50');
    const carolView = await order(t.carol, placed.id);
    expect(carolView.payment_methods.map((m) => m.id)).toEqual([bobWise]);
    await t.act('c2cMarkPaid', t.carol, { id: placed.id, payment_method_id: bobWise });
    await t.act('c2cRelease', t.bob, { id: placed.id });
    expect(await t.spot(t.carol.id)).toBe('10050');
    expect(await t.escrow()).toBe('0');
    expect(await totals(t.ex.ctx.storage)).toEqual(start);
  });
});

describe('an unpaid C2C order at its deadline', () => {
  it('times out exactly once and its coin returns to the ad', async () => {
    const ad = await t.publish(t.alice, { amount: '200', max_fiat: '200' });
    const startAt = T0 + 100_000;
    t.clock.now = startAt;
    const placed = await t.place(t.bob, { ad_id: ad.id, amount: '50', amount_in: 'coin' });
    expect(placed.pay_deadline).toBe(startAt + WINDOW_15);
    await t.tickAt(startAt + WINDOW_15 - 1);
    expect((await order(t.bob, placed.id)).status).toBe('unpaid');
    await t.tickAt(startAt + WINDOW_15);
    expect(await order(t.bob, placed.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'timeout',
    });
    await t.tickAt(startAt + WINDOW_15 + 1000);
    const rows = await t.ex.ctx.storage.db
      .selectFrom('c2c_messages')
      .select('text')
      .where('order_id', '=', placed.id)
      .where('text', '=', 'system:timeout')
      .execute();
    expect(rows).toHaveLength(1);
    const mine = await t.call(apiRoutes.c2cMyAds, { token: t.alice.token, query: {} });
    const listed = paginated(adSchema)
      .parse(mine.body.data)
      .list.find((a) => a.id === ad.id);
    expect(listed?.available).toBe('200');
    const late = await t.call(apiRoutes.c2cMarkPaid, {
      token: t.bob.token,
      body: { id: placed.id, payment_method_id: placed.payment_methods[0]?.id ?? 0 },
    });
    expect(late.status).toBe(409);
    expect(fieldsOf(late.body)).toEqual(['id']);
  });
});

describe('buyer cancellations', () => {
  it('suspend buying after three in a UTC day, until the next day', async () => {
    const ad = await t.publish(t.alice, { amount: '100', max_fiat: '100' });
    const day = Date.UTC(2026, 10, 25, 9);
    t.clock.now = day;
    for (let i = 0; i < 3; i += 1) {
      const placed = await t.place(t.carol, { ad_id: ad.id, amount: '10', amount_in: 'coin' });
      const cancelled = await t.act('c2cCancel', t.carol, { id: placed.id });
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'buyer' });
    }
    const refused = await t.call(apiRoutes.c2cPlaceOrder, {
      token: t.carol.token,
      body: { ad_id: ad.id, amount: '10', amount_in: 'coin' },
    });
    expect(refused.status).toBe(403);
    expect(fieldsOf(refused.body)).toEqual(['ad_id']);
    t.clock.now = Date.UTC(2026, 10, 26, 0, 0, 1);
    await t.place(t.carol, { ad_id: ad.id, amount: '10', amount_in: 'coin' });
  });
});

describe('appeals', () => {
  it('wait, happen once, freeze the order and are decided either way', async () => {
    const ad = await t.publish(t.bob, { amount: '100', max_fiat: '100' });
    const at = Date.UTC(2026, 10, 27, 9);
    t.clock.now = at;
    const run = async () => {
      const placed = await t.place(t.carol, { ad_id: ad.id, amount: '20', amount_in: 'coin' });
      const method = placed.payment_methods[0]?.id ?? 0;
      await t.act('c2cMarkPaid', t.carol, { id: placed.id, payment_method_id: method });
      return placed.id;
    };
    const first = await run();
    const appeal = { id: first, reason: 'not_received', description: 'No money arrived yet.' };
    const early = await t.call(apiRoutes.c2cAppeal, { token: t.bob.token, body: appeal });
    expect(early.status).toBe(409);
    t.clock.now = at + APPEAL_WAIT;
    expect((await t.act('c2cAppeal', t.bob, appeal)).status).toBe('appealing');
    const again = await t.call(apiRoutes.c2cAppeal, { token: t.carol.token, body: appeal });
    expect(again.status).toBe(409);
    const release = await t.call(apiRoutes.c2cRelease, { token: t.bob.token, body: { id: first } });
    expect(release.status).toBe(409);
    const carolBefore = await t.spot(t.carol.id);
    expect((await t.ex.app.c2c.decide(first, 'release')).status).toBe('completed');
    expect(Number(await t.spot(t.carol.id)) - Number(carolBefore)).toBe(20);

    const second = await run();
    t.clock.now += APPEAL_WAIT;
    await t.act('c2cAppeal', t.carol, { ...appeal, id: second, reason: 'paid_not_released' });
    const decided = await t.ex.app.c2c.decide(second, 'cancel');
    expect(decided).toMatchObject({ status: 'cancelled', cancel_reason: 'appeal' });
    const mine = await t.call(apiRoutes.c2cMyAds, { token: t.bob.token, query: {} });
    const listed = paginated(adSchema)
      .parse(mine.body.data)
      .list.find((a) => a.id === ad.id);
    expect(listed?.available).toBe('80');
    await expect(t.ex.app.c2c.decide(second, 'release')).rejects.toThrow(/cancelled/);
    expect(await totals(t.ex.ctx.storage)).toEqual(start);
  });
});
