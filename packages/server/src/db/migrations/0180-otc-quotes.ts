import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * OTC quotes (issue 24): a price offered to one user for one size, valid until `expires_at` on
 * the server clock; `accepted_at` is set once, by the accept that traded it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otc_quotes')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('quote_coin', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('total', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otc_quotes').execute();
}
