import type { Kysely } from 'kysely';
import { idColumn, idType } from '../dialect.ts';

/**
 * Account security (issue 18): the authenticator (its secret, the secret awaiting confirmation and
 * the last time-step used, so a code is never accepted twice), the mobile number, the
 * anti-phishing code, when the password last changed, the 24-hour withdrawal lock and a closed
 * account's date; the one-time recovery codes (hashed) and the authenticator reset requests the
 * exchange reviews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  const columns: [string, 'text' | 'integer' | 'bigint'][] = [
    ['google_secret', 'text'],
    ['google_pending_secret', 'text'],
    ['google_last_step', 'bigint'],
    ['mobile', 'text'],
    ['country_code', 'text'],
    ['anti_phishing_code', 'text'],
    ['password_updated_at', 'bigint'],
    ['withdraw_locked_until', 'bigint'],
    ['withdraw_lock_reason', 'text'],
    ['disabled_at', 'bigint'],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable('users').addColumn(name, type).execute();
  }

  await db.schema
    .createTable('google_recovery_codes')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** sha256 of the code: the codes are shown once and never stored in clear. */
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('google_recovery_codes_user')
    .on('google_recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('google_resets')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** pending | approved | rejected (api googleResetStatusSchema). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('review_note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    /** When the demo reviewer decides a pending request (the sweep picks due rows). */
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('google_resets_user')
    .on('google_resets')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('google_resets_due')
    .on('google_resets')
    .columns(['status', 'due_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('google_resets').execute();
  await db.schema.dropTable('google_recovery_codes').execute();
  for (const name of [
    'disabled_at',
    'withdraw_lock_reason',
    'withdraw_locked_until',
    'password_updated_at',
    'anti_phishing_code',
    'country_code',
    'mobile',
    'google_last_step',
    'google_pending_secret',
    'google_secret',
  ]) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
