import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * Launchpad projects (issue 21), seeded from the server's configuration with their times fixed
 * at first start. `phase` is the last phase the server has carried out (the tick moves it, each
 * step exactly once); `total_committed` and `participants` are kept with each commitment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('launchpad_projects')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('token_id', 'integer', (c) => c.notNull().unique())
    .addColumn('token_precision', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('quote_coin', 'text', (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('price_precision', 'integer', (c) => c.notNull())
    .addColumn('supply', amountType(db), (c) => c.notNull())
    .addColumn('user_cap', amountType(db), (c) => c.notNull())
    .addColumn('min_commit', amountType(db), (c) => c.notNull())
    .addColumn('amount_precision', 'integer', (c) => c.notNull())
    .addColumn('total_committed', amountType(db), (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('subscribe_start', 'bigint', (c) => c.notNull())
    .addColumn('subscribe_end', 'bigint', (c) => c.notNull())
    .addColumn('distribute_at', 'bigint', (c) => c.notNull())
    .addColumn('listing_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launchpad_projects').execute();
}
