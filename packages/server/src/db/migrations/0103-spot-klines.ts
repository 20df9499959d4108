import type { Kysely } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * 1-minute candles built from real trades, written in the same transaction as the fills, so
 * a restart rebuilds every period's candles from at most one row per symbol and minute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spot_klines')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('open', amountType(db), (c) => c.notNull())
    .addColumn('high', amountType(db), (c) => c.notNull())
    .addColumn('low', amountType(db), (c) => c.notNull())
    .addColumn('close', amountType(db), (c) => c.notNull())
    .addColumn('volume', amountType(db), (c) => c.notNull())
    .addColumn('turnover', amountType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('spot_klines_pk', ['symbol', 'ts'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spot_klines').execute();
}
