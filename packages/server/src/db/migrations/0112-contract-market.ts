import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * Perpetual contracts' market data (issue 19): 1-minute candles of the last price (from
 * contract trades) and of the mark price (sampled every tick), one row per symbol, price kind
 * and minute, so a restart rebuilds every period by aggregation; and the open-interest and
 * long/short samples, one row per symbol and slot (the primary key makes a slot's sample
 * happen exactly once, even across a restart).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_klines')
    .addColumn('symbol', 'text', (c) => c.notNull())
    /** 'last' or 'mark'. */
    .addColumn('price_kind', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('open', amountType(db), (c) => c.notNull())
    .addColumn('high', amountType(db), (c) => c.notNull())
    .addColumn('low', amountType(db), (c) => c.notNull())
    .addColumn('close', amountType(db), (c) => c.notNull())
    .addColumn('volume', amountType(db), (c) => c.notNull())
    .addColumn('turnover', amountType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_klines_pk', ['symbol', 'price_kind', 'ts'])
    .execute();
  await db.schema
    .createTable('contract_stats')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('open_interest', amountType(db), (c) => c.notNull())
    .addColumn('long_short_ratio', amountType(db), (c) => c.notNull())
    .addColumn('long_accounts', 'integer', (c) => c.notNull())
    .addColumn('short_accounts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_stats_pk', ['symbol', 'ts'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_stats').execute();
  await db.schema.dropTable('contract_klines').execute();
}
