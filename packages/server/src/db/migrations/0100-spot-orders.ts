import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Spot orders. `frozen` mirrors what the ledger still holds for the order, so the in-memory
 * book is rebuilt from open rows on restart. (user_id, client_order_id) is unique: placing twice
 * with one client order id places once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spot_orders')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('client_order_id', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('price', amountType(db))
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('filled', amountType(db), (c) => c.notNull())
    .addColumn('filled_quote', amountType(db), (c) => c.notNull())
    .addColumn('frozen', amountType(db), (c) => c.notNull())
    .addColumn('fee', amountType(db), (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('spot_orders_client_id', ['user_id', 'client_order_id'])
    .execute();
  await db.schema
    .createIndex('spot_orders_user')
    .on('spot_orders')
    .columns(['user_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('spot_orders_open')
    .on('spot_orders')
    .columns(['status', 'symbol', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spot_orders').execute();
}
