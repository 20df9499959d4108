import type { Kysely } from 'kysely';

/**
 * Trading reports (issue 23): the ids the report tick passed over without seeing a row — taken
 * by a transaction not committed yet when the tick read past them (PostgreSQL hands out ids at
 * insert, not at commit), or rolled back for good. Each run looks them up again and folds the
 * rows that appeared since; an id still missing after the tick's wait (report-gaps.ts) is given
 * up as rolled back. Per source (`spot`, `futures`, `funding`, `flows`), with when it was seen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_gaps')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_gaps_pk', ['source', 'source_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_gaps').execute();
}
