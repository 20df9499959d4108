import crypto from 'node:crypto';
import { Big } from 'big.js';
import type { Selectable } from 'kysely';
import type { Withdrawal, WithdrawStatus } from '@exchange/api';
import { coinByName } from '../config/coins.ts';
import type { WithdrawalsTable } from '../db/schema.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { settle } from '../settlement/settle.ts';
import {
  type Executor,
  InsufficientFundsError,
  type Leg,
  ledger,
  SYSTEM_USER,
  toAmount,
  type UserId,
} from './ledger.ts';

export function toWithdrawal(row: Selectable<WithdrawalsTable>): Withdrawal {
  return {
    id: row.id,
    coin_id: coinByName(row.coin)?.id ?? 0,
    coin_name: row.coin,
    network: row.network,
    address: row.address,
    memo: row.memo,
    amount: toAmount(row.amount),
    fee: toAmount(row.fee),
    receive_amount: toAmount(new Big(row.amount).minus(row.fee)),
    status: row.status as Withdrawal['status'],
    tx_hash: row.tx_hash,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The demo hot wallet picks up a pending withdrawal: it becomes `processing` and can no longer
 * be cancelled; its funds stay frozen until {@link finishWithdrawal}. Null when it is no longer
 * pending (cancelled meanwhile, or picked up by another run).
 */
export async function pickUpWithdrawal(ctx: ServerContext, id: number): Promise<Withdrawal | null> {
  const now = ctx.now();
  return ctx.storage.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('withdrawals')
      .set({ status: 'processing' satisfies WithdrawStatus, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return null;
    const row = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return toWithdrawal(row);
  });
}

/** The ledger legs of a paid-out withdrawal: frozen funds leave; the fee is its own row. */
function payoutLegs(row: Selectable<WithdrawalsTable>): Leg[] {
  const amount = new Big(row.amount);
  const fee = new Big(row.fee);
  const sent = amount.minus(fee);
  return [
    { userId: row.user_id, kind: 'spot', coin: row.coin, frozen: sent.neg(), reason: 'withdraw' },
    {
      userId: row.user_id,
      kind: 'spot',
      coin: row.coin,
      frozen: fee.neg(),
      reason: 'withdraw_fee',
    },
    { userId: SYSTEM_USER, kind: 'external', coin: row.coin, balance: sent, reason: 'withdraw' },
    { userId: SYSTEM_USER, kind: 'fees', coin: row.coin, balance: fee, reason: 'withdraw_fee' },
  ];
}

/**
 * End a processing withdrawal in ONE transaction (`settle`): `completed` pays it out (its frozen
 * amount leaves, the fee to the fees account; statement rows withdraw and withdraw_fee) with a
 * transaction hash; `rejected` (the chain refused it) returns the frozen amount to the balance
 * (withdraw_refund). Null when it is not processing (already ended).
 */
export async function finishWithdrawal(
  ctx: ServerContext,
  id: number,
  outcome: 'completed' | 'rejected',
): Promise<Withdrawal | null> {
  const now = ctx.now();
  const settled = await settle(ctx.storage.db, {
    plan: async (trx) => {
      const claimed = await trx
        .updateTable('withdrawals')
        .set({
          status: outcome satisfies WithdrawStatus,
          tx_hash: outcome === 'completed' ? `0x${crypto.randomBytes(32).toString('hex')}` : '',
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return undefined;
      const row = await trx
        .selectFrom('withdrawals')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const refId = `withdraw:${row.id}`;
      if (outcome === 'completed')
        return { plan: row, journal: { refId, reason: 'withdraw', legs: payoutLegs(row) } };
      const amount = new Big(row.amount);
      const legs: Leg[] = [
        {
          userId: row.user_id,
          kind: 'spot',
          coin: row.coin,
          balance: amount,
          frozen: amount.neg(),
        },
      ];
      return { plan: row, journal: { refId, reason: 'withdraw_refund', legs } };
    },
    publish: (row, accounts) => ctx.hooks.onBalances?.(row.user_id, accounts),
  });
  return settled ? toWithdrawal(settled.plan) : null;
}

/** Ids of withdrawals in a status, oldest first (`before`: created at or before that time). */
export async function withdrawalIds(
  ctx: ServerContext,
  status: WithdrawStatus,
  before = Number.MAX_SAFE_INTEGER,
): Promise<number[]> {
  const rows = await ctx.storage.db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', status)
    .where('created_at', '<=', before)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The 422 of a withdrawal above the available balance. */
export function insufficient(coin: string, available: string) {
  return fieldError('amount', `Insufficient balance: ${available} ${coin} available`);
}

/** The 422 of a withdrawal over the 24-hour limit. */
export function overLimit(coin: string, limit: string, used: Big) {
  const left = new Big(limit).minus(used);
  return fieldError(
    'amount',
    `Over the 24-hour limit of ${limit} ${coin}: ${toAmount(left.gt(0) ? left : 0)} ${coin} left`,
  );
}

/**
 * Record a withdrawal and freeze its amount in one transaction. Without the funds, or past the
 * 24-hour limit (counted after the freeze has locked the account, so parallel withdrawals
 * queue), it is a 422 on `amount` and nothing is written. Other validation is the caller's job.
 */
export async function placeWithdrawal(
  ctx: ServerContext,
  input: {
    userId: UserId;
    coin: string;
    network: string;
    address: string;
    memo: string;
    amount: string;
    fee: string;
    /** The network's withdraw_daily_limit. */
    dailyLimit: string;
  },
): Promise<Withdrawal> {
  const now = ctx.now();
  const placing = ctx.storage.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('withdrawals')
      .values({
        user_id: input.userId,
        coin: input.coin,
        network: input.network,
        address: input.address,
        memo: input.memo,
        amount: input.amount,
        fee: input.fee,
        status: 'pending' satisfies WithdrawStatus,
        tx_hash: '',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const frozen = await ledger.freeze(trx, {
      userId: input.userId,
      coin: input.coin,
      amount: input.amount,
      reason: 'withdraw',
      refId: `withdraw:${created.id}`,
    });
    const used = await withdrawnInDay(trx, input.userId, input.coin, input.network, now);
    if (used.gt(input.dailyLimit))
      throw overLimit(input.coin, input.dailyLimit, used.minus(input.amount));
    return { row: created, posting: frozen };
  });
  const { row, posting } = await placing.catch(async (error: unknown) => {
    if (!(error instanceof InsufficientFundsError)) throw error;
    const account = await ledger.account(ctx.storage.db, input.userId, 'spot', input.coin);
    throw insufficient(input.coin, account.balance);
  });
  ctx.hooks.onBalances?.(input.userId, posting.accounts);
  return toWithdrawal(row);
}

/**
 * Cancel a pending withdrawal of this user and unfreeze its funds. Another user's id is 404 (ids
 * reveal nothing), one no longer pending 422, both naming `id`. Racing cancels release the
 * funds once.
 */
export async function cancelWithdrawal(
  ctx: ServerContext,
  userId: UserId,
  id: number,
): Promise<Withdrawal> {
  const now = ctx.now();
  const result = await ctx.storage.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row)
      throw new HttpError(404, 'id: Withdrawal not found', [
        { field: 'id', message: 'Withdrawal not found' },
      ]);
    const claimed = await trx
      .updateTable('withdrawals')
      .set({ status: 'cancelled' satisfies WithdrawStatus, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n)
      throw fieldError('id', 'Only a pending withdrawal can be cancelled');
    const posting = await ledger.unfreeze(trx, {
      userId,
      coin: row.coin,
      amount: row.amount,
      reason: 'withdraw_cancel',
      refId: `withdraw:${row.id}`,
    });
    return {
      row: { ...row, status: 'cancelled' satisfies WithdrawStatus, updated_at: now },
      posting,
    };
  });
  ctx.hooks.onBalances?.(userId, result.posting.accounts);
  return toWithdrawal(result.row);
}

/** A day, the window of the 24-hour withdrawal limit. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses that count against the 24-hour limit: what left or is leaving the account. */
const COUNTED: readonly WithdrawStatus[] = ['pending', 'processing', 'completed'];

/**
 * What the user withdrew of a coin on a network in the 24 hours before `now` (pending,
 * processing and completed withdrawals; cancelled and rejected ones gave their funds back).
 */
export async function withdrawnInDay(
  db: Executor,
  userId: UserId,
  coin: string,
  network: string,
  now: number,
): Promise<Big> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('amount')
    .where('user_id', '=', userId)
    .where('coin', '=', coin)
    .where('network', '=', network)
    .where('status', 'in', COUNTED)
    .where('created_at', '>', now - DAY_MS)
    .execute();
  return rows.reduce((sum, row) => sum.plus(row.amount), new Big(0));
}
