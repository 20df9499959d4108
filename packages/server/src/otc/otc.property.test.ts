import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import { otcOn, T0 } from './otc-test-kit.ts';

// Random quotes and accepts by random users (some late, some twice, some by another user, some
// with the index moved in between): every coin's sum over all accounts stays what it was after
// funding, no account goes negative, and each trade is at its quote's price.

async function sums(storage: Storage): Promise<Map<string, string>> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .execute();
  const out = new Map<string, Big>();
  for (const row of rows)
    out.set(row.coin, (out.get(row.coin) ?? new Big(0)).plus(row.balance).plus(row.frozen));
  return new Map([...out].map(([coin, sum]) => [coin, sum.toFixed()]));
}

async function negatives(storage: Storage): Promise<number> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'kind', 'balance'])
    .execute();
  return rows.filter((r) => !(r.user_id === 0 && r.kind === 'external') && new Big(r.balance).lt(0))
    .length;
}

const step = fc.record({
  user: fc.integer({ min: 1, max: 3 }),
  coin: fc.constantFrom(2, 3),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  units: fc.integer({ min: 1, max: 400 }),
  acceptBy: fc.integer({ min: 0, max: 3 }),
  wait: fc.integer({ min: 0, max: 15_000 }),
  move: fc.integer({ min: -500, max: 500 }),
});

describe('OTC conservation', () => {
  it('keeps every coin’s sum and every account non-negative under random quotes and accepts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const storage = await openStorage({ file: ':memory:' });
        try {
          const t = await otcOn(storage);
          for (const user of [1, 2, 3]) {
            await t.fund(user, 'USDT', '2000000');
            await t.fund(user, 'BTC', '20');
            await t.fund(user, 'ETH', '300');
          }
          const start = await sums(storage);
          for (const s of steps) {
            // BTC: 0.1 … 40 in steps of 0.1; ETH: 1 … 400.
            const amount = s.coin === 2 ? new Big(s.units).div(10).toFixed() : String(s.units);
            const quote = await t.desk
              .quote(s.user, { coin_id: s.coin, side: s.side, amount })
              .catch((e: unknown) => {
                if (e instanceof HttpError && e.statusCode < 500) return undefined;
                throw e;
              });
            const symbol = s.coin === 2 ? 'BTCUSDT' : 'ETHUSDT';
            t.prices.set(symbol, new Big(t.prices.get(symbol) ?? '0').plus(s.move).toFixed());
            t.clock.now += s.wait;
            if (!quote || s.acceptBy === 0) continue;
            const by = s.acceptBy === 3 ? (s.user % 3) + 1 : s.user;
            for (let i = 0; i < 2; i++) {
              const trade = await t.desk.accept(by, quote.id).catch((e: unknown) => {
                if (e instanceof HttpError && e.statusCode < 500) return undefined;
                throw e;
              });
              if (trade) {
                expect(by).toBe(s.user);
                expect(i).toBe(0);
                expect(t.clock.now).toBeLessThan(quote.expires_at);
                expect(trade.price).toBe(quote.price);
              }
            }
          }
          expect(await sums(storage)).toEqual(start);
          expect(await negatives(storage)).toBe(0);
          expect(t.clock.now).toBeGreaterThanOrEqual(T0);
        } finally {
          await storage.close();
        }
      }),
      { numRuns: 40 },
    );
  });
});
