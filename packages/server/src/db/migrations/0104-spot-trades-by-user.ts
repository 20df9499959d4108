import type { Kysely } from 'kysely';

/**
 * GET /spots/fills reads a user's buyer and seller halves of `spot_trades`, newest first: without
 * these indexes every call scans the whole table, which grows with every simulated trade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('spot_trades_buyer')
    .on('spot_trades')
    .columns(['buyer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('spot_trades_seller')
    .on('spot_trades')
    .columns(['seller_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('spot_trades_seller').execute();
  await db.schema.dropIndex('spot_trades_buyer').execute();
}
