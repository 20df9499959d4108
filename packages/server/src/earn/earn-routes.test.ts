import { Big } from 'big.js';
import {
  apiRoutes,
  earnPositionSchema,
  earnProductSchema,
  earnRecordSchema,
  earnSummarySchema,
  EARN_RECORD_CSV_COLUMNS,
  paginated,
} from '@exchange/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import type { AccountSnapshot } from '../wallet/ledger.ts';
import { accountsSnapshot, coinSums, DAY, NOW } from './earn-test-kit.ts';

const VALUE = Date.UTC(2026, 10, 25);

describe('earn routes', () => {
  let ex: TestExchange;
  let clock = NOW;
  const told: AccountSnapshot[] = [];
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  const products = new Map<string, z.infer<typeof earnProductSchema>>();

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => clock,
      earnDayMs: DAY,
      earnTickMs: 0,
      contractTickMs: 0,
      launchpadTickMs: 0,
      hooks: { onBalances: (_userId, accounts) => told.push(...accounts) },
    });
    alice = await ex.signUp('alice@example.com');
    bob = await ex.signUp('bob@example.com');
    const list = await ex.call(apiRoutes.earnProducts, { token: alice.token });
    for (const product of z.array(earnProductSchema).parse(list.body.data))
      products.set(
        `${product.coin_name}-${product.type}-${String(product.duration_days ?? 0)}`,
        product,
      );
  });
  afterAll(async () => {
    await ex.close();
  });

  const id = (key: string) => {
    const product = products.get(key);
    if (!product) throw new Error(`No product ${key}`);
    return product.id;
  };

  it('lists USDT, BTC and ETH, flexible and locked 7/30/90, with tiers, limits and precision', () => {
    expect([...products.keys()].sort()).toEqual(
      ['BTC', 'ETH', 'USDT']
        .flatMap((coin) =>
          ['flexible-0', 'locked-7', 'locked-30', 'locked-90'].map((t) => `${coin}-${t}`),
        )
        .sort(),
    );
    expect(products.get('USDT-flexible-0')).toMatchObject({
      apr: '0.08',
      apr_tiers: [
        { up_to: '1000', apr: '0.08' },
        { up_to: null, apr: '0.035' },
      ],
      min_amount: '10',
      amount_precision: 6,
      subscribed_total: '0',
      status: 'open',
      day_ms: DAY,
    });
    expect(products.get('BTC-locked-30')?.amount_precision).toBe(8);
  });

  it('subscribes from spot into the finance account, once per client order id', async () => {
    const before = told.length;
    const res = await ex.call(apiRoutes.earnSubscribe, {
      token: alice.token,
      body: { product_id: id('USDT-flexible-0'), amount: '1500', client_order_id: 'flex-1' },
    });
    expect(res.status).toBe(200);
    const position = earnPositionSchema.parse(res.body.data);
    expect(position).toMatchObject({
      amount: '1500',
      status: 'holding',
      value_date: VALUE,
      maturity_date: null,
      // 1,000 × 8 % + 500 × 3.5 % = 97.5 a year.
      estimated_daily_interest: '0.267123',
    });
    // The user is told both accounts: spot down, finance up (held as frozen).
    const mine = told.slice(before).filter((a) => a.userId === alice.id);
    expect(mine.map((a) => [a.kind, a.balance, a.frozen])).toEqual([
      ['spot', '8500', '0'],
      ['finance', '0', '1500'],
    ]);
    const snapshot = await accountsSnapshot(ex.ctx.storage);
    const replay = await ex.call(apiRoutes.earnSubscribe, {
      token: alice.token,
      body: { product_id: id('USDT-flexible-0'), amount: '1500.000', client_order_id: 'flex-1' },
    });
    expect(earnPositionSchema.parse(replay.body.data).id).toBe(position.id);
    const clash = await ex.call(apiRoutes.earnSubscribe, {
      token: alice.token,
      body: { product_id: id('USDT-flexible-0'), amount: '20', client_order_id: 'flex-1' },
    });
    expect([clash.status, clash.body.message]).toEqual([
      409,
      'client_order_id: Already used for another subscription',
    ]);
    expect(await accountsSnapshot(ex.ctx.storage)).toEqual(snapshot);
    const list = await ex.call(apiRoutes.earnProducts, { token: alice.token });
    const flexible = z
      .array(earnProductSchema)
      .parse(list.body.data)
      .find((p) => p.id === id('USDT-flexible-0'));
    expect([flexible?.user_subscribed, flexible?.subscribed_total]).toEqual(['1500', '1500']);
  });

  it.each([
    [
      'an amount off precision',
      { key: 'USDT-flexible-0', amount: '10.1234567' },
      422,
      'amount: At most 6 decimals',
    ],
    [
      'an amount under the minimum',
      { key: 'USDT-locked-30', amount: '9.99' },
      422,
      'amount: At least 10 USDT',
    ],
    [
      'an amount over the per-user cap',
      { key: 'USDT-flexible-0', amount: '98500.5' },
      422,
      'amount: At most 98500 USDT more: the limit per user',
    ],
    [
      'an amount over the spot balance',
      { key: 'USDT-locked-90', amount: '9000' },
      422,
      'amount: More than the 8500 USDT available in spot',
    ],
    ['an unknown product', { productId: 999, amount: '100' }, 404, 'product_id: Product not found'],
  ])('refuses %s, naming the field, changing nothing', async (_what, input, status, message) => {
    const snapshot = await accountsSnapshot(ex.ctx.storage);
    const res = await ex.call(apiRoutes.earnSubscribe, {
      token: alice.token,
      body: {
        product_id: 'productId' in input ? input.productId : id(input.key),
        amount: input.amount,
        client_order_id: 'refused',
      },
    });
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await accountsSnapshot(ex.ctx.storage)).toEqual(snapshot);
  });

  it('refuses what is left of the quota and a sold-out product', async () => {
    const productId = id('ETH-locked-7');
    await ex.ctx.storage.db
      .updateTable('earn_products')
      .set({ subscribed_total: '9999.5' })
      .where('id', '=', productId)
      .execute();
    const over = await ex.call(apiRoutes.earnSubscribe, {
      token: bob.token,
      body: { product_id: productId, amount: '0.6', client_order_id: 'q1' },
    });
    expect([over.status, over.body.message]).toEqual([
      422,
      'amount: At most 0.5 ETH: what is left of the quota',
    ]);
    await ex.ctx.storage.db
      .updateTable('earn_products')
      .set({ subscribed_total: '9999.995' })
      .where('id', '=', productId)
      .execute();
    const list = await ex.call(apiRoutes.earnProducts, { query: { coin_id: 3, type: 'locked' } });
    const sold = z
      .array(earnProductSchema)
      .parse(list.body.data)
      .find((p) => p.id === productId);
    expect(sold?.status).toBe('sold_out');
    const refused = await ex.call(apiRoutes.earnSubscribe, {
      token: bob.token,
      body: { product_id: productId, amount: '0.01', client_order_id: 'q2' },
    });
    expect([refused.status, refused.body.message]).toEqual([422, 'product_id: Sold out']);
    await ex.ctx.storage.db
      .updateTable('earn_products')
      .set({ subscribed_total: '0' })
      .where('id', '=', productId)
      .execute();
  });

  it('accrues on the server clock, redeems, and refuses what cannot be redeemed', async () => {
    const locked = await ex.call(apiRoutes.earnSubscribe, {
      token: alice.token,
      body: { product_id: id('USDT-locked-30'), amount: '1000', client_order_id: 'lock-1' },
    });
    const lockedId = earnPositionSchema.parse(locked.body.data).id;
    clock = VALUE + 2 * DAY + 60_000;
    expect(await ex.app.earn.tick(clock)).toBe(2);
    const positions = paginated(earnPositionSchema).parse(
      (await ex.call(apiRoutes.earnPositions, { token: alice.token, query: { status: 'holding' } }))
        .body.data,
    );
    const held = new Map(positions.list.map((p) => [p.id, p]));
    // 1,000 × 6 % ÷ 365 = 0.164383 a day, credited and forfeited if redeemed now.
    expect(held.get(lockedId)).toMatchObject({
      total_interest: '0.328766',
      yesterday_interest: '0.164383',
      forfeit_on_redeem: '0.328766',
    });

    const [flexible] = positions.list.filter((p) => p.type === 'flexible');
    if (!flexible) throw new Error('no flexible position');
    const snapshot = await accountsSnapshot(ex.ctx.storage);
    const refusals = [
      [
        bob.token,
        { position_id: flexible.id, amount: '1' },
        404,
        'position_id: Position not found',
      ],
      [alice.token, { position_id: 99_999, amount: '1' }, 404, 'position_id: Position not found'],
      [
        alice.token,
        { position_id: flexible.id, amount: '1500.5' },
        422,
        'amount: At most 1500 USDT is held',
      ],
      [
        alice.token,
        { position_id: flexible.id, amount: '1.0000001' },
        422,
        'amount: At most 6 decimals',
      ],
      [
        alice.token,
        { position_id: lockedId, amount: '500' },
        422,
        'amount: A locked position is redeemed whole: 1000',
      ],
    ] as const;
    for (const [token, body, status, message] of refusals) {
      const res = await ex.call(apiRoutes.earnRedeem, { token, body });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await accountsSnapshot(ex.ctx.storage)).toEqual(snapshot);

    const part = await ex.call(apiRoutes.earnRedeem, {
      token: alice.token,
      body: { position_id: flexible.id, amount: '500' },
    });
    expect(earnRecordSchema.parse(part.body.data)).toMatchObject({
      type: 'redeem',
      amount: '500',
      forfeited_interest: '0',
    });
    const early = await ex.call(apiRoutes.earnRedeem, {
      token: alice.token,
      body: { position_id: lockedId, amount: '1000' },
    });
    expect(earnRecordSchema.parse(early.body.data)).toMatchObject({
      amount: '1000',
      forfeited_interest: '0.328766',
    });
    const again = await ex.call(apiRoutes.earnRedeem, {
      token: alice.token,
      body: { position_id: lockedId, amount: '1000' },
    });
    expect([again.status, again.body.message]).toEqual([
      422,
      'position_id: The position has already been closed',
    ]);
    expect((await coinSums(ex.ctx.storage)).USDT).toBe('0');
  });

  it('lists records with filters and pages, exports them as CSV, and sums them up', async () => {
    const all = paginated(earnRecordSchema).parse(
      (await ex.call(apiRoutes.earnRecords, { token: alice.token, query: { limit: 100 } })).body
        .data,
    );
    expect(all.list.map((r) => r.type).sort()).toEqual(
      [
        'subscribe',
        'subscribe',
        'interest',
        'interest',
        'interest',
        'interest',
        'redeem',
        'redeem',
      ].sort(),
    );
    const interest = paginated(earnRecordSchema).parse(
      (
        await ex.call(apiRoutes.earnRecords, {
          token: alice.token,
          query: { type: 'interest', coin_id: 1, page: 2, limit: 3 },
        })
      ).body.data,
    );
    expect([interest.total, interest.list.length]).toEqual([4, 1]);
    const none = await ex.call(apiRoutes.earnRecords, {
      token: alice.token,
      query: { coin_id: 2 },
    });
    expect(paginated(earnRecordSchema).parse(none.body.data).total).toBe(0);
    const windowed = await ex.call(apiRoutes.earnRecords, {
      token: alice.token,
      query: { from: VALUE + 2 * DAY },
    });
    // The two days' interest are booked at the days' ends; redemptions after.
    expect(paginated(earnRecordSchema).parse(windowed.body.data).total).toBe(4);

    const file = await ex.app.inject({
      method: 'GET',
      url: '/earn/records/export?type=redeem',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe(EARN_RECORD_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);

    const summary = earnSummarySchema.parse(
      (await ex.call(apiRoutes.earnSummary, { token: alice.token })).body.data,
    );
    // Two days of the flexible 1,500 (0.267123 each) and the forfeited locked interest gone.
    expect(summary).toMatchObject({
      valuation_coin: 'USDT',
      total_value: '1000',
      total_interest: '0.534246',
      yesterday_interest: new Big('0.267123').plus('0.164383').toFixed(),
      holdings: [{ coin_id: 1, coin_name: 'USDT', amount: '1000', value: '1000' }],
    });
    expect(summary.cumulative_interest).toHaveLength(30);
    expect(summary.cumulative_interest.at(-1)).toEqual({
      time: VALUE + 2 * DAY,
      value: '0.534246',
    });
    expect(summary.cumulative_interest.at(-2)?.value).toBe(
      new Big('0.534246').plus('0.328766').toFixed(),
    );
  });

  it('answers 401 without a token', async () => {
    const res = await ex.call(apiRoutes.earnSummary);
    expect(res.status).toBe(401);
  });
});
