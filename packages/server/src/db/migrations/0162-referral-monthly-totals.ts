import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * Each inviter's commission per coin and UTC month (issue 23), kept with every commission so
 * the referral summary's totals and "this month" are a handful of rows, summed exactly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_monthly_totals')
    .addColumn('inviter_id', 'integer', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_monthly_totals_pk', ['inviter_id', 'coin', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_monthly_totals').execute();
}
