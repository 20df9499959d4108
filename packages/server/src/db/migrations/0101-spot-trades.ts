import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/** Every spot fill; candles after the generated history are rebuilt from these on restart. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spot_trades')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('quote', amountType(db), (c) => c.notNull())
    .addColumn('taker_side', 'text', (c) => c.notNull())
    .addColumn('maker_order_id', 'integer', (c) => c.notNull())
    .addColumn('taker_order_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_fee', amountType(db), (c) => c.notNull())
    .addColumn('seller_fee', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spot_trades_symbol')
    .on('spot_trades')
    .columns(['symbol', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spot_trades').execute();
}
