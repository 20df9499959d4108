import type { Kysely } from 'kysely';

/**
 * One account per mobile number (issue 18: binding a number another account uses is refused).
 * The route checks first; this index decides when two bindings race. Accounts without a number
 * (NULL) are not compared, in SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_mobile_unique')
    .on('users')
    .columns(['country_code', 'mobile'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_mobile_unique').execute();
}
