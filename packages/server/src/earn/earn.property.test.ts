import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import { accountsSnapshot, coinSums, DAY, earnOver, fundSpot, NOW } from './earn-test-kit.ts';

// Random streams of subscriptions, redemptions, ticks and maturities (issue 21 "Bad input and
// conservation"): money is only ever moved (every coin's accounts sum to zero, the outside world
// included), no account but the outside world goes below zero, a refusal changes nothing, and
// each user's finance account holds exactly what their positions hold.

const USERS = [1, 2, 3] as const;
const COINS = ['USDT', 'BTC', 'ETH'] as const;

const step = fc.oneof(
  fc.record({
    kind: fc.constant('subscribe' as const),
    user: fc.constantFrom(...USERS),
    product: fc.nat(),
    // Units of 1/1000 of the coin: some under the minimum, some over the balance or cap.
    milli: fc.integer({ min: 1, max: 3_000_000 }),
    extraDecimals: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('redeem' as const),
    user: fc.constantFrom(...USERS),
    pick: fc.nat(),
    share: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({
    kind: fc.constant('advance' as const),
    // Up to ten days at once, in hours: maturities and missed days fall in between.
    hours: fc.integer({ min: 1, max: 240 }),
  }),
);

async function checkInvariants(storage: Storage): Promise<void> {
  for (const [coin, sum] of Object.entries(await coinSums(storage))) {
    expect(sum, `${coin} created or destroyed`).toBe('0');
  }
  const accounts = await storage.db.selectFrom('ledger_accounts').selectAll().execute();
  for (const row of accounts) {
    if (row.user_id === SYSTEM_USER && row.kind === 'external') continue;
    expect(new Big(row.balance).gte(0) && new Big(row.frozen).gte(0), row.kind).toBe(true);
  }
  const positions = await storage.db
    .selectFrom('earn_positions')
    .innerJoin('earn_products', 'earn_products.id', 'earn_positions.product_id')
    .select([
      'earn_positions.user_id',
      'earn_positions.amount',
      'earn_positions.total_interest',
      'earn_products.coin',
      'earn_products.type',
    ])
    .where('earn_positions.status', '=', 'holding')
    .execute();
  for (const user of USERS) {
    for (const coin of COINS) {
      const held = positions
        .filter((p) => p.user_id === user && p.coin === coin)
        .reduce(
          (sum, p) => sum.plus(p.amount).plus(p.type === 'locked' ? p.total_interest : 0),
          new Big(0),
        );
      const finance = accounts.find(
        (a) => a.user_id === user && a.kind === 'finance' && a.coin === coin,
      );
      expect(new Big(finance?.frozen ?? 0).toFixed(), `${String(user)} ${coin}`).toBe(
        held.toFixed(),
      );
    }
  }
}

describe('earn conservation', () => {
  it('random subscribe/redeem/accrue/mature streams conserve every coin and never go negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const storage = await openStorage({ file: ':memory:' });
        try {
          const earn = await earnOver(storage);
          const products = [...earn.deps.catalog.values()];
          for (const user of USERS) {
            await fundSpot(storage, user, 'USDT', '3000');
            await fundSpot(storage, user, 'BTC', '2');
            await fundSpot(storage, user, 'ETH', '30');
          }
          let now = NOW;
          let orders = 0;
          for (const s of steps) {
            const before = await accountsSnapshot(storage);
            try {
              if (s.kind === 'advance') {
                now += s.hours * 3_600_000;
                await earn.tick(now);
              } else if (s.kind === 'subscribe') {
                const product = products[s.product % products.length];
                if (!product) throw new Error('no product');
                const divisor = product.coin.name === 'USDT' ? 1000 : 1_000_000;
                const amount = new Big(s.milli)
                  .div(divisor)
                  .plus(s.extraDecimals ? '0.000000001' : 0)
                  .toFixed();
                orders += 1;
                await earn.subscribe(
                  s.user,
                  { product_id: product.id, amount, client_order_id: `o${String(orders)}` },
                  now,
                );
              } else {
                const held = await storage.db
                  .selectFrom('earn_positions')
                  .selectAll()
                  .where('user_id', '=', s.user)
                  .orderBy('id')
                  .execute();
                const position = held[s.pick % Math.max(1, held.length)];
                if (!position) continue;
                // A share over 10 asks for more than is held (a refusal to check).
                const amount = new Big(position.amount).times(s.share).div(10).round(6, 0);
                await earn.redeem(
                  s.user,
                  { position_id: position.id, amount: amount.gt(0) ? amount.toFixed() : '1' },
                  now,
                );
              }
            } catch (error) {
              if (!(error instanceof HttpError)) throw error;
              expect(error.statusCode).toBeGreaterThanOrEqual(400);
              expect(error.statusCode).toBeLessThan(500);
              expect(await accountsSnapshot(storage)).toEqual(before);
            }
            await checkInvariants(storage);
          }
          // Long after every term: all locked positions have matured and been paid out.
          await earn.tick(now + 100 * DAY);
          await checkInvariants(storage);
          const open = await storage.db
            .selectFrom('earn_positions')
            .select('id')
            .where('status', '=', 'holding')
            .where('maturity_date', 'is not', null)
            .execute();
          expect(open).toEqual([]);
        } finally {
          await storage.close();
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
