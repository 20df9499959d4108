import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/** Deposit addresses, deposits, withdrawals and the withdrawal address book. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('deposit_addresses_pk', ['user_id', 'coin', 'network'])
    .execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('confirmations', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('fee', amountType(db), (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_user')
    .on('withdrawals')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('address_book')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('address_book_user').on('address_book').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['address_book', 'withdrawals', 'deposits', 'deposit_addresses']) {
    await db.schema.dropTable(table).execute();
  }
}
