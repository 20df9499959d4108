import crypto from 'node:crypto';
import { Big } from 'big.js';
import type { Selectable } from 'kysely';
import type { Withdrawal, WithdrawStatus } from '@exchange/api';
import { coinByName } from '../config/coins.ts';
import type { WithdrawalsTable } from '../db/schema.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { type Executor, ledger, toAmount, type UserId } from './ledger.ts';

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
 * Pay out a pending withdrawal (what the hot wallet would do): its frozen funds leave, the fee
 * goes to the fees account. Returns null when it is no longer pending (canceled meanwhile).
 */
export async function completeWithdrawal(
  ctx: ServerContext,
  id: number,
): Promise<Withdrawal | null> {
  const now = ctx.now();
  const done = await ctx.storage.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('withdrawals')
      .set({
        status: 'completed' satisfies WithdrawStatus,
        tx_hash: `0x${crypto.randomBytes(32).toString('hex')}`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return null;
    const row = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const posting = await ledger.payOutFrozen(trx, {
      userId: row.user_id,
      coin: row.coin,
      amount: row.amount,
      fee: row.fee,
      reason: 'withdraw',
      refId: `withdraw:${row.id}`,
    });
    return { row, posting };
  });
  if (!done) return null;
  ctx.hooks.onBalances?.(done.row.user_id, done.posting.accounts);
  return toWithdrawal(done.row);
}

/**
 * Record a withdrawal and freeze its amount in one transaction; without the funds it throws
 * InsufficientFundsError (HTTP 400) and nothing is written. Validation is the caller's job.
 */
export async function placeWithdrawal(
  ctx: ServerContext,
  input: {
    userId: number;
    coin: string;
    network: string;
    address: string;
    memo: string;
    amount: string;
    fee: string;
  },
): Promise<Withdrawal> {
  const now = ctx.now();
  const { row, posting } = await ctx.storage.db.transaction().execute(async (trx) => {
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
    return { row: created, posting: frozen };
  });
  ctx.hooks.onBalances?.(input.userId, posting.accounts);
  return toWithdrawal(row);
}

/**
 * Cancel a pending withdrawal of this user and unfreeze its funds. Another user's id is 404 (ids
 * reveal nothing); one no longer pending is 400. Racing cancels release the funds once.
 */
export async function cancelWithdrawal(
  ctx: ServerContext,
  userId: number,
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
    if (!row) throw new HttpError(404, 'Withdrawal not found');
    const claimed = await trx
      .updateTable('withdrawals')
      .set({ status: 'cancelled' satisfies WithdrawStatus, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n)
      throw new HttpError(400, 'This withdrawal can no longer be canceled');
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

/** Complete every withdrawal pending for longer than `olderThanMs` (the demo's payout run). */
export async function completeDueWithdrawals(
  ctx: ServerContext,
  olderThanMs: number,
): Promise<number> {
  const due = await ctx.storage.db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'pending')
    .where('created_at', '<=', ctx.now() - olderThanMs)
    .execute();
  let count = 0;
  for (const { id } of due) if (await completeWithdrawal(ctx, id)) count += 1;
  return count;
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
