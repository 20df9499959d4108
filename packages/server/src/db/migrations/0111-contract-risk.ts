import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Perpetual contracts' risk side (issue 19). `contract_index_overrides` holds the demo route's
 * index prices (one per symbol, kept across a restart; releasing one deletes its row).
 * `funding_rates` has one row per symbol and funding time: its primary key is the guard that
 * makes each funding happen exactly once, even across a restart or two servers. `funding_payments`
 * has one row per position paid or credited at a funding time (unique per position and time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_index_overrides')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('funding_rates')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('funding_time', 'bigint', (c) => c.notNull())
    .addColumn('rate', amountType(db), (c) => c.notNull())
    .addColumn('mark_price', amountType(db), (c) => c.notNull())
    .addColumn('settled_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('funding_rates_pk', ['symbol', 'funding_time'])
    .execute();
  await db.schema
    .createTable('funding_payments')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('amount_held', amountType(db), (c) => c.notNull())
    .addColumn('mark_price', amountType(db), (c) => c.notNull())
    .addColumn('rate', amountType(db), (c) => c.notNull())
    /** Signed for the holder: negative when paid. */
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('funding_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('funding_payments_once', ['position_id', 'funding_time'])
    .execute();
  await db.schema
    .createIndex('funding_payments_user')
    .on('funding_payments')
    .columns(['user_id', 'funding_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('funding_payments').execute();
  await db.schema.dropTable('funding_rates').execute();
  await db.schema.dropTable('contract_index_overrides').execute();
}
