import type { Kysely } from 'kysely';

/**
 * contract_open is idempotent on (user, client_order_id): the engine looks the pair up before
 * placing, so it gets an index (not unique: the risk side's system orders may share an id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('contract_orders_client_id')
    .on('contract_orders')
    .columns(['user_id', 'client_order_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contract_orders_client_id').execute();
}
