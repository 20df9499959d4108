import type { Kysely } from 'kysely';
import { idColumn, idType } from '../dialect.ts';

/**
 * C2C payment methods (issue 22): a user's bank transfer or wallet details, shown to the
 * counterparty during an order. A deleted method keeps its row (`deleted_at` set) so the orders
 * that used it still show what was paid to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('c2c_payment_methods')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_branch', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('c2c_payment_methods_user')
    .on('c2c_payment_methods')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('c2c_payment_methods').execute();
}
