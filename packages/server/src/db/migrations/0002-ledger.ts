import { type Kysely, sql } from 'kysely';
import { amountType, idColumn, idType, numericOf } from '../dialect.ts';

/**
 * The double-entry ledger. Every user has one account per (kind, coin); the system user 0 holds
 * the `external` account (the outside world, the only one allowed below zero) and `fees`.
 * The CHECK constraints back up the ledger code: no user balance or frozen amount below zero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('balance', amountType(db), (c) => c.notNull().defaultTo('0'))
    .addColumn('frozen', amountType(db), (c) => c.notNull().defaultTo('0'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_owner', ['user_id', 'kind', 'coin'])
    .addCheckConstraint(
      'ledger_accounts_balance_non_negative',
      sql`${numericOf(db, 'balance')} >= 0 OR (user_id = 0 AND kind = 'external')`,
    )
    .addCheckConstraint('ledger_accounts_frozen_non_negative', sql`${numericOf(db, 'frozen')} >= 0`)
    .execute();

  await db.schema
    .createTable('ledger_journals')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('journal_id', 'integer', (c) => c.notNull().references('ledger_journals.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('balance_delta', amountType(db), (c) => c.notNull())
    .addColumn('frozen_delta', amountType(db), (c) => c.notNull())
    .addColumn('balance_after', amountType(db), (c) => c.notNull())
    .addColumn('frozen_after', amountType(db), (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_user')
    .on('ledger_entries')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_journal')
    .on('ledger_entries')
    .column('journal_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'ledger_journals', 'ledger_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
