import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '@exchange/api';
import { ledger } from '../wallet/ledger.ts';
import { fieldsOf, startC2cTest, type C2cTest, type Person } from './c2c-test-kit.ts';

// Every refusal of the C2C routes: a 4xx naming the field at fault, and nothing changed (no
// account, ad, order, message or payment method).

let t: C2cTest;
let bank: number;
let adId: number;
let buyAdId: number;
beforeAll(async () => {
  t = await startC2cTest();
  bank = await t.method(t.alice);
  adId = (await t.publish(t.alice, { payment_method_ids: String(bank) })).id;
  buyAdId = (await t.publish(t.carol, { side: 'buy', amount: '100', max_fiat: '100' })).id;
});
afterAll(async () => {
  await t.ex.close();
});

/** Everything a refusal must leave as it was. */
async function state() {
  const db = t.ex.ctx.storage.db;
  return {
    accounts: await db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance', 'frozen'])
      .orderBy('id')
      .execute(),
    ads: await db.selectFrom('c2c_ads').selectAll().orderBy('id').execute(),
    orders: await db.selectFrom('c2c_orders').selectAll().orderBy('id').execute(),
    messages: await db.selectFrom('c2c_messages').select('id').execute(),
    methods: await db.selectFrom('c2c_payment_methods').selectAll().orderBy('id').execute(),
  };
}

async function refused(
  route: ApiRoute,
  who: Person | null,
  input: {
    body?: Record<string, unknown>;
    query?: Record<string, unknown>;
    params?: Record<string, number>;
  },
  status: number,
  field: string,
) {
  const before = await state();
  const res = await t.call(route, { ...input, ...(who ? { token: who.token } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(fieldsOf(res.body)).toEqual([field]);
  expect(await state()).toEqual(before);
}

/** {@link refused} for a route that takes a body. */
async function refusedBody(
  route: ApiRoute,
  who: Person | null,
  body: Record<string, unknown>,
  status: number,
  field: string,
) {
  await refused(route, who, { body }, status, field);
}

/** Alice sets her ad `id` to `status`. */
async function setAdStatus(id: number, status: 'online' | 'paused' | 'closed') {
  const res = await t.call(apiRoutes.c2cAdStatus, { token: t.alice.token, body: { id, status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const draft = {
  side: 'sell',
  coin_id: 1,
  fiat: 'USD',
  price_type: 'fixed',
  price_value: '1.05',
  amount: '100',
  min_fiat: '10',
  max_fiat: '100',
  pay_window_minutes: 15,
};

describe('publishing an ad', () => {
  it.each([
    [
      'a floating value out of range',
      { price_type: 'floating', price_value: '130' },
      'price_value',
    ],
    ['a fixed price far from the index', { price_value: '2' }, 'price_value'],
    ['max below min', { min_fiat: '50', max_fiat: '20' }, 'max_fiat'],
    ['max above what the amount costs', { max_fiat: '106' }, 'max_fiat'],
    ['min above what the amount costs', { min_fiat: '106', max_fiat: '106' }, 'max_fiat'],
    ['more than the balance', { amount: '20000', max_fiat: '100' }, 'amount'],
    ['a coin C2C does not trade', { coin_id: 6 }, 'coin_id'],
    ['a fiat C2C does not trade', { fiat: 'XYZ' }, 'fiat'],
    ['too many decimals', { amount: '1.1234567' }, 'amount'],
    ['a pay window not offered', { pay_window_minutes: 20 }, 'pay_window_minutes'],
  ])('refuses %s', async (_name, change, field) => {
    await refusedBody(
      apiRoutes.c2cPublishAd,
      t.alice,
      { ...draft, payment_method_ids: String(bank), ...change },
      422,
      field,
    );
  });

  it('refuses an advertiser without basic identity verification', async () => {
    const dave = await t.ex.signUp('dave@example.com');
    const method = await t.method(dave);
    await refusedBody(
      apiRoutes.c2cPublishAd,
      dave,
      { ...draft, payment_method_ids: String(method) },
      403,
      'identity',
    );
  });

  it("refuses someone else's payment method", async () => {
    const bobs = await t.method(t.bob);
    await refusedBody(
      apiRoutes.c2cPublishAd,
      t.alice,
      { ...draft, payment_method_ids: `${String(bank)},${String(bobs)}` },
      422,
      'payment_method_ids',
    );
  });

  it("refuses changing someone else's ad and a closed ad", async () => {
    await refusedBody(apiRoutes.c2cAdStatus, t.bob, { id: adId, status: 'paused' }, 404, 'id');
    const other = await t.publish(t.alice, {
      payment_method_ids: String(bank),
      amount: '10',
      max_fiat: '10',
    });
    await setAdStatus(other.id, 'closed');
    await refusedBody(
      apiRoutes.c2cAdStatus,
      t.alice,
      { id: other.id, status: 'online' },
      409,
      'status',
    );
  });
});

describe('placing an order', () => {
  it.each([
    ['below the minimum', { amount: '5' }, 'amount'],
    ['above the maximum', { amount: '501' }, 'amount'],
    ['above what is available', { amount: '1001', amount_in: 'coin' }, 'amount'],
    ['an unknown ad', { ad_id: 999 }, 'ad_id'],
    ['a method the ad does not take', { payment_method_id: 999 }, 'payment_method_id'],
  ])('refuses %s', async (_name, change, field) => {
    const status = field === 'ad_id' ? 404 : 422;
    await refusedBody(
      apiRoutes.c2cPlaceOrder,
      t.bob,
      { ad_id: adId, amount: '100', amount_in: 'fiat', ...change },
      status,
      field,
    );
  });

  it('refuses one’s own ad, a paused ad and selling without a method', async () => {
    const body = { ad_id: adId, amount: '100', amount_in: 'fiat' };
    await refusedBody(apiRoutes.c2cPlaceOrder, t.alice, body, 422, 'ad_id');
    await setAdStatus(adId, 'paused');
    await refusedBody(apiRoutes.c2cPlaceOrder, t.bob, body, 409, 'ad_id');
    await setAdStatus(adId, 'online');
    await refusedBody(
      apiRoutes.c2cPlaceOrder,
      t.bob,
      { ...body, ad_id: buyAdId },
      422,
      'payment_method_id',
    );
  });

  it('refuses selling more than one holds', async () => {
    const method = await t.method(t.bob);
    const before = await t.spot(t.bob.id);
    await t.ex.ctx.storage.db.transaction().execute(async (trx) => {
      await ledger.transfer(trx, {
        refId: 'drain',
        from: { userId: t.bob.id, kind: 'spot' },
        to: { userId: t.bob.id, kind: 'futures' },
        coin: 'USDT',
        amount: before,
      });
    });
    await refusedBody(
      apiRoutes.c2cPlaceOrder,
      t.bob,
      { ad_id: buyAdId, amount: '50', amount_in: 'coin', payment_method_id: method },
      422,
      'amount',
    );
  });
});

describe('acting on an order', () => {
  let orderId: number;
  let method: number;
  beforeAll(async () => {
    const placed = await t.place(t.carol, { ad_id: adId, amount: '100', amount_in: 'fiat' });
    orderId = placed.id;
    method = placed.payment_methods[0]?.id ?? 0;
  });

  it('hides it from anyone but its two parties', async () => {
    await refused(apiRoutes.c2cOrder, t.bob, { params: { id: orderId } }, 404, 'id');
    await refused(apiRoutes.c2cMessages, t.bob, { query: { order_id: orderId } }, 404, 'order_id');
    await refusedBody(
      apiRoutes.c2cSendMessage,
      t.bob,
      { order_id: orderId, text: 'hi' },
      404,
      'order_id',
    );
    await refusedBody(
      apiRoutes.c2cMarkPaid,
      t.bob,
      { id: orderId, payment_method_id: method },
      404,
      'id',
    );
    await refusedBody(apiRoutes.c2cCancel, t.bob, { id: orderId }, 404, 'id');
  });

  it('refuses the wrong side, the wrong state and a method not offered', async () => {
    await refusedBody(
      apiRoutes.c2cMarkPaid,
      t.alice,
      { id: orderId, payment_method_id: method },
      403,
      'id',
    );
    await refusedBody(apiRoutes.c2cRelease, t.carol, { id: orderId }, 403, 'id');
    await refusedBody(apiRoutes.c2cRelease, t.alice, { id: orderId }, 409, 'id');
    const appeal = { id: orderId, reason: 'other', description: 'Something went wrong.' };
    await refusedBody(apiRoutes.c2cAppeal, t.alice, appeal, 409, 'id');
    await refusedBody(
      apiRoutes.c2cMarkPaid,
      t.carol,
      { id: orderId, payment_method_id: 999 },
      422,
      'payment_method_id',
    );
    await t.act('c2cMarkPaid', t.carol, { id: orderId, payment_method_id: method });
    await refusedBody(apiRoutes.c2cCancel, t.carol, { id: orderId }, 409, 'id');
    await refusedBody(
      apiRoutes.c2cMarkPaid,
      t.carol,
      { id: orderId, payment_method_id: method },
      409,
      'id',
    );
  });

  it('refuses empty and over-long chat messages', async () => {
    await refusedBody(
      apiRoutes.c2cSendMessage,
      t.carol,
      { order_id: orderId, text: '   ' },
      422,
      'text',
    );
    await refusedBody(
      apiRoutes.c2cSendMessage,
      t.carol,
      { order_id: orderId, text: 'x'.repeat(1001) },
      422,
      'text',
    );
    const longest = await t.call(apiRoutes.c2cSendMessage, {
      token: t.carol.token,
      body: { order_id: orderId, text: 'x'.repeat(1000) },
    });
    expect(longest.status).toBe(200);
  });

  it('refuses deleting a payment method an open ad or an unfinished order uses', async () => {
    await refusedBody(apiRoutes.c2cDeletePaymentMethod, t.alice, { id: bank }, 409, 'id');
    await refusedBody(apiRoutes.c2cDeletePaymentMethod, t.bob, { id: bank }, 404, 'id');
    await setAdStatus(adId, 'closed');
    // The order is still paid: its method stays.
    await refusedBody(apiRoutes.c2cDeletePaymentMethod, t.alice, { id: bank }, 409, 'id');
    await t.act('c2cRelease', t.alice, { id: orderId });
    const done = await t.call(apiRoutes.c2cDeletePaymentMethod, {
      token: t.alice.token,
      body: { id: bank },
    });
    expect(done.status).toBe(200);
    const list = await t.call(apiRoutes.c2cPaymentMethods, { token: t.alice.token });
    expect((list.body.data as { id: number }[]).map((m) => m.id)).not.toContain(bank);
    // The finished order still shows the method it was paid with.
    const order = await t.call(apiRoutes.c2cOrder, {
      token: t.carol.token,
      params: { id: orderId },
    });
    expect(
      (order.body.data as { payment_methods: { id: number }[] }).payment_methods.map((m) => m.id),
    ).toEqual([bank]);
  });
});

describe('the public list and the index', () => {
  it('lists online ads best price first and filters by amount and payment kind', async () => {
    const wise = await t.method(t.alice, 'wise');
    const cheap = await t.publish(t.alice, {
      price_value: '0.99',
      amount: '100',
      max_fiat: '99',
      payment_method_ids: String(wise),
    });
    const dear = await t.publish(t.carol, { price_value: '1.1', amount: '100', max_fiat: '110' });
    const ids = async (query: Record<string, unknown>) => {
      const res = await t.call(apiRoutes.c2cAds, {
        query: { side: 'sell', coin_id: 1, fiat: 'USD', ...query },
      });
      expect(res.status).toBe(200);
      return (res.body.data as { list: { id: number }[] }).list.map((a) => a.id);
    };
    expect(await ids({})).toEqual([cheap.id, dear.id]);
    expect(await ids({ payment_kind: 'wise' })).toEqual([cheap.id]);
    expect(await ids({ amount: '105' })).toEqual([dear.id]);
    const buy = await t.call(apiRoutes.c2cAds, { query: { side: 'buy', coin_id: 1, fiat: 'USD' } });
    expect((buy.body.data as { list: { id: number }[] }).list.map((a) => a.id)).toEqual([buyAdId]);
    await refused(
      apiRoutes.c2cAds,
      null,
      { query: { side: 'sell', coin_id: 6, fiat: 'USD' } },
      422,
      'coin_id',
    );
    const index = await t.call(apiRoutes.c2cFiatIndex, { query: { coin_id: 2, fiat: 'EUR' } });
    expect(index.status).toBe(200);
    await refused(
      apiRoutes.c2cFiatIndex,
      null,
      { query: { coin_id: 2, fiat: 'XYZ' } },
      422,
      'fiat',
    );
  });
});
