import type { Kysely } from 'kysely';
import { idColumn, idType } from '../dialect.ts';

/**
 * Issue 18: the user's preferences (language, time zone, 24-hour clock, theme; null = the site
 * config's default) and the identity verification submissions the exchange reviews, one row per
 * submission of a level (basic: the form as JSON; advanced: the stored image files by key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  const columns: [string, 'text' | 'integer'][] = [
    ['language', 'text'],
    ['timezone', 'text'],
    ['time_24', 'integer'],
    ['theme', 'text'],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable('users').addColumn(name, type).execute();
  }

  await db.schema
    .createTable('identity_submissions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** basic | advanced (api kycLevelSchema without unverified). */
    .addColumn('level', 'text', (c) => c.notNull())
    /** pending | approved | rejected (api reviewStatusSchema). */
    .addColumn('status', 'text', (c) => c.notNull())
    /** The reviewer's reason when rejected. */
    .addColumn('reason', 'text')
    /** Basic: the form (JSON). Advanced: the image files by key (JSON { key: file name }). */
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    /** When the demo reviewer decides a pending submission (the sweep picks due rows). */
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_submissions_user')
    .on('identity_submissions')
    .columns(['user_id', 'level', 'id'])
    .execute();
  await db.schema
    .createIndex('identity_submissions_due')
    .on('identity_submissions')
    .columns(['status', 'due_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_submissions').execute();
  for (const name of ['theme', 'time_24', 'timezone', 'language']) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
