import { Big } from 'big.js';
import { adSchema, apiRoutes, c2cOrderSchema, failureBodySchema } from '@exchange/api';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { grantLevel } from '../identity/identity-test-kit.ts';
import { ledger } from '../wallet/ledger.ts';

// The demo arbiter (issue 22): POST /demo/p2p/appeal/decide releases an appealing order to the
// buyer or cancels it and returns the escrow; any other state is refused naming `id`; outside
// demo mode the route does not exist.

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
const APPEAL_WAIT = 60_000;

const servers: TestExchange[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function setup() {
  const clock = { now: T0 };
  const ex = await startTestExchange({
    now: () => clock.now,
    c2cTickMs: 0,
    c2cAppealWaitMs: APPEAL_WAIT,
  });
  servers.push(ex);
  const seller = await ex.signUp('arb-seller@example.com');
  const buyer = await ex.signUp('arb-buyer@example.com');
  // Advertisers need basic identity verification (c2c-ads.ts publishAd).
  await grantLevel(ex, seller.id, 'basic');
  const ok = async (route: keyof typeof apiRoutes, token: string | undefined, body: object) => {
    const res = await ex.call(apiRoutes[route], { token, body: { ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const method = (await ok('c2cAddPaymentMethod', seller.token, {
    kind: 'wise',
    holder_name: 'Sue Seller',
    account: 'sue@example.com',
  })) as { id: number };
  const ad = adSchema.parse(
    await ok('c2cPublishAd', seller.token, {
      side: 'sell',
      coin_id: 1,
      fiat: 'USD',
      price_type: 'fixed',
      price_value: '1.05',
      amount: '200',
      min_fiat: '10',
      max_fiat: '200',
      payment_method_ids: String(method.id),
      pay_window_minutes: 15,
    }),
  );
  /** An order of 52.5 USD (50 USDT) the buyer paid and appealed. */
  const appealed = async () => {
    const order = c2cOrderSchema.parse(
      await ok('c2cPlaceOrder', buyer.token, { ad_id: ad.id, amount: '50', amount_in: 'coin' }),
    );
    const paid = c2cOrderSchema.parse(
      await ok('c2cMarkPaid', buyer.token, { id: order.id, payment_method_id: method.id }),
    );
    clock.now = (paid.appeal_after ?? 0) + 1;
    return c2cOrderSchema.parse(
      await ok('c2cAppeal', buyer.token, {
        id: order.id,
        reason: 'paid_not_released',
        description: 'I paid by Wise and the seller does not answer.',
      }),
    );
  };
  const decide = (id: number, outcome: 'release' | 'cancel') =>
    ex.call(apiRoutes.demoAppealDecision, { body: { id, outcome } });
  const usdt = async (userId: number) =>
    (await ledger.account(ex.ctx.storage.db, userId, 'spot', 'USDT')).balance;
  const available = async () => {
    const res = await ex.call(apiRoutes.c2cMyAds, { token: seller.token, query: {} });
    return adSchema.array().parse((res.body.data as { list: unknown[] }).list)[0]?.available;
  };
  return { ex, clock, seller, buyer, appealed, decide, usdt, available };
}

describe('POST /demo/p2p/appeal/decide', () => {
  it('releases an appealing order to the buyer', async () => {
    const t = await setup();
    const order = await t.appealed();
    expect(order.status).toBe('appealing');
    const before = await t.usdt(t.buyer.id);
    const res = await t.decide(order.id, 'release');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const decided = c2cOrderSchema.parse(res.body.data);
    expect(decided).toMatchObject({ id: order.id, status: 'completed', side: 'buy' });
    expect(await t.usdt(t.buyer.id)).toBe(new Big(before).plus('50').toFixed());
    expect(await t.available()).toBe('150');
  });

  it("cancels an appealing order, the escrow back on the seller's open ad", async () => {
    const t = await setup();
    const order = await t.appealed();
    const before = await t.usdt(t.buyer.id);
    const res = await t.decide(order.id, 'cancel');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(c2cOrderSchema.parse(res.body.data)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'appeal',
    });
    expect(await t.usdt(t.buyer.id)).toBe(before);
    expect(await t.available()).toBe('200');
  });

  it('refuses an order that is not appealing (naming id) or does not exist, changing nothing', async () => {
    const t = await setup();
    const order = await t.appealed();
    expect((await t.decide(order.id, 'release')).status).toBe(200);
    const buyerUsdt = await t.usdt(t.buyer.id);
    for (const outcome of ['release', 'cancel'] as const) {
      const again = await t.decide(order.id, outcome);
      expect(again.status).toBe(409);
      expect(failureBodySchema.parse(again.body).data?.errors.map((e) => e.field)).toEqual(['id']);
    }
    expect((await t.decide(999_999, 'cancel')).status).toBe(404);
    expect(await t.usdt(t.buyer.id)).toBe(buyerUsdt);
  });

  it('does not exist outside demo mode', async () => {
    const ex = await startTestExchange({ demo: false, c2cTickMs: 0 });
    servers.push(ex);
    const res = await ex.call(apiRoutes.demoAppealDecision, { body: { id: 1, outcome: 'cancel' } });
    expect(res.status).toBe(404);
  });
});
