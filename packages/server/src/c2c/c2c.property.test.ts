import { Big } from 'big.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { ledger, SYSTEM_USER } from '../wallet/ledger.ts';
import type { C2cIndexSource } from './c2c-config.ts';
import { UNFINISHED } from './c2c-escrow.ts';
import { C2cService } from './c2c-service.ts';

// Random C2C lifecycles of four verified users (publish, place, pay, release, cancel, timeout, appeal, decide, pause,
// close, restarts; refusals included): the sum of each coin over all accounts never changes,
// nothing goes negative, an order never releases more than it escrowed (exactly its amount when
// completed, nothing otherwise), the escrow always equals the free amount of the sell ads not
// closed plus the amount of the unfinished orders, and a refused action changes nothing.

const T0 = Date.UTC(2026, 10, 24, 12);
const USERS = [1, 2, 3, 4];
const COINS = [
  { id: 1, name: 'USDT' },
  { id: 2, name: 'BTC' },
] as const;
const INDEX: C2cIndexSource = {
  fiats: ['USD'],
  quote: (coin, _fiat, now) => ({
    price: coin === 'BTC' ? '60000' : '1',
    change: '0',
    updated_at: now,
  }),
};

const user = fc.constantFrom(...USERS);
const pick = fc.nat({ max: 40 });
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('publish' as const),
      user,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      coin: fc.nat({ max: 1 }),
      // In units of 0.1 USDT or 0.0001 BTC: up to 1,200 USDT or 1.2 BTC, some beyond the balance.
      units: fc.integer({ min: 1, max: 12_000 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user,
      ad: pick,
      percent: fc.integer({ min: 1, max: 120 }),
    }),
  },
  {
    weight: 9,
    arbitrary: fc.record({
      // Paying and appealing weigh more, so orders reach every state.
      kind: fc.constantFrom(
        'paid' as const,
        'paid' as const,
        'paid' as const,
        'release' as const,
        'release' as const,
        'cancel' as const,
        'appeal' as const,
        'appeal' as const,
        'decide_release' as const,
        'decide_cancel' as const,
      ),
      order: pick,
      // Mostly the party allowed to act, sometimes the other one or a stranger.
      who: fc.oneof(
        { weight: 6, arbitrary: fc.constant('right' as const) },
        { weight: 1, arbitrary: fc.constant('wrong' as const) },
        { weight: 1, arbitrary: fc.constant('stranger' as const) },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'pause' as const,
        'resume' as const,
        'resume' as const,
        'close' as const,
      ),
      ad: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('tick' as const), dt: fc.nat({ max: 6_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const) }) },
);

async function snapshot(storage: Storage) {
  const db = storage.db;
  return {
    accounts: await db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute(),
    ads: await db.selectFrom('c2c_ads').selectAll().orderBy('id').execute(),
    orders: await db.selectFrom('c2c_orders').selectAll().orderBy('id').execute(),
  };
}

async function checkInvariants(storage: Storage, start: Map<string, string>) {
  const { accounts, ads, orders } = await snapshot(storage);
  const sums = new Map<string, Big>();
  for (const row of accounts) {
    sums.set(row.coin, (sums.get(row.coin) ?? new Big(0)).plus(row.balance).plus(row.frozen));
    if (row.kind !== 'external') {
      expect(new Big(row.balance).gte(0)).toBe(true);
      expect(new Big(row.frozen).gte(0)).toBe(true);
    }
  }
  for (const [coin, sum] of start) expect(sums.get(coin)?.toFixed()).toBe(sum);
  for (const coin of COINS) {
    const held = ads
      .filter((ad) => ad.coin === coin.name && ad.side === 'sell' && ad.status !== 'closed')
      .reduce((s, ad) => s.plus(ad.available), new Big(0))
      .plus(
        orders
          .filter(
            (o) => o.coin === coin.name && (UNFINISHED as readonly string[]).includes(o.status),
          )
          .reduce((s, o) => s.plus(o.amount), new Big(0)),
      );
    const escrow = await ledger.account(storage.db, SYSTEM_USER, 'c2c', coin.name);
    expect(escrow.balance).toBe(held.toFixed());
  }
  for (const ad of ads) {
    expect(new Big(ad.available).gte(0)).toBe(true);
    expect(new Big(ad.available).lte(ad.amount)).toBe(true);
  }
  const releases = await storage.db
    .selectFrom('ledger_entries')
    .select(['ref_id', 'balance_delta'])
    .where('reason', '=', 'c2c_release')
    .where('user_id', '!=', SYSTEM_USER)
    .execute();
  for (const order of orders) {
    const released = releases
      .filter((r) => r.ref_id === `c2c-order-${String(order.id)}`)
      .reduce((s, r) => s.plus(r.balance_delta), new Big(0));
    expect(released.toFixed()).toBe(
      order.status === 'completed' ? new Big(order.amount).toFixed() : '0',
    );
  }
}

describe('C2C over random lifecycles', () => {
  it('conserves every coin and keeps the escrow equal to what ads and orders hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 10, maxLength: 40, size: 'max' }),
        async (steps) => {
          const storage = await openStorage({ file: ':memory:' });
          try {
            const clock = { now: T0 };
            const ctx: ServerContext = {
              storage,
              demo: false,
              hooks: {},
              prices: () => undefined,
              now: () => clock.now,
            };
            const config = { payWindowScale: 0.01, appealWaitMs: 1_000 };
            let c2c = new C2cService(ctx, config, INDEX, () => {});
            const methods = new Map<number, number>();
            for (const id of USERS) {
              await sql`insert into users (id, email, password_hash, nickname, invite_code, created_at)
              values (${id}, ${`u${String(id)}@example.com`}, 'x', ${`u${String(id)}`}, ${`I${String(id)}`}, ${T0})`.execute(
                storage.db,
              );
              await storage.db
                .insertInto('identity_submissions')
                .values({
                  user_id: id,
                  level: 'basic',
                  status: 'approved',
                  reason: null,
                  details: '{}',
                  submitted_at: T0,
                  reviewed_at: T0,
                  due_at: T0,
                })
                .execute();
              await storage.db.transaction().execute(async (trx) => {
                for (const [coin, amount] of [
                  ['USDT', '1000'],
                  ['BTC', '1'],
                ] as const)
                  await ledger.deposit(trx, {
                    userId: id,
                    coin,
                    amount,
                    reason: 'deposit',
                    refId: `f${String(id)}`,
                  });
              });
              const method = await c2c.addPaymentMethod(id, {
                kind: 'bank_transfer',
                holder_name: 'Holder',
                account: '12345',
                bank_name: 'Bank',
              });
              methods.set(id, method.id);
            }
            const start = new Map<string, string>();
            for (const row of (await snapshot(storage)).accounts)
              start.set(
                row.coin,
                new Big(start.get(row.coin) ?? 0).plus(row.balance).plus(row.frozen).toFixed(),
              );
            const ads: number[] = [];
            const owner = new Map<number, number>();
            const orders: number[] = [];
            const at = <T>(list: T[], i: number): T | undefined =>
              list.length === 0 ? undefined : list[i % list.length];

            for (const s of steps) {
              clock.now += 500;
              const before = await snapshot(storage);
              try {
                switch (s.kind) {
                  case 'publish': {
                    const coin = COINS[s.coin] ?? COINS[0];
                    const amount = new Big(s.units).div(coin.name === 'BTC' ? 10_000 : 10);
                    const price = coin.name === 'BTC' ? '60000' : '1';
                    const total = amount.times(price).round(2, Big.roundDown);
                    const ad = await c2c.publishAd(s.user, {
                      side: s.side,
                      coin_id: coin.id,
                      fiat: 'USD',
                      price_type: 'fixed',
                      price_value: price,
                      amount: amount.toFixed(),
                      min_fiat: '0.01',
                      max_fiat: total.gt(0) ? total.toFixed() : '0.01',
                      payment_method_ids: [methods.get(s.user) ?? 0],
                      pay_window_minutes: 15,
                    });
                    ads.push(ad.id);
                    owner.set(ad.id, s.user);
                    break;
                  }
                  case 'place': {
                    // Mostly others' ads (one's own is refused).
                    const others =
                      s.percent % 5 === 0 ? ads : ads.filter((a) => owner.get(a) !== s.user);
                    const adId = at(others, s.ad);
                    if (adId === undefined) break;
                    const ad = await storage.db
                      .selectFrom('c2c_ads')
                      .selectAll()
                      .where('id', '=', adId)
                      .executeTakeFirstOrThrow();
                    const coin = new Big(ad.available)
                      .times(s.percent)
                      .div(100)
                      .round(ad.coin === 'BTC' ? 8 : 6, Big.roundDown);
                    const order = await c2c.placeOrder(s.user, {
                      ad_id: adId,
                      amount: coin.gt(0) ? coin.toFixed() : '0.000001',
                      amount_in: 'coin',
                      ...(ad.side === 'buy' ? { payment_method_id: methods.get(s.user) } : {}),
                    });
                    orders.push(order.id);
                    break;
                  }
                  case 'tick':
                    clock.now += s.dt;
                    await c2c.tick(clock.now);
                    break;
                  case 'restart':
                    c2c = new C2cService(ctx, config, INDEX, () => {});
                    await c2c.tick(clock.now);
                    break;
                  case 'pause':
                  case 'resume':
                  case 'close': {
                    const adId = at(ads, s.ad);
                    if (adId === undefined) break;
                    const ad = await storage.db
                      .selectFrom('c2c_ads')
                      .select('user_id')
                      .where('id', '=', adId)
                      .executeTakeFirstOrThrow();
                    const status =
                      s.kind === 'pause' ? 'paused' : s.kind === 'resume' ? 'online' : 'closed';
                    await c2c.setAdStatus(ad.user_id, adId, status);
                    break;
                  }
                  default: {
                    // The party allowed to act mostly picks an order in the state the action
                    // needs; the others pick any.
                    const wanted = s.kind.startsWith('decide')
                      ? 'appealing'
                      : s.kind === 'release' || s.kind === 'appeal'
                        ? 'paid'
                        : 'unpaid';
                    const fitting = await storage.db
                      .selectFrom('c2c_orders')
                      .select('id')
                      .where('status', '=', wanted)
                      .orderBy('id')
                      .execute();
                    const pool =
                      s.who === 'right' && fitting.length > 0 ? fitting.map((r) => r.id) : orders;
                    const id = at(pool, s.order);
                    if (id === undefined) break;
                    const o = await storage.db
                      .selectFrom('c2c_orders')
                      .selectAll()
                      .where('id', '=', id)
                      .executeTakeFirstOrThrow();
                    const right = s.kind === 'release' ? o.seller_id : o.buyer_id;
                    const who =
                      s.who === 'right'
                        ? right
                        : s.who === 'wrong'
                          ? o.buyer_id + o.seller_id - right
                          : (USERS.find((u) => u !== o.buyer_id && u !== o.seller_id) ?? 0);
                    if (s.kind === 'paid')
                      await c2c.markPaid(who, {
                        id,
                        payment_method_id: Number(o.payment_method_ids.split(',')[0]),
                      });
                    else if (s.kind === 'release') await c2c.release(who, { id });
                    else if (s.kind === 'cancel') await c2c.cancel(who, id);
                    else if (s.kind === 'appeal') {
                      clock.now += 1_000;
                      await c2c.appeal(who, {
                        id,
                        reason: 'other',
                        description: 'A random appeal.',
                      });
                    } else await c2c.decide(id, s.kind === 'decide_release' ? 'release' : 'cancel');
                  }
                }
              } catch (error) {
                if (!(error instanceof HttpError)) throw error;
                expect(error.statusCode).toBeGreaterThanOrEqual(400);
                expect(error.statusCode).toBeLessThan(500);
                expect(error.errors?.length).toBe(1);
                expect(await snapshot(storage)).toEqual(before);
              }
              await checkInvariants(storage, start);
            }
          } finally {
            await storage.close();
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);
});
