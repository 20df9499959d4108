import { Big } from 'big.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import type { ServerContext } from '../http/context.ts';
import { InsufficientFundsError, LedgerError, SYSTEM_USER, ledger } from './ledger.ts';
import { apply, coinSums, negativeEntries, opArb, snapshot } from './ledger-test-model.ts';
import { cancelWithdrawal, placeWithdrawal } from './withdrawal-service.ts';

// The storage tests run on both engines: SQLite (the default store) and PostgreSQL (when
// DATABASE_URL is set in production). PostgreSQL comes from test/postgres.ts, which fails with
// install instructions rather than skipping when it is missing.
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

describe.each(['sqlite', 'postgres'] as const)('ledger on %s', (dialect) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open(dialect);
  }, 30_000);
  afterAll(() => storage.close());

  it('conserves every coin and never goes negative, whatever the operations (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) {
          const before = await snapshot(storage);
          try {
            await apply(storage, op);
          } catch (error) {
            // A refused movement changes nothing: the transaction rolled back whole.
            expect(error).toBeInstanceOf(InsufficientFundsError);
            expect(await snapshot(storage)).toBe(before);
          }
        }
        for (const sum of (await coinSums(storage)).values()) expect(sum).toBe('0');
        const negative = await storage.db
          .selectFrom('ledger_accounts')
          .select(['user_id', 'kind', 'balance', 'frozen'])
          .execute();
        for (const row of negative) {
          if (!(row.user_id === SYSTEM_USER && row.kind === 'external'))
            expect(new Big(row.balance).gte(0)).toBe(true);
          expect(new Big(row.frozen).gte(0)).toBe(true);
        }
        // Not only the end state: every statement row ever written is non-negative too.
        expect(await negativeEntries(storage)).toEqual([]);
      }),
      { numRuns: dialect === 'sqlite' ? 60 : 25 },
    );
    // Every account equals the sum of its entries: the movements are the whole story.
    const accounts = await storage.db.selectFrom('ledger_accounts').selectAll().execute();
    const entries = await storage.db
      .selectFrom('ledger_entries')
      .select(['account_id', 'balance_delta', 'frozen_delta'])
      .execute();
    for (const account of accounts) {
      const mine = entries.filter((e) => e.account_id === account.id);
      expect(mine.reduce((s, e) => s.plus(e.balance_delta), new Big(0)).eq(account.balance)).toBe(
        true,
      );
      expect(mine.reduce((s, e) => s.plus(e.frozen_delta), new Big(0)).eq(account.frozen)).toBe(
        true,
      );
    }
  }, 60_000);

  it('refuses unbalanced, zero and over-precise movements', async () => {
    await expect(
      ledger.post(storage.db, {
        reason: 'deposit',
        refId: 'x',
        legs: [{ userId: 1001, kind: 'spot', coin: 'BTC', balance: '1' }],
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      ledger.deposit(storage.db, {
        userId: 1001,
        coin: 'BTC',
        amount: '0',
        reason: 'deposit',
        refId: 'x',
      }),
    ).rejects.toThrow(/greater than zero/);
    await expect(
      ledger.deposit(storage.db, {
        userId: 1001,
        coin: 'BTC',
        amount: '0.0000000000000000001',
        reason: 'deposit',
        refId: 'x',
      }),
    ).rejects.toThrow(/decimals/);
  });

  it('keeps exact decimals (no float drift)', async () => {
    await storage.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 10; i += 1)
        await ledger.deposit(trx, {
          userId: 1009,
          coin: 'ETH',
          amount: '0.1',
          reason: 'deposit',
          refId: 'd',
        });
    });
    expect(await ledger.account(storage.db, 1009, 'spot', 'ETH')).toEqual({
      balance: '1',
      frozen: '0',
    });
  });

  it("applies an engine's movement plan as one journal, fee rows apart", async () => {
    await ledger.deposit(storage.db, {
      userId: 2001,
      coin: 'USDT',
      amount: '1000',
      reason: 'deposit',
      refId: 'd',
    });
    await ledger.deposit(storage.db, {
      userId: 2002,
      coin: 'BTC',
      amount: '1',
      reason: 'deposit',
      refId: 'd',
    });
    await ledger.freeze(storage.db, {
      userId: 2002,
      coin: 'BTC',
      amount: '0.01',
      reason: 'order_freeze',
      refId: 'sell-1',
    });
    const posting = await ledger.applyMovements(storage.db, {
      refId: 'buy-1',
      movements: [
        { kind: 'freeze', userId: 2001, coin: 'USDT', amount: '600' },
        { kind: 'spend', userId: 2001, coin: 'USDT', amount: '500' },
        { kind: 'spend', userId: 2002, coin: 'BTC', amount: '0.01' },
        { kind: 'credit', userId: 2001, coin: 'BTC', amount: '0.00998' },
        { kind: 'credit', userId: 'fees', coin: 'BTC', amount: '0.00002', reason: 'trade_fee' },
        { kind: 'credit', userId: 2002, coin: 'USDT', amount: '499.5' },
        { kind: 'credit', userId: 'fees', coin: 'USDT', amount: '0.5', reason: 'trade_fee' },
        { kind: 'unfreeze', userId: 2001, coin: 'USDT', amount: '100' },
      ],
    });
    expect(posting.accounts.find((a) => a.userId === 2001 && a.coin === 'USDT')).toMatchObject({
      balance: '500',
      frozen: '0',
    });
    expect(await ledger.account(storage.db, 2001, 'spot', 'BTC')).toEqual({
      balance: '0.00998',
      frozen: '0',
    });
    expect(await ledger.account(storage.db, 2002, 'spot', 'USDT')).toEqual({
      balance: '499.5',
      frozen: '0',
    });
    expect(await ledger.account(storage.db, 2002, 'spot', 'BTC')).toEqual({
      balance: '0.99',
      frozen: '0',
    });
    const reasons = await storage.db
      .selectFrom('ledger_entries')
      .select('reason')
      .where('ref_id', '=', 'buy-1')
      .where('user_id', '=', 2001)
      .execute();
    expect(reasons.map((r) => r.reason).sort()).toEqual([
      'order_freeze',
      'order_unfreeze',
      'trade',
      'trade',
    ]);
    // A plan whose spends and credits do not net out is refused whole.
    await expect(
      ledger.applyMovements(storage.db, {
        refId: 'bad',
        movements: [{ kind: 'credit', userId: 2001, coin: 'BTC', amount: '1' }],
      }),
    ).rejects.toBeInstanceOf(LedgerError);
  });

  it('checks every account after each leg: a reserve is never netted against later legs', async () => {
    await ledger.deposit(storage.db, {
      userId: 2101,
      coin: 'USDT',
      amount: '10000',
      reason: 'deposit',
      refId: 'd',
    });
    await ledger.deposit(storage.db, {
      userId: 2102,
      coin: 'BTC',
      amount: '1',
      reason: 'deposit',
      refId: 'd',
    });
    await ledger.freeze(storage.db, {
      userId: 2102,
      coin: 'BTC',
      amount: '0.1',
      reason: 'order_freeze',
      refId: 'ask',
    });
    // A limit buy of 0.1 at 200000 reserves 20000 but fills for 4600: the 10000 held cannot
    // cover the reserve, whatever the fills and the hand-back net to afterwards.
    const greedy = storage.db.transaction().execute((trx) =>
      ledger.applyMovements(trx, {
        refId: 'greedy',
        movements: [
          { kind: 'freeze', userId: 2101, coin: 'USDT', amount: '20000' },
          { kind: 'spend', userId: 2101, coin: 'USDT', amount: '4600' },
          { kind: 'spend', userId: 2102, coin: 'BTC', amount: '0.1' },
          { kind: 'credit', userId: 2101, coin: 'BTC', amount: '0.1' },
          { kind: 'credit', userId: 2102, coin: 'USDT', amount: '4600' },
          { kind: 'unfreeze', userId: 2101, coin: 'USDT', amount: '15400' },
        ],
      }),
    );
    await expect(greedy).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(greedy).rejects.toMatchObject({ userId: 2101, coin: 'USDT', field: 'balance' });
    expect(await ledger.account(storage.db, 2101, 'spot', 'USDT')).toEqual({
      balance: '10000',
      frozen: '0',
    });
    expect(await negativeEntries(storage)).toEqual([]);
  });

  it('backs the code with CHECK constraints', async () => {
    await expect(
      storage.db
        .insertInto('ledger_accounts')
        .values({
          user_id: 77,
          kind: 'spot',
          coin: 'BTC',
          balance: '-0.5',
          frozen: '0',
          updated_at: 0,
        })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      storage.db
        .insertInto('ledger_accounts')
        .values({
          user_id: 77,
          kind: 'spot',
          coin: 'ETH',
          balance: '1',
          frozen: '-1',
          updated_at: 0,
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('never overdraws under many parallel withdrawals from one account', async () => {
    const userRow = await storage.db
      .insertInto('users')
      .values({
        email: `para-${dialect}@example.com`,
        password_hash: 'x',
        nickname: '',
        avatar_url: '',
        invite_code: `PARA${dialect.length}`,
        invited_by: null,
        is_google2fa: 0,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = userRow.id;
    await ledger.deposit(storage.db, {
      userId,
      coin: 'USDT',
      amount: '100',
      reason: 'deposit',
      refId: 'seed',
    });
    const ctx: ServerContext = { storage, demo: true, hooks: {}, prices: () => '1', now: Date.now };
    const attempts = Array.from({ length: 40 }, () =>
      placeWithdrawal(ctx, {
        userId,
        coin: 'USDT',
        network: 'TRC20',
        address: 'Taddr',
        memo: '',
        amount: '7',
        fee: '1',
        dailyLimit: '1000',
      }),
    );
    const results = await Promise.allSettled(attempts);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(placed).toHaveLength(14); // 14 × 7 = 98 ≤ 100 < 105
    // Refused as the client's error on `amount` (issue 17: 422 naming the field, not a bare 400).
    for (const r of refused)
      expect(r.reason).toMatchObject({ statusCode: 422, errors: [{ field: 'amount' }] });
    expect(await ledger.account(storage.db, userId, 'spot', 'USDT')).toEqual({
      balance: '2',
      frozen: '98',
    });
    const rows = await storage.db
      .selectFrom('withdrawals')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(14);
    // Cancelling each twice in parallel returns exactly the frozen funds, once each.
    const cancels = await Promise.allSettled(
      rows.flatMap((r) => [
        cancelWithdrawal(ctx, userId, r.id),
        cancelWithdrawal(ctx, userId, r.id),
      ]),
    );
    expect(cancels.filter((c) => c.status === 'fulfilled')).toHaveLength(14);
    expect(await ledger.account(storage.db, userId, 'spot', 'USDT')).toEqual({
      balance: '100',
      frozen: '0',
    });
    // The 24-hour limit holds under the same race: 35 allows five withdrawals of 7, not more.
    const limited = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        placeWithdrawal(ctx, {
          userId,
          coin: 'USDT',
          network: 'TRC20',
          address: 'Taddr',
          memo: '',
          amount: '7',
          fee: '1',
          dailyLimit: '35',
        }),
      ),
    );
    expect(limited.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  }, 30_000);
});
