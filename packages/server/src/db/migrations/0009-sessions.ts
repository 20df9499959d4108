import { type Kysely, sql } from 'kysely';
import { idColumn, idType } from '../dialect.ts';

/**
 * Sessions a user can see and end one by one (issue 18, `account-device`): each gets a public
 * integer id (the token digest stays private), the client address and when it was first and last
 * seen. The table is rebuilt (SQLite cannot add an auto-increment column) and open sessions are
 * kept. Also: every login attempt (`login_records`, the security page's last logins) and the
 * demo SMS outbox the mobile codes go to (GET /demo/sms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions_v2')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    insert into sessions_v2
      (token_hash, user_id, device_id, device_type, device_name, ip, created_at, first_seen_at, last_seen_at)
    select token_hash, user_id, device_id, device_type, device_name, '', created_at, created_at, created_at
    from sessions
  `.execute(db);
  await db.schema.dropTable('sessions').execute();
  await db.schema.alterTable('sessions_v2').renameTo('sessions').execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_records')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_records_user')
    .on('login_records')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_outbox_number')
    .on('sms_outbox')
    .columns(['country_code', 'mobile'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('login_records').execute();
  await db.schema
    .createTable('sessions_v1')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    insert into sessions_v1 (token_hash, user_id, device_id, device_type, device_name, created_at)
    select token_hash, user_id, device_id, device_type, device_name, created_at from sessions
  `.execute(db);
  await db.schema.dropTable('sessions').execute();
  await db.schema.alterTable('sessions_v1').renameTo('sessions').execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}
