import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Earn products (issue 21), seeded from earn/earn-products.ts by `key` at every start:
 * `tiers` is the JSON of the rate tiers; `subscribed_total` is what holders hold now (the quota's
 * progress), changed in the transaction of every subscription, redemption and maturity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('earn_products')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('duration_days', 'integer')
    .addColumn('tiers', 'text', (c) => c.notNull())
    .addColumn('min_amount', amountType(db), (c) => c.notNull())
    .addColumn('user_cap', amountType(db), (c) => c.notNull())
    .addColumn('total_quota', amountType(db), (c) => c.notNull())
    .addColumn('subscribed_total', amountType(db), (c) => c.notNull())
    .addColumn('amount_precision', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('earn_products').execute();
}
