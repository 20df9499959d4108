import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * One row per user and launchpad project (issue 21): the quote coin committed (frozen in spot),
 * then, once calculated, the tokens allocated, their cost and the refund
 * (`committed = cost + refunded`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('launchpad_commitments')
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('committed', amountType(db), (c) => c.notNull())
    .addColumn('allocated', amountType(db))
    .addColumn('cost', amountType(db))
    .addColumn('refunded', amountType(db))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('launchpad_commitments_pk', ['project_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launchpad_commitments').execute();
}
