import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Copy portfolios (issue 24): a follower copying a leader through a copy sub-account, a user
 * row of its own (`sub_user_id`, no password) whose futures account holds the budget, so every
 * mirrored order passes the contract engine's margin checks exactly as a manual one.
 * `realized_pnl` and `shared` are the high-water figures of the profit share.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('copy_follows')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('follower_id', 'integer', (c) => c.notNull())
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('sub_user_id', 'integer', (c) => c.notNull().unique())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('fixed_amount', amountType(db))
    .addColumn('ratio', amountType(db))
    .addColumn('max_per_position', amountType(db), (c) => c.notNull())
    .addColumn('budget', amountType(db), (c) => c.notNull())
    .addColumn('stop_loss_rate', amountType(db))
    .addColumn('realized_pnl', amountType(db), (c) => c.notNull())
    .addColumn('shared', amountType(db), (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('stopped_at', 'bigint')
    .addColumn('returned_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('copy_follows_follower')
    .on('copy_follows')
    .columns(['follower_id', 'id'])
    .execute();
  await db.schema
    .createIndex('copy_follows_leader')
    .on('copy_follows')
    .columns(['leader_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('copy_follows').execute();
}
