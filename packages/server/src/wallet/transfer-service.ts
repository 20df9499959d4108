import type { Generated } from 'kysely';
import type { AccountType, Transfer } from '@exchange/api';
import type { Coin } from '../config/coins.ts';
import type { DecimalString, UnixMs } from '../db/schema.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { settle } from '../settlement/settle.ts';
import { requireAccountCoin, requireTransferPrecision, transferable } from './account-coins.ts';
import { type Executor, InsufficientFundsError, ledger, toAmount, type UserId } from './ledger.ts';

// Transfers between a user's own accounts (issue 17). Invariants:
// - one transaction: the transfer row and its balanced journal commit together or not at all;
// - only available balance moves: what open orders froze (and, with contracts, what positions
//   hold as margin) stays where it is; the ledger refuses to take a balance below zero;
// - an account receives only the coins it can use (account-coins.ts);
// - the statement rows of a transfer carry `transfer:{id}`, the ref the answer returns.

export interface TransfersTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  from_account: string;
  to_account: string;
  amount: DecimalString;
  created_at: UnixMs;
}

declare module '../db/schema.ts' {
  interface Database {
    transfers: TransfersTable;
  }
}

export interface TransferRequest {
  userId: UserId;
  coin: Coin;
  from: AccountType;
  to: AccountType;
  /** A positive decimal string (the wire's `amount`). */
  amount: string;
}

/** The ref of a transfer's statement rows. */
export function transferRef(id: number): string {
  return `transfer:${String(id)}`;
}

/**
 * What a transfer out of `from` can move now: the available balance (never what is frozen),
 * truncated to the decimals the coin moves with, so "Max" is always a valid amount.
 */
export async function availableToTransfer(
  db: Executor,
  userId: UserId,
  coin: Coin,
  from: AccountType,
): Promise<string> {
  const account = await ledger.account(db, userId, from, coin.name);
  return transferable(coin, account.balance);
}

/**
 * Move `amount` of a coin between two of the user's accounts, as one transaction, and publish
 * the changed balances after the commit. Bad input is a 422 naming the field: `to` (the same
 * account, or one that does not take the coin names `coin_id`), `amount` (too precise, or more
 * than is available).
 *
 * @example
 * await transferBetweenAccounts(ctx, { userId, coin, from: 'spot', to: 'futures', amount: '100' });
 */
export async function transferBetweenAccounts(
  ctx: ServerContext,
  request: TransferRequest,
): Promise<Transfer> {
  const { userId, coin, from, to } = request;
  if (from === to) throw fieldError('to', 'Must differ from "from"');
  requireAccountCoin(coin, to);
  requireTransferPrecision(coin, request.amount);
  const amount = toAmount(request.amount);

  const settled = await settle(ctx.storage.db, {
    plan: async (trx) => {
      const createdAt = ctx.now();
      const row = await trx
        .insertInto('transfers')
        .values({
          user_id: userId,
          coin: coin.name,
          from_account: from,
          to_account: to,
          amount,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refId = transferRef(row.id);
      return {
        plan: { id: row.id, refId, createdAt },
        journal: {
          refId,
          reason: 'transfer_out',
          legs: [
            { userId, kind: from, coin: coin.name, balance: `-${amount}`, reason: 'transfer_out' },
            { userId, kind: to, coin: coin.name, balance: amount, reason: 'transfer_in' },
          ],
        },
      };
    },
    recover: (error) => {
      if (error instanceof InsufficientFundsError) {
        throw fieldError('amount', `More than the ${from} account has available`);
      }
      throw error;
    },
    publish: (_plan, accounts) => {
      ctx.hooks.onBalances?.(userId, accounts);
    },
  });
  // settle() answers undefined only when plan() does or recover() returns, and neither does here.
  if (!settled) throw new Error('transfer settled nothing');
  return {
    id: settled.plan.id,
    coin_id: coin.id,
    coin_name: coin.name,
    from,
    to,
    amount,
    ref_id: settled.plan.refId,
    created_at: settled.plan.createdAt,
  };
}
