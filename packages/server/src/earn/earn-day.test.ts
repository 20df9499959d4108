import { apiRoutes, earnPositionSchema, earnProductSchema } from '@exchange/api';
import { earnMaturityDate, earnValueDate } from '@exchange/formulas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { NOW } from './earn-test-kit.ts';

// The server's earn day is on the wire (`day_ms` of each product), so the finance page previews
// the value and maturity dates the server will book, whatever EARN_DAY_MS the server runs with.

/** A scaled day (demo mode and tests make a day pass in seconds). */
const SCALED_DAY = 5_000;

describe('earn day on the wire', () => {
  let ex: TestExchange;
  const clock = NOW + 1_234;

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => clock,
      earnDayMs: SCALED_DAY,
      earnTickMs: 0,
      contractTickMs: 0,
      launchpadTickMs: 0,
    });
  });
  afterAll(async () => {
    await ex.close();
  });

  it('lists every product with the configured day, and books the dates it predicts', async () => {
    const alice = await ex.signUp('alice@example.com');
    const list = await ex.call(apiRoutes.earnProducts, {});
    const products = z.array(earnProductSchema).parse(list.body.data);
    expect(products.length).toBeGreaterThan(0);
    expect(new Set(products.map((product) => product.day_ms))).toEqual(new Set([SCALED_DAY]));

    const locked = products.find((p) => p.coin_name === 'USDT' && p.duration_days === 7);
    if (!locked) throw new Error('No USDT 7-day product');
    const res = await ex.call(apiRoutes.earnSubscribe, {
      token: alice.token,
      body: { product_id: locked.id, amount: '100', client_order_id: 'day-1' },
    });
    expect(res.status).toBe(200);
    const position = earnPositionSchema.parse(res.body.data);
    const valueDate = earnValueDate(clock, locked.day_ms);
    expect(position.value_date).toBe(valueDate);
    expect(position.maturity_date).toBe(earnMaturityDate(valueDate, 7, locked.day_ms));
    // A 24-hour day would have put the value date at the next midnight.
    expect(position.value_date).not.toBe(earnValueDate(clock, 86_400_000));
  });
});
