import { Big } from 'big.js';
import fc from 'fast-check';
import { optionOutcome, optionProfit } from '@exchange/formulas';
import { describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import { ledger, SYSTEM_USER } from '../wallet/ledger.ts';
import { deskOn, type DeskTest, T0, totals } from './option-test-kit.ts';

// Random opens (refusals included), random price paths and restarts, then a last tick after every
// expiry: every order is settled exactly once with the entry and settle prices the recorded ticks
// give, the users' and the house's money only moves between them (external never changes, no
// account but external goes negative), and a refused open changes nothing.

const USERS = [1, 2, 3];
const SYMBOLS = ['BTCUSDT', 'ETHUSDT'] as const;
const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((units) => new Big(units).div(100).toFixed());

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      user: fc.constantFrom(...USERS),
      pair: fc.nat({ max: 1 }),
      time: fc.nat({ max: 1 }),
      direction: fc.constantFrom('up' as const, 'down' as const),
      // Mostly valid stakes, some below the minimum, over the maximum or the balance.
      amount: fc.oneof(
        { weight: 8, arbitrary: cents(1000, 60_000) },
        { weight: 1, arbitrary: cents(1, 999) },
        { weight: 1, arbitrary: cents(1_000_001, 1_200_000) },
      ),
      dt: fc.nat({ max: 3000 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      dt: fc.nat({ max: 8000 }),
      // Small moves in cents, so ties (draws) happen.
      moves: fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('restart' as const), dt: fc.nat({ max: 90_000 }) }),
  },
);

interface ModelOrder {
  id: number;
  symbol: string;
  entry?: { ts: number; price: string };
}

async function systemBalance(storage: Storage, kind: 'external' | 'options') {
  return (await ledger.account(storage.db, SYSTEM_USER, kind, 'USDT')).balance;
}

async function usersAndHouse(storage: Storage) {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('coin', '=', 'USDT')
    .execute();
  return rows
    .filter((r) => r.user_id !== SYSTEM_USER || r.kind === 'options')
    .reduce((sum, r) => sum.plus(r.balance).plus(r.frozen), new Big(0))
    .toFixed();
}

describe('options property', () => {
  it('settles every order exactly once from the recorded ticks and conserves the money', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(cents(0, 300_000), cents(20_000, 300_000), cents(20_000, 300_000)),
        fc.array(step, { minLength: 10, maxLength: 50 }),
        async (funds, steps) => {
          const storage = await openStorage({ file: ':memory:' });
          try {
            let t: DeskTest = await deskOn(storage, { exposureCap: '1500' });
            for (const [i, user] of USERS.entries()) {
              const amount = funds[i] ?? '0';
              if (new Big(amount).gt(0)) await t.fund(user, amount);
            }
            const start = await totals(storage);
            const external = await systemBalance(storage, 'external');
            const held = await usersAndHouse(storage);
            const prices = new Map([
              ['BTCUSDT', new Big('65000')],
              ['ETHUSDT', new Big('3200')],
            ]);
            const ticks = new Map<string, { ts: number; price: string }[]>(
              SYMBOLS.map((s) => [s, []]),
            );
            const orders: ModelOrder[] = [];
            let now = T0;
            let seq = 0;
            // A tick as the desk runs it: record (first price of a ts wins), then give entries.
            const tick = async () => {
              for (const symbol of SYMBOLS) {
                const list = ticks.get(symbol) ?? [];
                if (list.at(-1)?.ts !== now)
                  list.push({ ts: now, price: prices.get(symbol)?.toFixed() ?? '' });
              }
              for (const order of orders)
                if (!order.entry) order.entry = ticks.get(order.symbol)?.at(-1);
              await t.tickAt(now);
            };
            await tick();
            for (const s of steps) {
              now += s.dt;
              t.clock.now = now;
              if (s.kind === 'tick') {
                for (const [i, symbol] of SYMBOLS.entries())
                  prices.set(
                    symbol,
                    (prices.get(symbol) ?? new Big(1)).plus(new Big(s.moves[i] ?? 0).div(100)),
                  );
                for (const symbol of SYMBOLS)
                  t.prices.set(symbol, prices.get(symbol)?.toFixed() ?? '');
                await tick();
              } else if (s.kind === 'restart') {
                await t.desk.settled();
                t = await deskOn(storage, { exposureCap: '1500' }, now);
                for (const symbol of SYMBOLS)
                  t.prices.set(symbol, prices.get(symbol)?.toFixed() ?? '');
                await tick();
              } else {
                const symbol = SYMBOLS[s.pair] ?? 'BTCUSDT';
                const before = await totals(storage);
                const account = await ledger.account(storage.db, s.user, 'spot', 'USDT');
                seq += 1;
                try {
                  const order = await t.desk.openOrder(s.user, {
                    symbol,
                    time_id: s.pair * 2 + s.time + 1,
                    direction: s.direction,
                    amount: s.amount,
                    client_order_id: `c${String(seq)}`,
                  });
                  orders.push({ id: order.id, symbol });
                } catch (error) {
                  expect(error).toBeInstanceOf(HttpError);
                  expect(await totals(storage)).toEqual(before);
                  expect(await ledger.account(storage.db, s.user, 'spot', 'USDT')).toEqual(account);
                }
              }
            }
            // After every expiry (60 s at most), one tick more settles everything.
            now += 61_000;
            t.clock.now = now;
            await tick();
            await t.desk.settled();

            const rows = await storage.db.selectFrom('option_orders').selectAll().execute();
            expect(rows).toHaveLength(orders.length);
            for (const row of rows) {
              const model = orders.find((o) => o.id === row.id);
              const entry = model?.entry;
              expect(entry, `order ${String(row.id)} entered`).toBeDefined();
              if (!entry) continue;
              expect(row.open_price).toBe(entry.price);
              expect(row.entry_at).toBe(entry.ts);
              const last = (ticks.get(row.symbol) ?? [])
                .filter((k) => k.ts <= row.settle_at)
                .at(-1);
              const close = entry.ts <= row.settle_at && last ? last.price : entry.price;
              const outcome = optionOutcome(row.direction, entry.price, close);
              expect([row.status, row.close_price]).toEqual([outcome, close]);
              expect(row.profit).toBe(
                optionProfit(outcome, row.amount, row.payout_rate, 2).toFixed(),
              );
              const journals = await storage.db
                .selectFrom('ledger_journals')
                .select('reason')
                .where('ref_id', '=', `option-${String(row.id)}`)
                .execute();
              expect(journals.map((j) => j.reason).sort()).toEqual([
                'option_open',
                'option_settle',
              ]);
            }
            expect(await totals(storage)).toEqual(start);
            expect(await systemBalance(storage, 'external')).toBe(external);
            expect(await usersAndHouse(storage)).toBe(held);
            const accounts = await storage.db.selectFrom('ledger_accounts').selectAll().execute();
            for (const a of accounts) {
              if (a.kind !== 'external') expect(new Big(a.balance).gte(0)).toBe(true);
              expect(new Big(a.frozen).gte(0)).toBe(true);
              if (a.kind === 'spot') expect(new Big(a.frozen).eq(0)).toBe(true);
            }
          } finally {
            await storage.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
