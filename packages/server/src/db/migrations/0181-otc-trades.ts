import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/** OTC block trades (issue 24): one per accepted quote, at exactly the quoted price. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otc_trades')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('quote_id', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('quote_coin', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('total', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otc_trades_user')
    .on('otc_trades')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otc_trades').execute();
}
