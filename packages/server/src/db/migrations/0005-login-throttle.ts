import type { Kysely } from 'kysely';

/**
 * Failed logins per e-mail address (issue 14, defect 7): the counter and the temporary lock of
 * src/accounts/login-throttle.ts. Keyed by the address as typed (normalised), not the user id,
 * so an address without an account is counted and locked the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
}
