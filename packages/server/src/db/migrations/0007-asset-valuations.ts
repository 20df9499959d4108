import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * One valuation of all of a user's accounts per UTC day that has ended (the overview's 30-day
 * line), computed on demand from the ledger and that day's close prices, then kept: a past day
 * never changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_valuations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** Start of the UTC day, ms. */
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('total_usdt', amountType(db), (c) => c.notNull())
    .addColumn('total_btc', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_valuations_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_valuations').execute();
}
