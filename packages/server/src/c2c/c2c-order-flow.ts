import { Big } from 'big.js';
import { appealAfter, canAppeal } from '@exchange/formulas';
import type { Updateable } from 'kysely';
import { requireGoogleCodeWhenBound } from '../accounts/google-code.ts';
import { HttpError } from '../http/errors.ts';
import type { AccountSnapshot, Executor, UserId } from '../wallet/ledger.ts';
import { toAmount } from '../wallet/ledger.ts';
import { c2cError, type C2cConfig } from './c2c-config.ts';
import { systemMessage, type MessageRow, type SystemMessage } from './c2c-chat.ts';
import {
  type C2cDb,
  fromEscrow,
  lockAd,
  lockOrder,
  type OrderRow,
  orderRef,
} from './c2c-escrow.ts';
import { idList } from './c2c-methods.ts';
import type { C2cOrdersTable } from './c2c-tables.ts';

// A C2C order's state changes (issue 22), each one transaction, each allowed only from the right
// state by the right party: paid (buyer), release (seller), cancel (buyer, unpaid), timeout (the
// clock), appeal (either party, paid, after the wait, once) and the arbiter's decision.

/** What a state change did: the order after it, its system message, the accounts it moved. */
export interface OrderChange {
  row: OrderRow;
  message: MessageRow;
  accounts: AccountSnapshot[];
}

interface Step {
  set: Updateable<C2cOrdersTable>;
  event: SystemMessage;
  accounts?: AccountSnapshot[];
}

/**
 * Run one state change of order `id` in a transaction. `caller` (null for the clock and the
 * arbiter) must be one of its parties, else 404 naming `id`; `step` checks the state and moves
 * the money, and its update applies only if the status is still what was read.
 */
async function change(
  db: C2cDb,
  id: number,
  caller: UserId | null,
  now: number,
  step: (trx: Executor, row: OrderRow) => Promise<Step>,
): Promise<OrderChange> {
  return await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, id);
    if (!order || (caller !== null && caller !== order.buyer_id && caller !== order.seller_id))
      throw c2cError(404, 'id', `Order ${String(id)} not found`);
    const { set, event, accounts = [] } = await step(trx, order);
    const row = await trx
      .updateTable('c2c_orders')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', order.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw c2cError(409, 'id', 'The order changed meanwhile; try again');
    const message = await systemMessage(trx, id, event, now);
    return { row, message, accounts };
  });
}

function requireRole(order: OrderRow, caller: UserId, role: 'buyer' | 'seller'): void {
  const id = role === 'buyer' ? order.buyer_id : order.seller_id;
  if (caller !== id) throw c2cError(403, 'id', `Only the ${role} may do this`);
}

function requireStatus(order: OrderRow, ...allowed: OrderRow['status'][]): void {
  if (!allowed.includes(order.status)) throw c2cError(409, 'id', `The order is ${order.status}`);
}

/**
 * Return an order's escrow: on a sell ad still open, to the ad's free amount; otherwise to the
 * seller's spot account. A buy ad not closed gets its available amount back too.
 */
async function returnEscrow(trx: Executor, order: OrderRow, now: number) {
  const ad = await lockAd(trx, order.ad_id, 'id');
  const open = ad.status !== 'closed';
  if (open)
    await trx
      .updateTable('c2c_ads')
      .set({ available: toAmount(new Big(ad.available).plus(order.amount)), updated_at: now })
      .where('id', '=', ad.id)
      .execute();
  if (order.ad_side === 'sell' && open) return [];
  const amount = toAmount(order.amount);
  return (
    await fromEscrow(trx, order.seller_id, order.coin, amount, orderRef(order.id), 'c2c_refund')
  ).accounts;
}

async function release(trx: Executor, order: OrderRow) {
  const amount = toAmount(order.amount);
  return (
    await fromEscrow(trx, order.buyer_id, order.coin, amount, orderRef(order.id), 'c2c_release')
  ).accounts;
}

/** The buyer says they paid with one of the seller's methods the order offers. */
export function markPaid(
  db: C2cDb,
  config: C2cConfig,
  caller: UserId,
  body: { id: number; payment_method_id: number },
  now: number,
): Promise<OrderChange> {
  return change(db, body.id, caller, now, (_trx, order) => {
    requireRole(order, caller, 'buyer');
    requireStatus(order, 'unpaid');
    if (now >= order.pay_deadline) throw c2cError(409, 'id', 'The payment window has closed');
    if (!idList(order.payment_method_ids).includes(body.payment_method_id))
      throw c2cError(422, 'payment_method_id', 'Not one of the payment methods of this order');
    return Promise.resolve({
      set: {
        status: 'paid',
        paid_at: now,
        paid_method_id: body.payment_method_id,
        appeal_after: appealAfter(now, config.appealWaitMs),
      },
      event: 'paid',
    });
  });
}

/** The seller releases the escrow to the buyer (with the authenticator's code when bound). */
export function releaseOrder(
  db: C2cDb,
  caller: UserId,
  body: { id: number; google_code?: string | undefined },
  now: number,
): Promise<OrderChange> {
  return change(db, body.id, caller, now, async (trx, order) => {
    requireRole(order, caller, 'seller');
    requireStatus(order, 'paid');
    await requireGoogleCodeWhenBound(trx, caller, body.google_code, 'google_code', now);
    return {
      set: { status: 'completed', completed_at: now },
      event: 'released',
      accounts: await release(trx, order),
    };
  });
}

/** The buyer cancels before paying; the escrow returns. */
export function cancelOrder(
  db: C2cDb,
  caller: UserId,
  id: number,
  now: number,
): Promise<OrderChange> {
  return change(db, id, caller, now, async (trx, order) => {
    requireRole(order, caller, 'buyer');
    requireStatus(order, 'unpaid');
    return {
      set: { status: 'cancelled', cancel_reason: 'buyer', cancelled_at: now },
      event: 'cancelled',
      accounts: await returnEscrow(trx, order, now),
    };
  });
}

/** Either party appeals a paid order once the wait has passed; the order freezes. */
export function appealOrder(
  db: C2cDb,
  config: C2cConfig,
  caller: UserId,
  body: { id: number; reason: string; description: string },
  now: number,
): Promise<OrderChange> {
  return change(db, body.id, caller, now, (_trx, order) => {
    requireStatus(order, 'paid');
    if (order.appeal_by !== null) throw c2cError(409, 'id', 'The order was appealed already');
    if (!canAppeal(order.paid_at, config.appealWaitMs, now))
      throw c2cError(
        409,
        'id',
        `An appeal is possible from ${new Date(order.appeal_after ?? now).toISOString()}`,
      );
    return Promise.resolve({
      set: {
        status: 'appealing',
        appeal_by: caller,
        appeal_reason: body.reason,
        appeal_description: body.description,
        appealed_at: now,
      },
      event: 'appealed',
    });
  });
}

/** The arbiter's decision on an appealing order: release to the buyer or cancel (escrow back). */
export function decideAppeal(
  db: C2cDb,
  id: number,
  outcome: 'release' | 'cancel',
  now: number,
): Promise<OrderChange> {
  return change(db, id, null, now, async (trx, order) => {
    requireStatus(order, 'appealing');
    if (outcome === 'release')
      return {
        set: { status: 'completed', completed_at: now },
        event: 'decided_release',
        accounts: await release(trx, order),
      };
    return {
      set: { status: 'cancelled', cancel_reason: 'appeal', cancelled_at: now },
      event: 'decided_cancel',
      accounts: await returnEscrow(trx, order, now),
    };
  });
}

/** Ids of the unpaid orders whose pay deadline has come, oldest deadline first. */
export async function dueOrders(db: Executor, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('c2c_orders')
    .select('id')
    .where('status', '=', 'unpaid')
    .where('pay_deadline', '<=', now)
    .orderBy('pay_deadline')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Time out one unpaid order at its deadline, exactly once: undefined when it is no longer
 * unpaid (paid or cancelled meanwhile, or timed out by an earlier tick).
 */
export async function timeoutOrder(
  db: C2cDb,
  id: number,
  now: number,
): Promise<OrderChange | undefined> {
  try {
    return await change(db, id, null, now, async (trx, order) => {
      requireStatus(order, 'unpaid');
      if (now < order.pay_deadline) throw c2cError(409, 'id', 'Not due yet');
      return {
        set: { status: 'cancelled', cancel_reason: 'timeout', cancelled_at: now },
        event: 'timeout',
        accounts: await returnEscrow(trx, order, now),
      };
    });
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}
