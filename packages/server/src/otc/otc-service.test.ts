import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import { otcOn, type OtcTest, T0 } from './otc-test-kit.ts';

// The OTC desk on its own clock and index: the quoted price (index ± the size's spread), the
// quote's lifetime, the trade at exactly the quoted price, and every refusal naming its field
// with nothing changed.

const BTC = 2;
let storage: Storage;
let t: OtcTest;

beforeEach(async () => {
  storage = await openStorage({ file: ':memory:' });
  t = await otcOn(storage);
});
afterEach(async () => {
  await storage.close();
});

async function refusal(promise: Promise<unknown>): Promise<{ status: number; field: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, field: error.errors?.[0]?.field ?? '' };
}

describe('OTC quotes', () => {
  it('lists the configured coins with their limits', () => {
    expect(t.desk.coins().map((c) => [c.coin_name, c.min_amount, c.max_amount])).toEqual([
      ['BTC', '0.1', '100'],
      ['ETH', '1', '2000'],
    ]);
  });

  it('quotes the index plus the spread of the size for a buy, minus it for a sell', async () => {
    await t.fund(7, 'USDT', '10000000');
    await t.fund(7, 'BTC', '100');
    // 1 BTC = 65,000 notional: 0.2 %; 10 BTC = 650,000: 0.35 %; 20 BTC = 1.3 M: 0.5 %.
    const small = await t.desk.quote(7, { coin_id: BTC, side: 'buy', amount: '1' });
    expect([small.price, small.total, small.expires_at]).toEqual(['65130', '65130', T0 + 10_000]);
    const mid = await t.desk.quote(7, { coin_id: BTC, side: 'sell', amount: '10' });
    expect([mid.price, mid.total]).toEqual(['64772.5', '647725']);
    const big = await t.desk.quote(7, { coin_id: BTC, side: 'buy', amount: '20' });
    expect(big.price).toBe('65325');
  });

  it('refuses a size off precision or outside the limits, an unknown coin, a short balance', async () => {
    await t.fund(7, 'USDT', '1000');
    const q = (coin_id: number, amount: string) =>
      refusal(t.desk.quote(7, { coin_id, side: 'buy', amount }));
    expect(await q(BTC, '0.12345')).toEqual({ status: 422, field: 'amount' });
    expect(await q(BTC, '0.01')).toEqual({ status: 422, field: 'amount' });
    expect(await q(BTC, '101')).toEqual({ status: 422, field: 'amount' });
    expect(await q(999, '1')).toEqual({ status: 422, field: 'coin_id' });
    expect(await q(BTC, '1')).toEqual({ status: 422, field: 'amount' });
  });
});

describe('OTC accept', () => {
  it('trades at exactly the quoted price against the house, once', async () => {
    await t.fund(7, 'USDT', '70000');
    const quote = await t.desk.quote(7, { coin_id: BTC, side: 'buy', amount: '1' });
    t.prices.set('BTCUSDT', '90000');
    t.clock.now = T0 + 9_999;
    const trade = await t.desk.accept(7, quote.id);
    expect([trade.price, trade.total, trade.quote_id]).toEqual(['65130', '65130', quote.id]);
    expect(await t.balance(7, 'USDT')).toBe('4870');
    expect(await t.balance(7, 'BTC')).toBe('1');
    expect(await t.balance(0, 'BTC', 'otc')).toBe('999');
    expect(await t.balance(0, 'USDT', 'otc')).toBe('100065130');
    expect(t.balances.at(-1)?.userId).toBe(7);
    expect(await refusal(t.desk.accept(7, quote.id))).toEqual({ status: 409, field: 'quote_id' });
  });

  it('refuses an expired quote on the server clock, and another user’s, changing nothing', async () => {
    await t.fund(7, 'USDT', '70000');
    const quote = await t.desk.quote(7, { coin_id: BTC, side: 'buy', amount: '1' });
    expect(await refusal(t.desk.accept(8, quote.id))).toEqual({ status: 404, field: 'quote_id' });
    expect(await refusal(t.desk.accept(7, 12345))).toEqual({ status: 404, field: 'quote_id' });
    t.clock.now = T0 + 10_000;
    expect(await refusal(t.desk.accept(7, quote.id))).toEqual({ status: 410, field: 'quote_id' });
    expect(await t.balance(7, 'USDT')).toBe('70000');
    expect(await t.balance(7, 'BTC')).toBe('0');
    const row = await storage.db
      .selectFrom('otc_quotes')
      .select('accepted_at')
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(row.accepted_at).toBeNull();
  });

  it('refuses, naming amount, when the balance fell short after the quote; the quote stays usable', async () => {
    await t.fund(7, 'BTC', '2');
    const quote = await t.desk.quote(7, { coin_id: BTC, side: 'sell', amount: '2' });
    await storage.db
      .updateTable('ledger_accounts')
      .set({ balance: '1' })
      .where('user_id', '=', 7)
      .where('coin', '=', 'BTC')
      .execute();
    expect(await refusal(t.desk.accept(7, quote.id))).toEqual({ status: 422, field: 'amount' });
    await t.fund(7, 'BTC', '1');
    const trade = await t.desk.accept(7, quote.id);
    expect(trade.total).toBe('129545');
    expect(await t.balance(7, 'USDT')).toBe('129545');
  });
});
