import crypto from 'node:crypto';
import { Big } from 'big.js';
import type { Selectable } from 'kysely';
import type { Deposit } from '@exchange/api';
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
import { ledger, toAmount, type Executor, type Posting } from './ledger.ts';

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
  userId: number,
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
    status: row.status as Deposit['status'],
    created_at: row.created_at,
  };
}

/**
 * Credit a confirmed deposit to the user's spot wallet: the deposit row and its ledger movement
 * commit together. The demo deposit endpoint and a chain watcher would both come through here.
 */
export async function creditDeposit(
  ctx: ServerContext,
  input: { userId: number; coinId: number; network: string; amount: string },
): Promise<{ deposit: Deposit; posting: Posting }> {
  const coin = requireCoin(input.coinId);
  const rules = requireNetwork(coin, input.network);
  if (!rules.deposit_enabled)
    throw fieldError('network', `${coin.name} deposits on ${rules.network} are suspended`);
  if (new Big(input.amount).gt(MAX_DEPOSIT))
    throw fieldError('amount', `At most ${MAX_DEPOSIT} ${coin.name} per deposit`);
  const now = ctx.now();
  const result = await ctx.storage.db.transaction().execute(async (trx) => {
    const address = await depositAddressOf(trx, input.userId, coin, rules.network, now);
    const row = await trx
      .insertInto('deposits')
      .values({
        user_id: input.userId,
        coin: coin.name,
        network: rules.network,
        address: address.address,
        amount: toAmount(input.amount),
        tx_hash: `0x${crypto.randomBytes(32).toString('hex')}`,
        confirmations: rules.confirmations,
        status: 'credited' satisfies Deposit['status'],
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const posting = await ledger.deposit(trx, {
      userId: input.userId,
      coin: coin.name,
      amount: input.amount,
      reason: 'deposit',
      refId: `deposit:${row.id}`,
    });
    return { deposit: toDeposit(row), posting };
  });
  ctx.hooks.onBalances?.(input.userId, result.posting.accounts);
  return result;
}
