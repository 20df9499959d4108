import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * A user's launchpad movements (issue 21), the order centre's rows: each commitment (with its
 * client_order_id, unique per user so a retry commits once), then the allocation and the refund
 * written at distribution.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('launchpad_records')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('cost', amountType(db))
    .addColumn('client_order_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('launchpad_records_client_id')
    .unique()
    .on('launchpad_records')
    .columns(['user_id', 'client_order_id'])
    .execute();
  await db.schema
    .createIndex('launchpad_records_user')
    .on('launchpad_records')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launchpad_records').execute();
}
