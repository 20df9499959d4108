import type { Kysely } from 'kysely';
import { idColumn, idType } from '../dialect.ts';

/**
 * C2C order chat (issue 22): messages as plain text (`sender_id` null for the system's, whose
 * text is a `system:` key the app translates) and, per order and party, the last message read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('c2c_messages')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'integer')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('c2c_messages_order')
    .on('c2c_messages')
    .columns(['order_id', 'id'])
    .execute();
  await db.schema
    .createTable('c2c_reads')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('last_read_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('c2c_reads_pk', ['order_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('c2c_reads').execute();
  await db.schema.dropTable('c2c_messages').execute();
}
