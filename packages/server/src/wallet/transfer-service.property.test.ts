import { Big } from 'big.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, type AccountType } from '@exchange/api';
import { coinByName, referencePrice, type Coin } from '../config/coins.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { accountCoins } from './account-coins.ts';
import { InsufficientFundsError, ledger, type UserId } from './ledger.ts';
import { transferBetweenAccounts } from './transfer-service.ts';

// Issue 17, bad input: random streams of transfers, with open orders freezing and releasing
// funds in between, run concurrently (PostgreSQL locks rows, SQLite serialises writers). Every
// refused transfer is a 422 naming its field; afterwards no balance is negative, every coin's
// total over the users' accounts is what was deposited, transfers never touched what was
// frozen, each account holds only its coins, and every transfer has its two statement rows.

let pgServer: TestPostgres | undefined;
beforeAll(async () => {
  pgServer = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  await pgServer?.stop();
});

async function open(dialect: 'sqlite' | 'postgres'): Promise<Storage> {
  if (dialect === 'sqlite') return openStorage({ file: ':memory:' });
  if (!pgServer) throw new Error('PostgreSQL did not start');
  return openStorage({ url: await pgServer.createDatabase() });
}

const COIN_NAMES = ['USDT', 'BTC', 'ETH', 'SOL'] as const;
/** What each user starts with, by account and coin. */
const SEED: readonly { kind: AccountType; coin: string; amount: string }[] = [
  { kind: 'spot', coin: 'USDT', amount: '1000' },
  { kind: 'spot', coin: 'BTC', amount: '1' },
  { kind: 'spot', coin: 'SOL', amount: '10' },
  { kind: 'futures', coin: 'USDT', amount: '100' },
];

const amountArb = fc.constantFrom(
  '0.5',
  '1',
  '10',
  '99.99',
  '250',
  '0.00000001',
  '0.123456789',
  '1000.000001',
  '5000',
);
const accountArb = fc.constantFrom(...ACCOUNT_TYPES);
const opArb = fc.oneof(
  fc.record({
    op: fc.constant('transfer' as const),
    user: fc.nat(1),
    coin: fc.constantFrom(...COIN_NAMES),
    from: accountArb,
    to: accountArb,
    amount: amountArb,
  }),
  fc.record({
    op: fc.constantFrom('freeze' as const, 'unfreeze' as const),
    user: fc.nat(1),
    coin: fc.constantFrom('USDT', 'BTC'),
    amount: amountArb,
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

function coin(name: string): Coin {
  const found = coinByName(name);
  if (!found) throw new Error(`No coin ${name}`);
  return found;
}

describe.each(['sqlite', 'postgres'] as const)('transfers on %s', (dialect) => {
  let storage: Storage;
  let ctx: ServerContext;
  let run = 0;
  beforeAll(async () => {
    storage = await open(dialect);
    ctx = { storage, demo: false, hooks: {}, prices: referencePrice, now: Date.now };
  }, 30_000);
  afterAll(() => storage.close());

  async function newUser(): Promise<UserId> {
    run += 1;
    const row = await storage.db
      .insertInto('users')
      .values({
        email: `transfer-${String(run)}@example.com`,
        password_hash: 'x',
        nickname: '',
        avatar_url: '',
        invite_code: `TRF${String(run)}`,
        invited_by: null,
        is_google2fa: 0,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const seed of SEED) {
      await ledger.deposit(storage.db, {
        userId: row.id,
        ...seed,
        reason: 'deposit',
        refId: 'seed',
      });
    }
    return row.id;
  }

  /** Run one op; what it did to the frozen amounts, for the model. */
  async function apply(users: UserId[], op: Op): Promise<{ frozen: Big; ref?: string }> {
    const userId = users[op.user] ?? 0;
    if (op.op === 'transfer') {
      try {
        const moved = await transferBetweenAccounts(ctx, {
          userId,
          coin: coin(op.coin),
          from: op.from,
          to: op.to,
          amount: op.amount,
        });
        return { frozen: new Big(0), ref: moved.ref_id };
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        const refused = error as HttpError;
        expect(refused.statusCode).toBe(422);
        expect(['amount', 'coin_id', 'to']).toContain(refused.errors?.[0]?.field);
        return { frozen: new Big(0) };
      }
    }
    try {
      await storage.db.transaction().execute((trx) =>
        ledger[op.op](trx, {
          userId,
          coin: op.coin,
          amount: op.amount,
          reason: op.op === 'freeze' ? 'order_freeze' : 'order_unfreeze',
          refId: 'order',
        }),
      );
      return { frozen: op.op === 'freeze' ? new Big(op.amount) : new Big(op.amount).neg() };
    } catch (error) {
      expect(error).toBeInstanceOf(InsufficientFundsError);
      return { frozen: new Big(0) };
    }
  }

  it('conserves every coin, never goes negative and never moves frozen funds (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          const users = [await newUser(), await newUser()];
          const frozen = new Map<string, Big>();
          const refs: string[] = [];
          for (const batch of batches) {
            // A batch runs concurrently: the storage decides the order.
            const results = await Promise.all(batch.map((op) => apply(users, op)));
            batch.forEach((op, i) => {
              const result = results[i];
              if (!result) return;
              if (result.ref) refs.push(result.ref);
              const key = `${String(users[op.user])}|${op.coin}`;
              frozen.set(key, (frozen.get(key) ?? new Big(0)).plus(result.frozen));
            });
          }

          const rows = await storage.db
            .selectFrom('ledger_accounts')
            .selectAll()
            .where('user_id', 'in', users)
            .execute();
          const totals = new Map<string, Big>();
          for (const row of rows) {
            expect(new Big(row.balance).gte(0), `${row.kind} ${row.coin} balance`).toBe(true);
            expect(new Big(row.frozen).gte(0), `${row.kind} ${row.coin} frozen`).toBe(true);
            totals.set(
              row.coin,
              (totals.get(row.coin) ?? new Big(0)).plus(row.balance).plus(row.frozen),
            );
            if (row.kind === 'spot') {
              const expected = frozen.get(`${String(row.user_id)}|${row.coin}`) ?? new Big(0);
              expect(new Big(row.frozen).eq(expected), `${row.coin} frozen`).toBe(true);
            } else {
              expect(new Big(row.frozen).eq(0)).toBe(true);
              const holds = !new Big(row.balance).eq(0);
              if (holds) expect(accountCoins(row.kind as AccountType)).toContain(row.coin);
            }
          }
          for (const seed of SEED) {
            const deposited = SEED.filter((s) => s.coin === seed.coin).reduce(
              (sum, s) => sum.plus(s.amount),
              new Big(0),
            );
            expect(totals.get(seed.coin)?.toFixed(), seed.coin).toBe(deposited.times(2).toFixed());
          }
          for (const ref of refs) {
            const entries = await storage.db
              .selectFrom('ledger_entries')
              .select(['reason', 'balance_delta', 'frozen_delta'])
              .where('ref_id', '=', ref)
              .execute();
            expect(entries.map((e) => e.reason).sort()).toEqual(['transfer_in', 'transfer_out']);
            expect(entries.reduce((sum, e) => sum.plus(e.balance_delta), new Big(0)).eq(0)).toBe(
              true,
            );
            expect(entries.every((e) => new Big(e.frozen_delta).eq(0))).toBe(true);
          }
        },
      ),
      { numRuns: dialect === 'sqlite' ? 40 : 15, seed: 17 },
    );
  }, 120_000);
});
