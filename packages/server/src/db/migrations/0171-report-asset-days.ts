import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * Trading reports (issue 23): each user's account value (USDT) at the close of every ended UTC
 * day, per ledger kind, kept once computed (a past day never changes). The index finds an
 * account's last entry before a day's end by a seek instead of a scan of the user's entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_asset_days')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', amountType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('report_asset_days_pk', ['user_id', 'day', 'kind'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_time')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_account_time').execute();
  await db.schema.dropTable('report_asset_days').execute();
}
