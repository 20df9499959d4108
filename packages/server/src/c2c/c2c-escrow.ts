import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dialectOf } from '../db/dialect.ts';
import { type Executor, ledger, type Posting, SYSTEM_USER, type UserId } from '../wallet/ledger.ts';
import { c2cError } from './c2c-config.ts';
import type { C2cAdsTable, C2cOrdersTable } from './c2c-tables.ts';
import './c2c-tables.ts';

// The C2C escrow (issue 22): one system account 'c2c' per coin. Its balance is always the free
// part (`available`) of every sell ad not closed plus the amount of every unfinished order.

export type AdRow = Omit<C2cAdsTable, 'id'> & { id: number };
export type OrderRow = Omit<C2cOrdersTable, 'id'> & { id: number };

/** Order states that still hold escrow. */
export const UNFINISHED = ['unpaid', 'paid', 'appealing'] as const;

function postgres(trx: Executor): boolean {
  return dialectOf(trx as unknown as Kysely<unknown>) === 'postgres';
}

/** An ad read for change (locked in PostgreSQL), or a 404 naming `field`. */
export async function lockAd(trx: Executor, id: number, field: string): Promise<AdRow> {
  let query = trx.selectFrom('c2c_ads').selectAll().where('id', '=', id);
  if (postgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw c2cError(404, field, `Ad ${String(id)} not found`);
  return row;
}

/** An order read for change (locked in PostgreSQL), or undefined. */
export async function lockOrder(trx: Executor, id: number): Promise<OrderRow | undefined> {
  let query = trx.selectFrom('c2c_orders').selectAll().where('id', '=', id);
  if (postgres(trx)) query = query.forUpdate();
  return await query.executeTakeFirst();
}

/** Move a seller's coin from their spot account into escrow. */
export function toEscrow(
  trx: Executor,
  userId: UserId,
  coin: string,
  amount: string,
  refId: string,
): Promise<Posting> {
  return ledger.post(trx, {
    reason: 'c2c_escrow',
    refId,
    legs: [
      { userId, kind: 'spot', coin, balance: `-${amount}` },
      { userId: SYSTEM_USER, kind: 'c2c', coin, balance: amount },
    ],
  });
}

/** Move escrowed coin to a user's spot account: released to a buyer, or refunded to a seller. */
export function fromEscrow(
  trx: Executor,
  userId: UserId,
  coin: string,
  amount: string,
  refId: string,
  reason: 'c2c_release' | 'c2c_refund',
): Promise<Posting> {
  return ledger.post(trx, {
    reason,
    refId,
    legs: [
      { userId: SYSTEM_USER, kind: 'c2c', coin, balance: `-${amount}` },
      { userId, kind: 'spot', coin, balance: amount },
    ],
  });
}

/** The ledger reference of an ad's and an order's movements. */
export const adRef = (id: number): string => `c2c-ad-${String(id)}`;
export const orderRef = (id: number): string => `c2c-order-${String(id)}`;

export type C2cDb = Kysely<Database>;
