import type { Kysely } from 'kysely';
import { amountType, idColumn, idType } from '../dialect.ts';

/**
 * Perpetual contracts' core (issue 19). `contract_orders` holds every entrust with what the
 * ledger still freezes for it (`margin`), so the in-memory books are rebuilt from the open and
 * untriggered rows on restart. `contract_positions` holds one row per position's life: while it
 * is open `open_key` is "user:symbol" (unique: one open position per user and symbol, one-way
 * mode); closing sets it to null and `closed_at`. `contract_fills` has one row per party of a
 * trade (maker and taker). `contract_settings` keeps each user's leverage and margin mode per
 * symbol (absent: 20× cross).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_orders')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('client_order_id', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('time_in_force', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price', amountType(db))
    .addColumn('trigger_price', amountType(db))
    .addColumn('trigger_by', 'text')
    .addColumn('reduce_only', 'integer', (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('filled', amountType(db), (c) => c.notNull())
    .addColumn('filled_quote', amountType(db), (c) => c.notNull())
    .addColumn('remaining', amountType(db), (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('margin_mode', 'text', (c) => c.notNull())
    .addColumn('margin', amountType(db), (c) => c.notNull())
    .addColumn('fee', amountType(db), (c) => c.notNull())
    .addColumn('realized_pnl', amountType(db), (c) => c.notNull())
    .addColumn('take_profit', amountType(db))
    .addColumn('stop_loss', amountType(db))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_orders_user')
    .on('contract_orders')
    .columns(['user_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('contract_orders_open')
    .on('contract_orders')
    .columns(['status', 'symbol', 'id'])
    .execute();

  await db.schema
    .createTable('contract_positions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('open_key', 'text')
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('size', amountType(db), (c) => c.notNull())
    .addColumn('entry_price', amountType(db), (c) => c.notNull())
    .addColumn('margin', amountType(db), (c) => c.notNull())
    .addColumn('isolated', 'integer', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('take_profit', amountType(db))
    .addColumn('stop_loss', amountType(db))
    .addColumn('realized_pnl', amountType(db), (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addUniqueConstraint('contract_positions_open', ['open_key'])
    .execute();
  await db.schema
    .createIndex('contract_positions_user')
    .on('contract_positions')
    .columns(['user_id', 'symbol', 'id'])
    .execute();

  await db.schema
    .createTable('contract_fills')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('trade_id', 'text', (c) => c.notNull())
    .addColumn('entrust_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('price', amountType(db), (c) => c.notNull())
    .addColumn('amount', amountType(db), (c) => c.notNull())
    .addColumn('fee', amountType(db), (c) => c.notNull())
    .addColumn('realized_pnl', amountType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_fills_user')
    .on('contract_fills')
    .columns(['user_id', 'symbol', 'id'])
    .execute();

  await db.schema
    .createTable('contract_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('margin_mode', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_settings_pk', ['user_id', 'symbol'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_settings').execute();
  await db.schema.dropTable('contract_fills').execute();
  await db.schema.dropTable('contract_positions').execute();
  await db.schema.dropTable('contract_orders').execute();
}
