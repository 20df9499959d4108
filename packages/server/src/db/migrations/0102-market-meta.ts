import type { Kysely } from 'kysely';

/**
 * Market settings fixed at first start: the simulator seed and the time the generated candle
 * history ends, so a restart regenerates exactly the same past.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_meta').execute();
}
