import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * C2C orders (issue 22): the two parties, the price and amounts fixed at placing, the seller's
 * payment methods offered (comma list) and the one paid with, the state and its times, and the
 * appeal. `(status, pay_deadline)` finds what the clock times out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('c2c_orders')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('ad_id', 'integer', (c) => c.notNull())
    .addColumn('ad_side', 'text', (c) => c.notNull())
    .addColumn('advertiser_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('coin_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('fiat', 'text', (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('fiat_amount', amountType(db), (c) => c.notNull())
    .addColumn('payment_method_ids', 'text', (c) => c.notNull())
    .addColumn('paid_method_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
    .addColumn('appeal_after', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('appeal_by', 'integer')
    .addColumn('appeal_reason', 'text')
    .addColumn('appeal_description', 'text')
    .addColumn('appealed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('c2c_orders_due')
    .on('c2c_orders')
    .columns(['status', 'pay_deadline'])
    .execute();
  await db.schema.createIndex('c2c_orders_buyer').on('c2c_orders').columns(['buyer_id']).execute();
  await db.schema
    .createIndex('c2c_orders_seller')
    .on('c2c_orders')
    .columns(['seller_id'])
    .execute();
  await db.schema.createIndex('c2c_orders_ad').on('c2c_orders').columns(['ad_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('c2c_orders').execute();
}
