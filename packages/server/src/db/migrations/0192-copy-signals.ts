import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Mirroring (issue 24): the last leader position the copy tick saw, and one signal per change
 * it found (open/add = 'open', reduce/close = 'close'), written in one transaction with the new
 * snapshot; `done_at` is set once every active follow has its copy order, so a restart resumes
 * the unfinished signals and places nothing twice (client order id `copy-{signal}-{follow}`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('copy_leader_positions')
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('size', amountType(db), (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('copy_leader_positions_pk', ['leader_id', 'symbol'])
    .execute();
  await db.schema
    .createTable('copy_signals')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('size_before', amountType(db), (c) => c.notNull())
    .addColumn('size_after', amountType(db), (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('copy_signals_pending')
    .on('copy_signals')
    .columns(['done_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('copy_signals').execute();
  await db.schema.dropTable('copy_leader_positions').execute();
}
