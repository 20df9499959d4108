import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * A lead trader's futures equity on each UTC day (issue 24), the first seen that day: the base
 * of a period's ROI and of its equity curve (drawdown). One row per leader and day, written once;
 * a day the server did not run has none (a period then starts from its first recorded day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('copy_leader_days')
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('equity', amountType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('copy_leader_days_pk', ['leader_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('copy_leader_days').execute();
}
