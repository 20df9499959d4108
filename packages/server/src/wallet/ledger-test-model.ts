import { Big } from 'big.js';
import fc from 'fast-check';
import type { Storage } from '../db/connect.ts';
import { SYSTEM_USER, ledger, type AccountKind } from './ledger.ts';

// The ledger model ledger.test.ts drives on both engines: ids, arbitrary operations, how each is
// applied, and the invariants it checks (coin sums, snapshots, negative rows).

// Ledger-only ids, far from the users table's ids that the withdrawal test creates.
const USERS = [1001, 1002, 1003];
const COINS = ['USDT', 'BTC'];
const KINDS: AccountKind[] = ['spot', 'futures'];

/** Per coin, the sum of balance + frozen over every account (users and system) is zero. */
export async function coinSums(storage: Storage): Promise<Map<string, string>> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .execute();
  const sums = new Map<string, Big>();
  for (const r of rows)
    sums.set(r.coin, (sums.get(r.coin) ?? new Big(0)).plus(r.balance).plus(r.frozen));
  return new Map([...sums].map(([coin, sum]) => [coin, sum.toFixed()]));
}

export async function snapshot(storage: Storage): Promise<string> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'kind', 'coin', 'balance', 'frozen'])
    .orderBy('id')
    .execute();
  return JSON.stringify(
    rows.map((r) => [
      r.user_id,
      r.kind,
      r.coin,
      new Big(r.balance).toFixed(),
      new Big(r.frozen).toFixed(),
    ]),
  );
}

const amountArb = fc
  .tuple(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 0, max: 3 }))
  .map(([units, scale]) => new Big(units).div(10 ** scale).toFixed());
const userArb = fc.constantFrom(...USERS);
const coinArb = fc.constantFrom(...COINS);
const kindArb = fc.constantFrom(...KINDS);

export const opArb = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    userId: userArb,
    coin: coinArb,
    kind: kindArb,
    amount: amountArb,
  }),
  fc.record({
    op: fc.constant('freeze' as const),
    userId: userArb,
    coin: coinArb,
    kind: kindArb,
    amount: amountArb,
  }),
  fc.record({
    op: fc.constant('unfreeze' as const),
    userId: userArb,
    coin: coinArb,
    kind: kindArb,
    amount: amountArb,
  }),
  fc.record({
    op: fc.constant('transfer' as const),
    from: userArb,
    to: userArb,
    coin: coinArb,
    kind: kindArb,
    amount: amountArb,
  }),
  fc.record({
    op: fc.constant('payout' as const),
    userId: userArb,
    coin: coinArb,
    amount: amountArb,
  }),
  fc.record({
    op: fc.constant('fill' as const),
    buyer: userArb,
    seller: userArb,
    base: amountArb,
    quote: amountArb,
    feePct: fc.integer({ min: 0, max: 10 }),
  }),
  // One order's journal the way the matching engine plans it: reserve, settle, hand back.
  fc.record({
    op: fc.constant('order' as const),
    buyer: userArb,
    seller: userArb,
    reserve: amountArb,
    base: amountArb,
    quote: amountArb,
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

export async function apply(storage: Storage, op: Op): Promise<void> {
  await storage.db.transaction().execute(async (trx) => {
    switch (op.op) {
      case 'deposit':
        await ledger.deposit(trx, {
          userId: op.userId,
          kind: op.kind,
          coin: op.coin,
          amount: op.amount,
          reason: 'deposit',
          refId: 'p',
        });
        return;
      case 'freeze':
        await ledger.freeze(trx, {
          userId: op.userId,
          kind: op.kind,
          coin: op.coin,
          amount: op.amount,
          reason: 'order_freeze',
          refId: 'p',
        });
        return;
      case 'unfreeze':
        await ledger.unfreeze(trx, {
          userId: op.userId,
          kind: op.kind,
          coin: op.coin,
          amount: op.amount,
          reason: 'order_unfreeze',
          refId: 'p',
        });
        return;
      case 'transfer':
        await ledger.transfer(trx, {
          from: { userId: op.from, kind: op.kind },
          to: { userId: op.to, kind: 'spot' },
          coin: op.coin,
          amount: op.amount,
          refId: 'p',
        });
        return;
      case 'payout':
        await ledger.payOutFrozen(trx, {
          userId: op.userId,
          coin: op.coin,
          amount: op.amount,
          fee: new Big(op.amount).div(10).round(8, Big.roundDown),
          reason: 'withdraw',
          refId: 'p',
        });
        return;
      case 'fill':
        await ledger.settleFill(trx, {
          refId: 'p',
          base: 'BTC',
          quote: 'USDT',
          baseAmount: op.base,
          quoteAmount: op.quote,
          buyer: {
            userId: op.buyer,
            fee: new Big(op.base).times(op.feePct).div(1000).round(8, Big.roundDown),
          },
          seller: {
            userId: op.seller,
            fee: new Big(op.quote).times(op.feePct).div(1000).round(8, Big.roundDown),
          },
        });
        return;
      case 'order': {
        const left = new Big(op.reserve).minus(op.quote);
        await ledger.applyMovements(trx, {
          refId: 'p',
          movements: [
            { kind: 'freeze', userId: op.buyer, coin: 'USDT', amount: op.reserve },
            { kind: 'spend', userId: op.buyer, coin: 'USDT', amount: op.quote },
            { kind: 'spend', userId: op.seller, coin: 'BTC', amount: op.base },
            { kind: 'credit', userId: op.buyer, coin: 'BTC', amount: op.base },
            { kind: 'credit', userId: op.seller, coin: 'USDT', amount: op.quote },
            ...(left.gt(0)
              ? [{ kind: 'unfreeze' as const, userId: op.buyer, coin: 'USDT', amount: left }]
              : []),
          ],
        });
        return;
      }
      default:
        op satisfies never;
    }
  });
}

/** Statement rows of user accounts that show a balance or frozen amount below zero. */
export async function negativeEntries(storage: Storage) {
  const rows = await storage.db
    .selectFrom('ledger_entries')
    .select(['user_id', 'kind', 'coin', 'reason', 'balance_after', 'frozen_after'])
    .execute();
  return rows.filter(
    (r) =>
      (!(r.user_id === SYSTEM_USER && r.kind === 'external') && new Big(r.balance_after).lt(0)) ||
      new Big(r.frozen_after).lt(0),
  );
}
