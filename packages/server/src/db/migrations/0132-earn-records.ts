import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Earn records (issue 21): subscriptions, redemptions, each day's interest and maturities, the
 * rows of `/order/finance`. (position, interest day) is unique, so a day's interest can never be
 * booked twice for a position, whatever a tick or a restart does (other records leave the day
 * null, which a unique index does not compare).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('earn_records')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('forfeited_interest', amountType(db), (c) => c.notNull())
    .addColumn('interest_day', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('earn_records_interest_day')
    .on('earn_records')
    .columns(['position_id', 'interest_day'])
    .unique()
    .execute();
  await db.schema
    .createIndex('earn_records_user')
    .on('earn_records')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('earn_records').execute();
}
