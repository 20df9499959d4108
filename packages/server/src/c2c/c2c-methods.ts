import type { PaymentMethod, PaymentMethodKind } from '@exchange/api';
import type { Executor, UserId } from '../wallet/ledger.ts';
import { c2cError } from './c2c-config.ts';
import type { C2cPaymentMethodsTable } from './c2c-tables.ts';
import './c2c-tables.ts';

// C2C payment methods (issue 22): add, list and delete one's own; a deletion is refused while an
// open ad or an unfinished order uses the method.

type MethodRow = Omit<C2cPaymentMethodsTable, 'id'> & { id: number };

/** A comma list of ids ("3,7") as numbers; "" is none. */
export function idList(text: string): number[] {
  return text === '' ? [] : text.split(',').map(Number);
}

export function methodView(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    kind: row.kind,
    holder_name: row.holder_name,
    account: row.account,
    bank_name: row.bank_name,
    bank_branch: row.bank_branch,
    created_at: row.created_at,
  };
}

export interface NewPaymentMethod {
  kind: PaymentMethodKind;
  holder_name: string;
  account: string;
  bank_name?: string | undefined;
  bank_branch?: string | undefined;
}

/** Store a payment method of the user; wallets keep no bank. */
export async function addPaymentMethod(
  db: Executor,
  userId: UserId,
  body: NewPaymentMethod,
  now: number,
): Promise<PaymentMethod> {
  const bank = body.kind === 'bank_transfer';
  const row = await db
    .insertInto('c2c_payment_methods')
    .values({
      user_id: userId,
      kind: body.kind,
      holder_name: body.holder_name,
      account: body.account,
      bank_name: bank ? (body.bank_name ?? '') : '',
      bank_branch: bank ? (body.bank_branch ?? '') : '',
      created_at: now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return methodView(row);
}

/** The user's payment methods not deleted, oldest first. */
export async function listPaymentMethods(db: Executor, userId: UserId): Promise<PaymentMethod[]> {
  const rows = await db
    .selectFrom('c2c_payment_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(methodView);
}

/** Payment methods by id, deleted ones included (orders show what was used), in `ids` order. */
export async function methodsByIds(db: Executor, ids: readonly number[]): Promise<PaymentMethod[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('c2c_payment_methods')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [methodView(row)] : [];
  });
}

/**
 * The user's own live methods of these ids, or a 422 on `field` naming the first id that is not
 * one (someone else's, deleted or unknown).
 */
export async function ownMethods(
  db: Executor,
  userId: UserId,
  ids: readonly number[],
  field: string,
): Promise<PaymentMethod[]> {
  const own = await listPaymentMethods(db, userId);
  const byId = new Map(own.map((method) => [method.id, method]));
  return ids.map((id) => {
    const method = byId.get(id);
    if (!method) throw c2cError(422, field, `Payment method ${String(id)} is not one of yours`);
    return method;
  });
}

/**
 * Delete one's own payment method: 404 naming `id` when it is not theirs; 409 naming `id` while
 * an ad not closed or an unfinished order uses it.
 */
export async function deletePaymentMethod(
  db: Executor,
  userId: UserId,
  id: number,
  now: number,
): Promise<void> {
  const [method] = (await listPaymentMethods(db, userId)).filter((m) => m.id === id);
  if (!method) throw c2cError(404, 'id', `Payment method ${String(id)} not found`);
  const ads = await db
    .selectFrom('c2c_ads')
    .select(['id', 'payment_method_ids'])
    .where('user_id', '=', userId)
    .where('status', '!=', 'closed')
    .execute();
  const ad = ads.find((row) => idList(row.payment_method_ids).includes(id));
  if (ad)
    throw c2cError(409, 'id', `Payment method ${String(id)} is used by open ad ${String(ad.id)}`);
  const orders = await db
    .selectFrom('c2c_orders')
    .select(['id', 'payment_method_ids'])
    .where('seller_id', '=', userId)
    .where('status', 'in', ['unpaid', 'paid', 'appealing'])
    .execute();
  const order = orders.find((row) => idList(row.payment_method_ids).includes(id));
  if (order)
    throw c2cError(
      409,
      'id',
      `Payment method ${String(id)} is used by unfinished order ${String(order.id)}`,
    );
  await db
    .updateTable('c2c_payment_methods')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .execute();
}
