import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiRoutes,
  csvRecord,
  OTC_CSV_COLUMNS,
  otcTradeCsvRecord,
  otcCoinSchema,
  otcQuoteSchema,
  otcTradeSchema,
  paginated,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';
import { T0 } from './otc-test-kit.ts';

// The OTC routes on a whole server with a test clock and a 5-second quote: coins, a quote, its
// accept at the quoted price, the orders with filters, and the refusals naming their field.

const clock = { now: T0 };
let ex: TestExchange;
let alice: { token: string; id: number };
let bob: { token: string; id: number };

beforeAll(async () => {
  ex = await startTestExchange({ otcQuoteTtlMs: 5_000, now: () => clock.now });
  alice = await ex.signUp('alice@example.com');
  bob = await ex.signUp('bob@example.com');
  await ledger.deposit(ex.ctx.storage.db, {
    userId: alice.id,
    coin: 'USDT',
    amount: '1000000',
    reason: 'deposit',
    refId: 'test',
  });
});
afterAll(async () => {
  await ex.close();
});

const ok = <T>(schema: z.ZodType<T>, res: Awaited<ReturnType<TestExchange['call']>>): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(res.body.data);
};
const quote = (token: string, body: Record<string, unknown>) =>
  ex.call(apiRoutes.otcQuote, { token, body });
const accept = (token: string, quoteId: number) =>
  ex.call(apiRoutes.otcAccept, { token, body: { quote_id: quoteId } });

describe('OTC routes', () => {
  it('lists the coins', async () => {
    const coins = ok(z.array(otcCoinSchema), await ex.call(apiRoutes.otcCoins));
    expect(coins.map((c) => c.coin_name)).toEqual(['BTC', 'ETH']);
  });

  it('quotes, accepts at exactly the quoted price, and lists the trade', async () => {
    const btc = 2;
    const q = ok(
      otcQuoteSchema,
      await quote(alice.token, { coin_id: btc, side: 'buy', amount: '0.5' }),
    );
    expect(q.expires_at).toBe(clock.now + 5_000);
    expect(q.total).toBe(new Big(q.amount).times(q.price).toFixed());
    clock.now += 4_999;
    const trade = ok(otcTradeSchema, await accept(alice.token, q.id));
    expect([trade.price, trade.total, trade.amount]).toEqual([q.price, q.total, '0.5']);
    const page = ok(
      paginated(otcTradeSchema),
      await ex.call(apiRoutes.otcTrades, {
        token: alice.token,
        query: { side: 'buy', coin_id: btc },
      }),
    );
    expect(page.list.map((t) => t.id)).toEqual([trade.id]);
    const none = ok(
      paginated(otcTradeSchema),
      await ex.call(apiRoutes.otcTrades, { token: alice.token, query: { side: 'sell' } }),
    );
    expect(none.total).toBe(0);
    const csv = await ex.app.inject({
      method: 'GET',
      url: '/otc/orders/export?side=buy',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(csvRecord(OTC_CSV_COLUMNS) + otcTradeCsvRecord(trade));
  });

  it('refuses an expired, used or another user’s quote naming quote_id', async () => {
    const q = ok(
      otcQuoteSchema,
      await quote(alice.token, { coin_id: 3, side: 'buy', amount: '1' }),
    );
    const theirs = await accept(bob.token, q.id);
    expect([theirs.status, theirs.body.message]).toEqual([
      404,
      `quote_id: quote ${String(q.id)} not found`,
    ]);
    clock.now += 5_000;
    const late = await accept(alice.token, q.id);
    expect([late.status, late.body.message]).toEqual([410, 'quote_id: the quote has expired']);
    const fresh = ok(
      otcQuoteSchema,
      await quote(alice.token, { coin_id: 3, side: 'buy', amount: '1' }),
    );
    ok(otcTradeSchema, await accept(alice.token, fresh.id));
    const twice = await accept(alice.token, fresh.id);
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'quote_id: the quote was already accepted',
    ]);
  });

  it('refuses sizes and balances naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ coin_id: 2, side: 'buy', amount: '0.00001' }, 'amount'],
      [{ coin_id: 2, side: 'buy', amount: '0.05' }, 'amount'],
      [{ coin_id: 2, side: 'buy', amount: '500' }, 'amount'],
      [{ coin_id: 1, side: 'buy', amount: '1' }, 'coin_id'],
      [{ coin_id: 2, side: 'sell', amount: '1' }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await quote(bob.token, body);
      expect([res.status, res.body.message.split(':')[0]]).toEqual([422, field]);
    }
  });
});
