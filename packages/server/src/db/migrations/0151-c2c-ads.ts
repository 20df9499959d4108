import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * C2C advertisements (issue 22): `available` is the coin not yet taken by orders (for a sell ad,
 * the part of its escrow no order holds); payment methods and their kinds as comma lists. Demo
 * merchants (`c2c_merchants`) count as online whenever the server runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('c2c_ads')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('coin_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('fiat', 'text', (c) => c.notNull())
    .addColumn('price_type', 'text', (c) => c.notNull())
    .addColumn('price_value', amountType(db), (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('available', amountType(db), (c) => c.notNull())
    .addColumn('min_fiat', amountType(db), (c) => c.notNull())
    .addColumn('max_fiat', amountType(db), (c) => c.notNull())
    .addColumn('payment_method_ids', 'text', (c) => c.notNull())
    .addColumn('payment_kinds', 'text', (c) => c.notNull())
    .addColumn('pay_window_minutes', 'integer', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('c2c_ads_market')
    .on('c2c_ads')
    .columns(['status', 'side', 'coin_id', 'fiat'])
    .execute();
  await db.schema.createIndex('c2c_ads_user').on('c2c_ads').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('c2c_merchants')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('c2c_merchants').execute();
  await db.schema.dropTable('c2c_ads').execute();
}
