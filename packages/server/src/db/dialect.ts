import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

/** Which engine a Kysely instance talks to; the few DDL differences hang off this. */
export type DialectName = 'sqlite' | 'postgres';

/** The engine behind `db`, read from its adapter (works inside migrations and transactions). */
export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The column type for money: exact NUMERIC in PostgreSQL, TEXT in SQLite (whose NUMERIC is a
 * float). Both are read back as decimal strings and computed on with big.js.
 */
export function amountType(db: Kysely<unknown>): ColumnDataType | Expression<unknown> {
  return dialectOf(db) === 'postgres' ? sql`numeric(38, 18)` : 'text';
}

/** The type of an auto-increment integer primary key: `serial` or SQLite's `integer`. */
export function idType(db: Kysely<unknown>): ColumnDataType {
  return dialectOf(db) === 'postgres' ? 'serial' : 'integer';
}

/**
 * The column modifiers of an auto-increment primary key, used with {@link idType}.
 *
 * @example
 * db.schema.createTable('orders').addColumn('id', idType(db), idColumn(db))
 */
export function idColumn(
  db: Kysely<unknown>,
): (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return dialectOf(db) === 'postgres'
    ? (c) => c.primaryKey()
    : (c) => c.primaryKey().autoIncrement().notNull();
}

/**
 * A SQL expression reading an amount column as a number, for CHECK constraints only (SQLite
 * stores TEXT, PostgreSQL NUMERIC). Never used for arithmetic on money.
 */
export function numericOf(db: Kysely<unknown>, column: string): Expression<unknown> {
  return dialectOf(db) === 'postgres' ? sql.ref(column) : sql`CAST(${sql.ref(column)} AS REAL)`;
}
