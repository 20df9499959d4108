import crypto from 'node:crypto';
import { Big } from 'big.js';
import type { Selectable } from 'kysely';
import type { Deposit, DepositStatus } from '@exchange/api';
import type { Coin } from '../config/coins.ts';
import {
  base58CheckEncode,
  base58Encode,
  segwitEncode,
  toChecksumAddress,
} from '../config/address-codecs.ts';
import { coinByName } from '../config/coins.ts';
import type { DepositsTable } from '../db/schema.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { requireCoin, requireNetwork } from './coin-input.ts';
import { settle } from '../settlement/settle.ts';
import {
  SYSTEM_USER,
  toAmount,
  type AccountSnapshot,
  type Executor,
  type UserId,
} from './ledger.ts';

/**
 * The most one deposit credits, in coins. Wire amounts already fit storage (20 integer digits);
 * this keeps balances far below NUMERIC(38,18)'s ceiling however many deposits arrive.
 */
export const MAX_DEPOSIT = '10000000000';

/**
 * A fresh address in the network's own encoding, checksum included, so it passes the same
 * checks a withdrawal to it would (config/coins.ts); the demo has no chain behind it.
 */
export function newAddress(network: string): string {
  const bytes = (length: number) => new Uint8Array(crypto.randomBytes(length));
  switch (network) {
    case 'BTC':
      return segwitEncode('bc', 0, bytes(20));
    case 'TRC20':
      return base58CheckEncode(Uint8Array.from([0x41, ...bytes(20)]));
    case 'SOL':
      return base58Encode(bytes(32));
    case 'DOGE':
      return base58CheckEncode(Uint8Array.from([0x1e, ...bytes(20)]));
    default:
      return toChecksumAddress(`0x${crypto.randomBytes(20).toString('hex')}`);
  }
}

/** The user's address for a coin on a network, created on first request and stable after. */
export async function depositAddressOf(
  db: Executor,
  userId: UserId,
  coin: Coin,
  network: string,
  now: number,
) {
  const found = await db
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('coin', '=', coin.name)
    .where('network', '=', network)
    .executeTakeFirst();
  if (found) return found;
  const rules = coin.networks.find((n) => n.network === network);
  const row = {
    user_id: userId,
    coin: coin.name,
    network,
    address: newAddress(network),
    // Memo networks share one address per exchange in real life; the memo tells users apart.
    memo: rules?.memo_required ? String(100_000 + userId) : '',
    created_at: now,
  };
  await db
    .insertInto('deposit_addresses')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'coin', 'network']).doNothing())
    .execute();
  return db
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('coin', '=', coin.name)
    .where('network', '=', network)
    .executeTakeFirstOrThrow();
}

export function toDeposit(row: Selectable<DepositsTable>): Deposit {
  const coin = coinByName(row.coin);
  const required = coin?.networks.find((n) => n.network === row.network)?.confirmations ?? 0;
  return {
    id: row.id,
    coin_id: coin?.id ?? 0,
    coin_name: row.coin,
    network: row.network,
    address: row.address,
    amount: toAmount(row.amount),
    tx_hash: row.tx_hash,
    confirmations: row.confirmations,
    required_confirmations: required,
    status: row.status as DepositStatus,
    created_at: row.created_at,
  };
}

/** A deposit row and the account its credit touched (none until the last confirmation). */
export interface DepositStep {
  deposit: Deposit;
  accounts: AccountSnapshot[];
}

/**
 * A deposit seen on the (demo) chain: recorded as `confirming` with 0 of the network's
 * confirmations and nothing credited yet; {@link confirmDeposit} adds one confirmation per
 * block and credits it at the last. With `fail` the chain drops it at its next block instead
 * (`failed`, nothing credited). Under the network's minimum deposit it is refused (422 on
 * `amount`), as an exchange would not credit it.
 */
export async function receiveDeposit(
  ctx: ServerContext,
  input: { userId: UserId; coinId: number; network: string; amount: string; fail?: boolean },
): Promise<Deposit> {
  const coin = requireCoin(input.coinId);
  const rules = requireNetwork(coin, input.network);
  if (!rules.deposit_enabled)
    throw fieldError('network', `${coin.name} deposits on ${rules.network} are suspended`);
  const amount = new Big(input.amount);
  if (amount.gt(MAX_DEPOSIT))
    throw fieldError('amount', `At most ${MAX_DEPOSIT} ${coin.name} per deposit`);
  if (amount.lt(rules.min_deposit))
    throw fieldError('amount', `The minimum deposit is ${rules.min_deposit} ${coin.name}`);
  const now = ctx.now();
  const row = await ctx.storage.db.transaction().execute(async (trx) => {
    const address = await depositAddressOf(trx, input.userId, coin, rules.network, now);
    return trx
      .insertInto('deposits')
      .values({
        user_id: input.userId,
        coin: coin.name,
        network: rules.network,
        address: address.address,
        amount: toAmount(amount),
        tx_hash: `0x${crypto.randomBytes(32).toString('hex')}`,
        confirmations: 0,
        status: 'confirming' satisfies DepositStatus,
        demo_fail: input.fail ? 1 : 0,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const deposit = toDeposit(row);
  ctx.hooks.onDeposit?.(input.userId, deposit);
  return deposit;
}

/**
 * One more block over a confirming deposit: its confirmations go up by one, and at the
 * network's count it is credited, the status and the ledger movement in ONE transaction
 * (`settle`). A deposit marked `demo_fail`, or one still at 0 confirmations for which `drop()`
 * says so (the demo chain's share of failures), is dropped instead: `failed`, its confirmations
 * left as they were, nothing credited. The update is conditional on the count it read, so a
 * block applied twice (two servers, a retry after a restart) moves it once. Null when the
 * deposit is no longer confirming.
 */
export async function confirmDeposit(
  ctx: ServerContext,
  id: number,
  drop: () => boolean = () => false,
): Promise<DepositStep | null> {
  const settled = await settle(ctx.storage.db, {
    plan: async (trx) => {
      const row = await trx
        .selectFrom('deposits')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'confirming')
        .executeTakeFirst();
      if (!row) return undefined;
      const required = coinByName(row.coin)?.networks.find((n) => n.network === row.network);
      const dropped = row.demo_fail === 1 || (row.confirmations === 0 && drop());
      const confirmations = dropped ? row.confirmations : row.confirmations + 1;
      const credited = !dropped && confirmations >= (required?.confirmations ?? 0);
      const status: DepositStatus = dropped ? 'failed' : credited ? 'credited' : 'confirming';
      const claimed = await trx
        .updateTable('deposits')
        .set({ confirmations, status })
        .where('id', '=', id)
        .where('status', '=', 'confirming')
        .where('confirmations', '=', row.confirmations)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return undefined;
      const plan = { ...row, confirmations, status };
      if (!credited) return { plan };
      const amount = new Big(row.amount);
      return {
        plan,
        journal: {
          refId: `deposit:${row.id}`,
          reason: 'deposit',
          legs: [
            { userId: SYSTEM_USER, kind: 'external', coin: row.coin, balance: amount.neg() },
            { userId: row.user_id, kind: 'spot', coin: row.coin, balance: amount },
          ],
        },
      };
    },
    publish: (row, accounts) => {
      ctx.hooks.onDeposit?.(row.user_id, toDeposit(row));
      if (accounts.length > 0) ctx.hooks.onBalances?.(row.user_id, accounts);
    },
  });
  return settled ? { deposit: toDeposit(settled.plan), accounts: settled.accounts } : null;
}

/** The confirming deposits, oldest first: what the next block confirms. */
export async function confirmingDepositIds(ctx: ServerContext): Promise<number[]> {
  const rows = await ctx.storage.db
    .selectFrom('deposits')
    .select('id')
    .where('status', '=', 'confirming')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
