import { Big } from 'big.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { ledger } from '../wallet/ledger.ts';
import { commitToProject } from './launchpad-commit.ts';
import type { LaunchpadProjectConfig } from './launchpad-config.ts';
import { LaunchpadService } from './launchpad-service.ts';

// Random commitments by many users, then the project's end: the quote coin and the new token are
// conserved, no more than the supply is allocated, every refund is the exact rest of its
// commitment, and no account goes negative.

let storage: Storage;
let launchpad: LaunchpadService;
const clock = { now: Date.UTC(2026, 10, 24) };
const listed: string[] = [];
let epoch = 0;
let nextId = 1;

beforeAll(async () => {
  storage = await openStorage({ file: ':memory:' });
  const ctx: ServerContext = {
    storage,
    demo: false,
    hooks: {},
    prices: () => undefined,
    now: () => clock.now,
  };
  launchpad = new LaunchpadService(ctx, {
    listPair: (pair) => {
      listed.push(pair.symbol);
      return Promise.resolve();
    },
  });
  epoch = clock.now;
  await launchpad.open([]);
});
afterAll(() => storage.close());

/** A decimal with `decimals` places, from `min` to `max` units of that place. */
const decimal = (min: number, max: number, decimals: number) =>
  fc.integer({ min, max }).map((units) => new Big(units).div(new Big(10).pow(decimals)).toFixed());

const scenario = fc.record({
  price: decimal(1, 10_000, 4), // 0.0001 … 1
  // 0.01 … 10,000 tokens: offers worth from nothing to 10,000, often oversubscribed.
  supply: decimal(1, 1_000_000, 2),
  tokenPrecision: fc.integer({ min: 0, max: 6 }),
  userCap: decimal(1_000, 500_000, 2), // 10 … 5,000
  funds: fc.array(decimal(0, 600_000, 2), { minLength: 1, maxLength: 8 }),
  commits: fc.array(fc.record({ user: fc.nat({ max: 7 }), amount: decimal(1, 300_000, 2) }), {
    maxLength: 30,
  }),
});

async function sumOf(coin: string, where: 'users' | 'system') {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('coin', '=', coin)
    .where('kind', '!=', 'external')
    .execute();
  return rows
    .filter((row) => (where === 'system') === (row.user_id === 0))
    .reduce((sum, row) => sum.plus(row.balance).plus(row.frozen), new Big(0));
}

describe('launchpad distribution (property)', () => {
  it('conserves the quote coin and the token, never over-allocates, refunds exactly', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const id = nextId++;
        const token = `PT${String(id)}`;
        const quote = `Q${String(id)}`;
        const users = s.funds.map((_, i) => 10_000 * id + i);
        const offset = clock.now - epoch;
        const config: LaunchpadProjectConfig = {
          id,
          name: `Project ${String(id)}`,
          token,
          tokenPrecision: s.tokenPrecision,
          summary: 'Random.',
          quoteCoin: quote,
          price: s.price,
          pricePrecision: 4,
          supply: s.supply,
          userCap: s.userCap,
          minCommit: '0.01',
          amountPrecision: 2,
          offsets: [offset - 1, offset + 1000, offset + 2000, offset + 3000],
        };
        await launchpad.open([config]);
        await launchpad.tick(clock.now);
        let deposited = new Big(0);
        for (const [i, amount] of s.funds.entries()) {
          if (new Big(amount).eq(0)) continue;
          deposited = deposited.plus(amount);
          await storage.db.transaction().execute((trx) =>
            ledger.deposit(trx, {
              userId: users[i] ?? 0,
              coin: quote,
              amount,
              reason: 'deposit',
              refId: 'p',
            }),
          );
        }
        const committed = new Map<number, Big>();
        for (const [n, c] of s.commits.entries()) {
          const userId = users[c.user % users.length] ?? 0;
          try {
            await commitToProject(launchpad.context, userId, {
              project_id: id,
              amount: c.amount,
              client_order_id: `c${String(n)}`,
            });
            committed.set(userId, (committed.get(userId) ?? new Big(0)).plus(c.amount));
          } catch (error) {
            // Over the cap or the balance: a 4xx, and nothing changed.
            if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          }
        }
        for (const sum of committed.values()) expect(sum.lte(s.userCap), 'cap').toBe(true);
        clock.now += 3000;
        await launchpad.tick(clock.now);
        expect(listed).toContain(`${token}${quote}`);

        // Conservation: what was deposited is all still there, between users and the system.
        const users$ = await sumOf(quote, 'users');
        const system$ = await sumOf(quote, 'system');
        expect(users$.plus(system$).eq(deposited)).toBe(true);
        const tokensHeld = (await sumOf(token, 'users')).plus(await sumOf(token, 'system'));
        expect(tokensHeld.eq(s.supply)).toBe(true);
        expect((await sumOf(token, 'users')).lte(s.supply)).toBe(true);

        // Per user: nothing left frozen, committed = cost + refund, cost = tokens × price.
        for (const [i, userId] of users.entries()) {
          const money = await ledger.account(storage.db, userId, 'spot', quote);
          const tokens = await ledger.account(storage.db, userId, 'spot', token);
          const row = await storage.db
            .selectFrom('launchpad_commitments')
            .selectAll()
            .where('project_id', '=', id)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          const own = committed.get(userId) ?? new Big(0);
          expect(money.frozen).toBe('0');
          expect(new Big(money.balance).gte(0) && new Big(tokens.balance).gte(0)).toBe(true);
          const cost = new Big(row?.cost ?? 0);
          expect(cost.plus(row?.refunded ?? 0).eq(own)).toBe(true);
          expect(cost.eq(new Big(tokens.balance).times(s.price))).toBe(true);
          expect(new Big(money.balance).eq(new Big(s.funds[i] ?? 0).minus(cost))).toBe(true);
        }
        const negative = await storage.db
          .selectFrom('ledger_accounts')
          .selectAll()
          .where('kind', '!=', 'external')
          .execute();
        for (const row of negative)
          expect(new Big(row.balance).gte(0) && new Big(row.frozen).gte(0)).toBe(true);
        clock.now += 1;
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
