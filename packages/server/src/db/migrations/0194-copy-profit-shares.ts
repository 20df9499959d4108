import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Profit shares (issue 24): each moved from a follower's copy sub-account to the leader's
 * futures account in the transaction of the copied close that made it (ledger reason
 * copy_profit_share), on the follow's high-water mark.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('copy_profit_shares')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('follow_id', 'integer', (c) => c.notNull())
    .addColumn('follower_id', 'integer', (c) => c.notNull())
    .addColumn('leader_user_id', 'integer', (c) => c.notNull())
    .addColumn('copy_order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('realized_pnl', amountType(db), (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('copy_profit_shares_follower')
    .on('copy_profit_shares')
    .columns(['follower_id', 'id'])
    .execute();
  await db.schema
    .createIndex('copy_profit_shares_leader')
    .on('copy_profit_shares')
    .columns(['leader_user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('copy_profit_shares').execute();
}
