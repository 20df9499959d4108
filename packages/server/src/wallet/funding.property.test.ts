import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Big } from 'big.js';
import { DEMO_FUTURES_USDT } from '../demo/demo-funds.ts';
import { coinByName } from '../config/coins.ts';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { receiveDeposit } from './deposit-service.ts';
import { ledger, SYSTEM_USER } from './ledger.ts';
import { cancelWithdrawal, placeWithdrawal } from './withdrawal-service.ts';
import { TRON_B, USDT } from './wallet-test-kit.ts';

// Issue 17, "Bad input": random streams of deposits, transfers, withdrawals, cancels, blocks and
// chain failures, run in concurrent batches, never take a balance below zero, and every USDT is
// accounted for: what users hold + collected fees + what left the exchange == what came in,
// each side computed from its own table (deposits, withdrawals, demo grants vs the ledger).

const op = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    user: fc.nat(2),
    amount: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    user: fc.nat(2),
    amount: fc.integer({ min: 10, max: 4000 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(2), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('transfer' as const),
    user: fc.nat(2),
    toFutures: fc.boolean(),
    amount: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({ kind: fc.constant('block' as const), failing: fc.boolean() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

describe.each(['sqlite', 'postgres'] as const)('money in and out on %s (property)', (engine) => {
  let ex: TestExchange;
  let storage: Storage;
  let run = 0;
  const database = freshDatabases(engine);

  beforeAll(async () => {
    // PostgreSQL runs each batch's movements truly in parallel under its row locks; SQLite has
    // one writer, so there the batches interleave at the transaction boundaries.
    storage = await openStorage(await database());
    ex = await startTestExchange({ storage });
  }, 60_000);
  afterAll(async () => {
    await ex.close();
    await storage.close();
  });

  async function apply(users: number[], withdrawals: Map<number, number[]>, step: Op) {
    const { ctx, chain } = ex;
    const userOf = (i: number) => users[i % users.length] ?? 0;
    const refused = (error: unknown) => {
      // Refusals are the client's errors (422 on a field) or a short balance; anything else fails.
      if (
        error instanceof Error &&
        ('statusCode' in error || error.name === 'InsufficientFundsError')
      )
        return;
      throw error;
    };
    switch (step.kind) {
      case 'deposit':
        await receiveDeposit(ctx, {
          userId: userOf(step.user),
          coinId: USDT,
          network: 'TRC20',
          amount: String(step.amount),
        });
        return;
      case 'withdraw': {
        const userId = userOf(step.user);
        const placed = await placeWithdrawal(ctx, {
          userId,
          coin: 'USDT',
          network: 'TRC20',
          address: TRON_B,
          memo: '',
          amount: String(step.amount),
          fee: '1',
          dailyLimit: '200000',
        }).catch(refused);
        if (placed) withdrawals.set(userId, [...(withdrawals.get(userId) ?? []), placed.id]);
        return;
      }
      case 'cancel': {
        const userId = userOf(step.user);
        const ids = withdrawals.get(userId) ?? [];
        const id = ids[step.pick % Math.max(1, ids.length)];
        if (id !== undefined) await cancelWithdrawal(ctx, userId, id).catch(refused);
        return;
      }
      case 'transfer': {
        const userId = userOf(step.user);
        const [from, to] = step.toFutures
          ? (['spot', 'futures'] as const)
          : (['futures', 'spot'] as const);
        await ctx.storage.db
          .transaction()
          .execute((trx) =>
            ledger.transfer(trx, {
              from: { userId, kind: from },
              to: { userId, kind: to },
              coin: 'USDT',
              amount: String(step.amount),
              refId: `transfer:prop:${run}`,
            }),
          )
          .catch(refused);
        return;
      }
      case 'block':
        if (!chain) throw new Error('demo mode has a chain');
        chain.failShare = step.failing ? 0.5 : 0;
        await chain.mineBlock();
        return;
      default:
        step satisfies never;
    }
  }

  /** `users`: every account the property signed up (the demo's own accounts, such as the
   * launchpad's backers funded at start, hold what they hold apart from these books). */
  async function checkBooks(users: readonly number[]) {
    const userCount = users.length;
    const { db } = ex.ctx.storage;
    const all = await db
      .selectFrom('ledger_accounts')
      .select(['user_id', 'kind', 'balance', 'frozen'])
      .where('kind', '!=', 'external')
      .execute();
    for (const a of all) {
      expect(new Big(a.balance).gte(0), `${a.user_id} ${a.kind} balance`).toBe(true);
      expect(new Big(a.frozen).gte(0), `${a.user_id} ${a.kind} frozen`).toBe(true);
    }
    const sum = (rows: { v: string }[]) => rows.reduce((s, r) => s.plus(r.v), new Big(0));
    const accounts = await db
      .selectFrom('ledger_accounts')
      .select(['balance', 'frozen', 'frozen_withdrawals'])
      .where('coin', '=', 'USDT')
      .where('user_id', 'in', users)
      .execute();
    const held = accounts.reduce((s, a) => s.plus(a.balance).plus(a.frozen), new Big(0));
    const frozen = accounts.reduce((s, a) => s.plus(a.frozen), new Big(0));
    const heldForWithdrawals = accounts.reduce((s, a) => s.plus(a.frozen_withdrawals), new Big(0));
    const fees = new Big((await ledger.account(db, SYSTEM_USER, 'fees', 'USDT')).balance);
    const completed = await db
      .selectFrom('withdrawals')
      .select(['amount', 'fee'])
      .where('coin', '=', 'USDT')
      .where('status', '=', 'completed')
      .execute();
    const left = completed.reduce((s, w) => s.plus(w.amount).minus(w.fee), new Big(0));
    const feesDue = completed.reduce((s, w) => s.plus(w.fee), new Big(0));
    const deposited = sum(
      await db
        .selectFrom('deposits')
        .select('amount as v')
        .where('coin', '=', 'USDT')
        .where('status', '=', 'credited')
        .execute(),
    );
    const granted = new Big(coinByName('USDT')?.demoGrant ?? '0')
      .plus(DEMO_FUTURES_USDT)
      .times(userCount);
    expect(fees.toFixed()).toBe(feesDue.toFixed());
    expect(held.plus(fees).plus(left).toFixed()).toBe(deposited.plus(granted).toFixed());
    // What is frozen is exactly what pending and processing withdrawals hold.
    const open = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.cast<string>('amount', 'text').as('v'))
      .where('coin', '=', 'USDT')
      .where('status', 'in', ['pending', 'processing'])
      .execute();
    expect(frozen.toFixed()).toBe(sum(open).toFixed());
    // And the ledger says so: all of it is the withdrawals' part (no order in these streams).
    expect(heldForWithdrawals.toFixed()).toBe(sum(open).toFixed());
  }

  it('no balance goes negative and every coin is accounted for', async () => {
    const everyone: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 10 }),
        async (batches) => {
          run += 1;
          const users: number[] = [];
          for (let i = 0; i < 3; i += 1)
            users.push((await ex.signUp(`prop${run}-${i}@example.com`)).id);
          everyone.push(...users);
          const withdrawals = new Map<number, number[]>();
          // Each batch runs at once: the ledger's row locks (PostgreSQL) or the single writer
          // (SQLite) must keep concurrent movements apart.
          for (const batch of batches)
            await Promise.all(batch.map((step) => apply(users, withdrawals, step)));
          await checkBooks(everyone);
          // Let the chain finish everything in flight, then the books must still balance.
          for (let i = 0; i < 21; i += 1) await ex.chain?.mineBlock();
          await checkBooks(everyone);
        },
      ),
      { seed: 1717, numRuns: 12 },
    );
  }, 120_000);
});
