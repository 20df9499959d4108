import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * The option index history (issue 20): one tick per pair and server tick, the prices entries
 * and settlements are taken from (also after a restart); and the demo's held index per pair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('option_ticks')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('option_ticks_pk', ['symbol', 'ts'])
    .execute();
  await db.schema
    .createTable('option_index_overrides')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('option_index_overrides').execute();
  await db.schema.dropTable('option_ticks').execute();
}
