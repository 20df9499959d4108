import type { C2cMessage, C2cSystemMessage } from '@exchange/api';
import type { Executor, UserId } from '../wallet/ledger.ts';
import type { C2cMessagesTable } from './c2c-tables.ts';
import './c2c-tables.ts';

// The order chat (issue 22): plain text, stored as sent. The system writes a message on every
// state change whose text is a key, `system:{event}` (api C2C_SYSTEM_MESSAGES), that the app renders as a
// translated sentence (api c2c-orders.ts).

/** The state changes the system writes into an order's chat (api C2C_SYSTEM_MESSAGES). */
export type SystemMessage = C2cSystemMessage;

export type MessageRow = Omit<C2cMessagesTable, 'id'> & { id: number };

/** A message as `viewer` sees it: `from` me, counterparty or system. */
export function messageView(row: MessageRow, viewer: UserId): C2cMessage {
  return {
    id: row.id,
    order_id: row.order_id,
    from: row.sender_id === null ? 'system' : row.sender_id === viewer ? 'me' : 'counterparty',
    text: row.text,
    created_at: row.created_at,
  };
}

/** Store a message (`sender` null: the system's key `system:{event}`). */
export async function writeMessage(
  trx: Executor,
  orderId: number,
  sender: UserId | null,
  text: string,
  now: number,
): Promise<MessageRow> {
  return await trx
    .insertInto('c2c_messages')
    .values({ order_id: orderId, sender_id: sender, text, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The system's message for a state change. */
export function systemMessage(
  trx: Executor,
  orderId: number,
  event: SystemMessage,
  now: number,
): Promise<MessageRow> {
  return writeMessage(trx, orderId, null, `system:${event}`, now);
}

/**
 * An order's messages after `afterId` (all when absent), oldest first; marks them read by
 * `reader` up to the newest returned.
 */
export async function readMessages(
  db: Executor,
  orderId: number,
  reader: UserId,
  afterId: number | undefined,
): Promise<MessageRow[]> {
  let query = db.selectFrom('c2c_messages').selectAll().where('order_id', '=', orderId);
  if (afterId !== undefined) query = query.where('id', '>', afterId);
  const rows = await query.orderBy('id').execute();
  const last = rows.at(-1);
  if (last)
    await db
      .insertInto('c2c_reads')
      .values({ order_id: orderId, user_id: reader, last_read_id: last.id })
      .onConflict((oc) =>
        oc
          .columns(['order_id', 'user_id'])
          .doUpdateSet({ last_read_id: last.id })
          .where('c2c_reads.last_read_id', '<', last.id),
      )
      .execute();
  return rows;
}

/** Messages of each order `reader` has not read (the counterparty's and the system's). */
export async function unreadCounts(
  db: Executor,
  orderIds: readonly number[],
  reader: UserId,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (orderIds.length === 0) return counts;
  const reads = await db
    .selectFrom('c2c_reads')
    .select(['order_id', 'last_read_id'])
    .where('user_id', '=', reader)
    .where('order_id', 'in', [...orderIds])
    .execute();
  const lastRead = new Map(reads.map((r) => [r.order_id, r.last_read_id]));
  const rows = await db
    .selectFrom('c2c_messages')
    .select(['id', 'order_id', 'sender_id'])
    .where('order_id', 'in', [...orderIds])
    .execute();
  for (const row of rows) {
    if (row.sender_id === reader || row.id <= (lastRead.get(row.order_id) ?? 0)) continue;
    counts.set(row.order_id, (counts.get(row.order_id) ?? 0) + 1);
  }
  return counts;
}
