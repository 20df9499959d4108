import type { Kysely } from 'kysely';

/**
 * Invitees who have traded (issue 23): the first spot or contract fill of a user who registered
 * with an invite code, kept so GET /getAcceptInviteUsers and the referral summary can say who
 * traded without scanning every fill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_traders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('first_traded_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_traders').execute();
}
