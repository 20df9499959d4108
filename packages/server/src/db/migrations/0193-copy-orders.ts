import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Copied orders (issue 24): one per (signal, follow), filled or skipped with the reason; closes
 * the copy makes on its own (stop copying, the copy stop-loss, the follower's close of a kept
 * position) have no signal. `realized_pnl` and `profit_share` are the close's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('copy_orders')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('signal_id', 'integer')
    .addColumn('follow_id', 'integer', (c) => c.notNull())
    .addColumn('follower_id', 'integer', (c) => c.notNull())
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('price', amountType(db))
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('realized_pnl', amountType(db), (c) => c.notNull())
    .addColumn('profit_share', amountType(db), (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('skip_reason', 'text')
    .addColumn('contract_order_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('copy_orders_signal_follow', ['signal_id', 'follow_id'])
    .execute();
  await db.schema
    .createIndex('copy_orders_follower')
    .on('copy_orders')
    .columns(['follower_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('copy_orders').execute();
}
