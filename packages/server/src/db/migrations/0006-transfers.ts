import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Transfers between a user's own accounts (spot, futures, finance). The row is written in the
 * transaction of its ledger journal, whose statement rows carry `transfer:{id}` as their ref.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transfers')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('from_account', 'text', (c) => c.notNull())
    .addColumn('to_account', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transfers_user')
    .on('transfers')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transfers').execute();
}
