import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, failureBodySchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';
import { T0 } from './option-test-kit.ts';

// Every refusal of POST /option/open is a 4xx naming the field, and changes nothing: no order,
// no movement of the user's balance.

let ex: TestExchange;
let alice: { token: string; id: number };

beforeAll(async () => {
  ex = await startTestExchange({
    now: () => T0,
    optionTickMs: 0,
    optionTimes: [
      { seconds: 3, payoutRate: '0.8' },
      { seconds: 5, payoutRate: '0.85' },
    ],
    optionSuspended: ['SOLUSDT'],
    optionExposureCap: '100',
  });
  alice = await ex.signUp('alice@example.com');
  // Alice keeps 500 of her 10,000 demo USDT in spot.
  await ex.ctx.storage.db.transaction().execute((trx) =>
    ledger.transfer(trx, {
      from: { userId: alice.id, kind: 'spot' },
      to: { userId: alice.id, kind: 'futures' },
      coin: 'USDT',
      amount: '9500',
      refId: 'aside',
    }),
  );
});
afterAll(async () => {
  await ex.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  symbol: 'BTCUSDT',
  time_id: 1,
  direction: 'up',
  amount: '10',
  client_order_id: `c${String(Math.random()).slice(2, 12)}`,
  ...over,
});

const state = async () => ({
  spot: await ledger.account(ex.ctx.storage.db, alice.id, 'spot', 'USDT'),
  orders: (await ex.ctx.storage.db.selectFrom('option_orders').select('id').execute()).length,
});

/** Open, expect a refusal of `status` naming `field` whose message contains `words`. */
async function refused(over: Record<string, unknown>, status: number, field: string, words = '') {
  const before = await state();
  const res = await ex.call(apiRoutes.optionOpen, { token: alice.token, body: body(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const failure = failureBodySchema.parse(res.body);
  expect(failure.data?.errors.map((e) => e.field)).toEqual([field]);
  expect(failure.message).toContain(words);
  expect(await state()).toEqual(before);
}

describe('POST /option/open refusals', () => {
  it('needs a login', async () => {
    expect((await ex.call(apiRoutes.optionOpen, { body: body() })).status).toBe(401);
  });

  it('refuses a stake off precision, below the minimum, above the maximum or the balance', async () => {
    await refused({ amount: '10.001' }, 422, 'amount', 'at most 2 decimals');
    await refused({ amount: '9.99' }, 422, 'amount', 'smallest stake is 10 USDT');
    await refused({ amount: '10000.01' }, 422, 'amount', 'largest stake is 10000 USDT');
    await refused({ amount: '500.01' }, 422, 'amount', 'More than your available 500 USDT');
    await refused({ amount: '-10' }, 422, 'amount');
  });

  it('refuses an unknown or halted pair, and an unknown duration or another pair’s', async () => {
    await refused({ symbol: 'NOPEUSDT' }, 422, 'symbol', 'Unknown option pair NOPEUSDT');
    await refused(
      { symbol: 'SOLUSDT', time_id: 5 },
      422,
      'symbol',
      'SOL/USDT options are suspended',
    );
    await refused({ time_id: 99 }, 422, 'time_id', 'No such duration for BTC/USDT');
    await refused({ time_id: 3 }, 422, 'time_id', 'No such duration for BTC/USDT');
    await refused({ direction: 'sideways' }, 422, 'direction');
  });

  it("refuses a stake over the house's exposure cap, naming the largest that fits", async () => {
    // 100 at 0.8 exposes 80 of the cap's 100; 30 more would expose 24.
    const first = await ex.call(apiRoutes.optionOpen, {
      token: alice.token,
      body: body({ amount: '100' }),
    });
    expect(first.status).toBe(200);
    await refused(
      { amount: '30' },
      422,
      'amount',
      "The house's exposure on BTC/USDT 3 s up is at its cap; stake at most 25",
    );
    // The cap is per pair, duration and direction: down, or 5 s, still has room.
    for (const over of [
      { direction: 'down', amount: '30' },
      { time_id: 2, amount: '30' },
    ])
      expect(
        (await ex.call(apiRoutes.optionOpen, { token: alice.token, body: body(over) })).status,
      ).toBe(200);
    const fits = await ex.call(apiRoutes.optionOpen, {
      token: alice.token,
      body: body({ amount: '25' }),
    });
    expect(fits.status).toBe(200);
  });

  it('answers a replayed client_order_id with 409 naming it, opening nothing', async () => {
    const first = await ex.call(apiRoutes.optionOpen, {
      token: alice.token,
      body: body({ client_order_id: 'once', direction: 'down', time_id: 2 }),
    });
    expect(first.status).toBe(200);
    await refused(
      { client_order_id: 'once', direction: 'down', time_id: 2 },
      409,
      'client_order_id',
    );
    await refused({ client_order_id: 'once', amount: '11' }, 409, 'client_order_id');
  });
});
