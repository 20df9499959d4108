import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Fixed-time options (issue 20): one row per order, from acceptance (open_price null until its
 * entry tick) to settlement (status won, lost or draw, with the settle price and profit).
 * `(user_id, client_order_id)` is unique so a replay opens nothing; `(status, settle_at)` finds
 * what the tick settles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('option_orders')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('client_order_id', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('time_id', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('payout_rate', amountType(db), (c) => c.notNull())
    .addColumn('payout', amountType(db), (c) => c.notNull())
    .addColumn('open_price', amountType(db))
    .addColumn('entry_at', 'bigint')
    .addColumn('close_price', amountType(db))
    .addColumn('profit', amountType(db))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('settle_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('option_orders_client_id')
    .unique()
    .on('option_orders')
    .columns(['user_id', 'client_order_id'])
    .execute();
  await db.schema
    .createIndex('option_orders_due')
    .on('option_orders')
    .columns(['status', 'settle_at'])
    .execute();
  await db.schema
    .createIndex('option_orders_user')
    .on('option_orders')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('option_orders').execute();
}
