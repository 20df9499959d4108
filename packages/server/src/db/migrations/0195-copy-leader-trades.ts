import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * A lead trader's closed positions (issue 24): what the board, the profile's history and every
 * leader statistic read. The copy module records each closed contract position of an approved
 * leader once (`position_id` unique); the demo's seeded history (`seeded` 1, `position_id` null)
 * goes through the same table. `pnl` is realized net of fees and funding.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('copy_leader_trades')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('position_id', 'integer')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('entry_price', amountType(db), (c) => c.notNull())
    .addColumn('close_price', amountType(db), (c) => c.notNull())
    .addColumn('pnl', amountType(db), (c) => c.notNull())
    .addColumn('seeded', 'integer', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('copy_leader_trades_position')
    .on('copy_leader_trades')
    .column('position_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('copy_leader_trades_closed')
    .on('copy_leader_trades')
    .columns(['leader_id', 'closed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('copy_leader_trades').execute();
}
