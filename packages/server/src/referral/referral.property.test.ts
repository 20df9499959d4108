import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { OrderRejectedError } from '../market/market-events.ts';
import { MarketService } from '../market/market-service.ts';
import { ledger } from '../wallet/ledger.ts';
import { shareOf } from './commissions.ts';
import { configureReferral } from './referral-config.ts';

// Random spot trades by invitees and non-invitees through the real market, ledger and storage
// (SQLite), commission rate 0.3: users plus 'fees' always hold exactly what was deposited (a
// commission only moves coin from 'fees' to an inviter), every commission is its fee × rate
// truncated to the ledger's scale, only invitees' fees earn any, the inviters' referral_commission
// statements and the 'fees' account's add up to the records, and the monthly totals match them.

const RATE = new Big('0.3');
const START = { USDT: '600', BTC: '4' };
/** Traders: two invitees of user 1, one invitee of user 2 (who trades too), one uninvited. */
const TRADERS = ['inv1a', 'inv1b', 'inv2', 'plain', 'inviter2'] as const;

const stepArb = fc.record({
  user: fc.integer({ min: 0, max: TRADERS.length - 1 }),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  type: fc.constantFrom('limit' as const, 'limit' as const, 'market' as const),
  price: fc.integer({ min: 95, max: 105 }),
  lots: fc.integer({ min: 1, max: 30 }),
});

async function addUser(storage: Storage, name: string, invitedBy: number | null): Promise<number> {
  const row = await storage.db
    .insertInto('users')
    .values({
      email: `${name}@example.com`,
      password_hash: '!',
      nickname: name,
      avatar_url: '',
      invite_code: name.toUpperCase(),
      invited_by: invitedBy,
      is_google2fa: 0,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function sum(values: readonly string[]): Big {
  return values.reduce((total, v) => total.plus(v), new Big(0));
}

describe('referral commissions on the real market and ledger (fast-check)', () => {
  it('conserves fees + commissions + users, pays fee × rate truncated, and only for invitees', async () => {
    let paidSome = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 2, maxLength: 30 }), async (steps) => {
        const storage = await openStorage({ file: ':memory:' });
        try {
          configureReferral(storage, RATE);
          const inviter1 = await addUser(storage, 'inviter1', null);
          const inviter2 = await addUser(storage, 'inviter2', null);
          const ids: Record<(typeof TRADERS)[number], number> = {
            inv1a: await addUser(storage, 'inv1a', inviter1),
            inv1b: await addUser(storage, 'inv1b', inviter1),
            inv2: await addUser(storage, 'inv2', inviter2),
            plain: await addUser(storage, 'plain', null),
            inviter2,
          };
          const invitees = new Map([
            [ids.inv1a, inviter1],
            [ids.inv1b, inviter1],
            [ids.inv2, inviter2],
          ]);
          let clock = Date.UTC(2026, 10, 22);
          const market = await MarketService.open({ storage, now: () => (clock += 1000) });
          await storage.db.transaction().execute(async (trx) => {
            for (const name of TRADERS)
              for (const [coin, amount] of Object.entries(START))
                await ledger.deposit(trx, {
                  userId: ids[name],
                  coin,
                  amount,
                  reason: 'deposit',
                  refId: 'p',
                });
          });
          let n = 0;
          for (const step of steps) {
            n += 1;
            try {
              await market.placeOrder(ids[TRADERS[step.user] ?? 'plain'], {
                symbol: 'BTCUSDT',
                side: step.side,
                type: step.type,
                ...(step.type === 'limit' ? { price: String(step.price) } : {}),
                amount: new Big(step.lots).div(10).toFixed(),
                client_order_id: `r${n}`,
              });
            } catch (error) {
              expect(error).toBeInstanceOf(OrderRejectedError);
            }
          }

          const rows = await storage.db
            .selectFrom('ledger_accounts')
            .select(['user_id', 'kind', 'coin', 'balance', 'frozen'])
            .execute();
          for (const [coin, amount] of Object.entries(START)) {
            const held = rows
              .filter((r) => r.coin === coin && r.kind !== 'external')
              .reduce((total, r) => total.plus(r.balance).plus(r.frozen), new Big(0));
            expect(held.toFixed(), coin).toBe(new Big(amount).times(TRADERS.length).toFixed());
          }
          for (const r of rows.filter((row) => row.kind !== 'external'))
            expect(new Big(r.balance).gte(0)).toBe(true);

          const commissions = await storage.db
            .selectFrom('referral_commissions')
            .selectAll()
            .execute();
          paidSome += commissions.length;
          for (const c of commissions) {
            expect(invitees.get(c.invitee_id)).toBe(c.inviter_id);
            expect(new Big(c.amount).eq(shareOf(new Big(c.fee), RATE))).toBe(true);
            expect(new Big(c.amount).gt(0)).toBe(true);
            expect(c.source).toBe('spot');
          }
          // Each invitee's commissioned fees are exactly the fees the trades charged them.
          const trades = await storage.db.selectFrom('spot_trades').selectAll().execute();
          for (const [invitee] of invitees) {
            for (const coin of ['BTC', 'USDT']) {
              const charged = sum(
                trades.flatMap((t) => [
                  ...(coin === 'BTC' && t.buyer_id === invitee ? [t.buyer_fee] : []),
                  ...(coin === 'USDT' && t.seller_id === invitee ? [t.seller_fee] : []),
                ]),
              );
              const recorded = sum(
                commissions
                  .filter((c) => c.invitee_id === invitee && c.coin === coin)
                  .map((c) => c.fee),
              );
              expect(recorded.toFixed(), `${String(invitee)} ${coin}`).toBe(charged.toFixed());
            }
          }
          const statements = await storage.db
            .selectFrom('ledger_entries')
            .select(['user_id', 'kind', 'coin', 'balance_delta as amount'])
            .where('reason', '=', 'referral_commission')
            .execute();
          const totals = await storage.db
            .selectFrom('referral_monthly_totals')
            .selectAll()
            .execute();
          for (const coin of ['BTC', 'USDT']) {
            const paid = sum(commissions.filter((c) => c.coin === coin).map((c) => c.amount));
            const out = sum(
              statements.filter((s) => s.kind === 'fees' && s.coin === coin).map((s) => s.amount),
            );
            expect(out.neg().toFixed(), coin).toBe(paid.toFixed());
            for (const inviter of [inviter1, inviter2]) {
              const own = sum(
                commissions
                  .filter((c) => c.coin === coin && c.inviter_id === inviter)
                  .map((c) => c.amount),
              );
              const credited = sum(
                statements
                  .filter((s) => s.kind === 'spot' && s.coin === coin && s.user_id === inviter)
                  .map((s) => s.amount),
              );
              expect(credited.toFixed()).toBe(own.toFixed());
              const month = sum(
                totals
                  .filter((t) => t.coin === coin && t.inviter_id === inviter)
                  .map((t) => t.amount),
              );
              expect(month.toFixed()).toBe(own.toFixed());
            }
          }
          // The inviter who never trades holds only commissions.
          const inviter1Spot = rows.filter((r) => r.user_id === inviter1);
          for (const r of inviter1Spot) {
            const own = sum(
              commissions
                .filter((c) => c.coin === r.coin && c.inviter_id === inviter1)
                .map((c) => c.amount),
            );
            expect(new Big(r.balance).toFixed()).toBe(own.toFixed());
          }
        } finally {
          await storage.close();
        }
      }),
      { numRuns: 25 },
    );
    expect(paidSome).toBeGreaterThan(0);
  }, 120_000);
});
