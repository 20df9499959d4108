import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Earn positions (issue 21): one row per subscription. `amount` is the principal still held;
 * `accrued_until` is the start of the next day whose interest is due (the value date at first):
 * booking a day moves it on by one day in the same transaction as the day's ledger movement and
 * record, so a restart resumes exactly where the last committed day ended. (user, client order
 * id) is unique: a replayed subscription finds its position.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('earn_positions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('client_order_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('subscribed_amount', amountType(db), (c) => c.notNull())
    .addColumn('total_interest', amountType(db), (c) => c.notNull())
    .addColumn('last_interest', amountType(db), (c) => c.notNull())
    .addColumn('last_interest_day', 'bigint')
    .addColumn('accrued_until', 'bigint', (c) => c.notNull())
    .addColumn('value_date', 'bigint', (c) => c.notNull())
    .addColumn('maturity_date', 'bigint')
    .addColumn('subscribed_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('earn_positions_client_id')
    .on('earn_positions')
    .columns(['user_id', 'client_order_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('earn_positions_due')
    .on('earn_positions')
    .columns(['status', 'accrued_until'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('earn_positions').execute();
}
