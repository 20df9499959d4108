import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';
import { OrderRejectedError } from './market-events.ts';
import { MarketService } from './market-service.ts';

// The market through the real ledger and storage (SQLite): whatever users do, including
// crossing their own orders, no coin is created or lost, no account and no statement row ever
// goes below zero, and what the book reserves is exactly what the ledger holds frozen.

const USERS = [1, 2, 3];
/** Tight funds: many orders cannot be paid for, so reserves are refused often. */
const START = { USDT: '600', BTC: '4' };

type Step =
  | {
      kind: 'place';
      user: number;
      side: 'buy' | 'sell';
      type: 'limit' | 'market';
      price: number;
      lots: number;
    }
  | { kind: 'cancel'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user: fc.integer({ min: 0, max: USERS.length - 1 }),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      type: fc.constantFrom('limit' as const, 'limit' as const, 'market' as const),
      price: fc.integer({ min: 95, max: 105 }),
      lots: fc.integer({ min: 1, max: 30 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

async function accounts(storage: Storage): Promise<string> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'kind', 'coin', 'balance', 'frozen'])
    .orderBy('id')
    .execute();
  return JSON.stringify(
    rows.map((r) => [r.user_id, r.kind, r.coin, new Big(r.balance).toFixed(), r.frozen]),
  );
}

describe('spot market on the real ledger (fast-check)', () => {
  it('conserves every coin and never goes negative, self-trades included', async () => {
    let selfCrossings = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 40 }), async (steps) => {
        const storage = await openStorage({ file: ':memory:' });
        try {
          let clock = Date.UTC(2026, 10, 22);
          const market = await MarketService.open({ storage, now: () => (clock += 1000) });
          await storage.db.transaction().execute(async (trx) => {
            for (const userId of USERS)
              for (const [coin, amount] of Object.entries(START))
                await ledger.deposit(trx, { userId, coin, amount, reason: 'deposit', refId: 'p' });
          });
          let n = 0;
          for (const step of steps) {
            n += 1;
            if (step.kind === 'cancel') {
              const open = USERS.flatMap((u) => market.openOrdersOf(u, 'BTCUSDT'));
              const victim = open[step.pick % Math.max(open.length, 1)];
              if (victim) await market.cancelOrder(victim.userId, Number(victim.id));
              continue;
            }
            const userId = USERS[step.user] ?? 1;
            const ownOpposite = market
              .openOrdersOf(userId, 'BTCUSDT')
              .filter((o) => o.side !== step.side);
            const before = await accounts(storage);
            try {
              await market.placeOrder(userId, {
                symbol: 'BTCUSDT',
                side: step.side,
                type: step.type,
                ...(step.type === 'limit' ? { price: String(step.price) } : {}),
                amount: new Big(step.lots).div(10).toFixed(),
                client_order_id: `p${n}`,
              });
            } catch (error) {
              // Only "cannot pay" is a refusal, and a refused order changes nothing.
              expect(error).toBeInstanceOf(OrderRejectedError);
              expect(error).toMatchObject({ status: 400 });
              expect(await accounts(storage)).toBe(before);
              continue;
            }
            const stillOpen = new Set(market.openOrdersOf(userId, 'BTCUSDT').map((o) => o.id));
            selfCrossings += ownOpposite.filter((o) => !stillOpen.has(o.id)).length;
          }

          // No trade pairs a user with themself.
          const trades = await storage.db
            .selectFrom('spot_trades')
            .select(['buyer_id', 'seller_id'])
            .execute();
          for (const t of trades) expect(t.buyer_id).not.toBe(t.seller_id);
          // Every coin is where it was: users plus fees equal what was deposited.
          const rows = await storage.db
            .selectFrom('ledger_accounts')
            .select(['user_id', 'kind', 'coin', 'balance', 'frozen'])
            .execute();
          for (const [coin, amount] of Object.entries(START)) {
            const held = rows
              .filter((r) => r.coin === coin && r.kind !== 'external')
              .reduce((sum, r) => sum.plus(r.balance).plus(r.frozen), new Big(0));
            expect(held.toFixed(), coin).toBe(new Big(amount).times(USERS.length).toFixed());
          }
          // Not one statement row of a user or the fee account ever went below zero.
          const entries = await storage.db
            .selectFrom('ledger_entries')
            .select(['user_id', 'kind', 'balance_after', 'frozen_after'])
            .where('kind', '!=', 'external')
            .execute();
          for (const e of entries) {
            expect(new Big(e.balance_after).gte(0)).toBe(true);
            expect(new Big(e.frozen_after).gte(0)).toBe(true);
          }
          // The book's reserves are exactly the ledger's frozen funds.
          for (const userId of USERS) {
            const open = market.openOrdersOf(userId, 'BTCUSDT');
            for (const [coin, side] of [
              ['USDT', 'buy'],
              ['BTC', 'sell'],
            ] as const) {
              const reserved = open
                .filter((o) => o.side === side)
                .reduce((sum, o) => sum.plus(o.frozen), new Big(0));
              const account = await ledger.account(storage.db, userId, 'spot', coin);
              expect(account.frozen).toBe(reserved.toFixed());
            }
          }
        } finally {
          await storage.close();
        }
      }),
      { numRuns: 25 },
    );
    // The runs did reach users' own resting orders (self-trade prevention at work).
    expect(selfCrossings).toBeGreaterThan(0);
  }, 120_000);
});
