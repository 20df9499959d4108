import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Referral commissions (issue 23): one row per fee an invitee paid that earned their inviter a
 * share (the invitee, the trade's product, the coin, the fee and the share moved from 'fees' to
 * the inviter's spot account), the rows of the referral page's commission record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_commissions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('inviter_id', 'integer', (c) => c.notNull())
    .addColumn('invitee_id', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('fee', amountType(db), (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_commissions_inviter')
    .on('referral_commissions')
    .columns(['inviter_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_commissions').execute();
}
