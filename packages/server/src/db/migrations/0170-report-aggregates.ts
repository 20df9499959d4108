import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Trading reports (issue 23): what the report tick keeps so a 90-day report reads at most one
 * row per day and symbol instead of every fill.
 * - `report_daily`: one row per user, UTC day, account and symbol (symbol '' for the account's
 *   deposits and transfers of the day, `net_deposit`), the sums the report adds up.
 * - `report_trades`: each fill, settlement or funding payment as its user sees it, with its
 *   realised PnL; (kind, source_id, user_id, side) is unique, so no source row is counted twice.
 * - `report_spot_positions`: the average cost state of each user's spot symbol.
 * - `report_watermarks`: the last source row folded in, per source, moved in the same
 *   transaction as the sums (exactly once, across restarts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_daily')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('pnl', amountType(db), (c) => c.notNull())
    .addColumn('fees', amountType(db), (c) => c.notNull())
    .addColumn('funding', amountType(db), (c) => c.notNull())
    .addColumn('volume', amountType(db), (c) => c.notNull())
    .addColumn('net_deposit', amountType(db), (c) => c.notNull())
    .addColumn('trade_count', 'integer', (c) => c.notNull())
    .addColumn('closes', 'integer', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_daily_pk', ['user_id', 'account', 'day', 'symbol'])
    .execute();
  await db.schema
    .createTable('report_trades')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text')
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('fee', amountType(db), (c) => c.notNull())
    .addColumn('fee_coin', 'text', (c) => c.notNull())
    .addColumn('realized_pnl', amountType(db), (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_trades_source')
    .on('report_trades')
    .columns(['kind', 'source_id', 'user_id', 'side'])
    .unique()
    .execute();
  await db.schema
    .createIndex('report_trades_user_day')
    .on('report_trades')
    .columns(['user_id', 'day', 'id'])
    .execute();
  await db.schema
    .createIndex('report_trades_user_symbol')
    .on('report_trades')
    .columns(['user_id', 'symbol', 'day', 'id'])
    .execute();
  await db.schema
    .createTable('report_spot_positions')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('cost', amountType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('report_spot_positions_pk', ['user_id', 'symbol'])
    .execute();
  await db.schema
    .createTable('report_watermarks')
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('last_id', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_watermarks',
    'report_spot_positions',
    'report_trades',
    'report_daily',
  ])
    await db.schema.dropTable(table).execute();
}
