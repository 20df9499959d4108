import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import { migrateToLatest } from './migrator.ts';
import type { Database } from './schema.ts';

export interface StorageOptions {
  /** A PostgreSQL URL; when set it wins over `file`. Usually `process.env.DATABASE_URL`. */
  url?: string | undefined;
  /** SQLite file path, or ':memory:'. Defaults to `data/exchange.sqlite` at the repo root. */
  file?: string | undefined;
  /** Run migrations on open (default true). */
  migrate?: boolean;
}

/** An open database: the typed query builder plus what it runs on. */
export interface Storage {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/** The default SQLite file: `<repo>/data/exchange.sqlite`. */
export const DEFAULT_SQLITE_FILE = path.resolve(
  import.meta.dirname,
  '../../../../data/exchange.sqlite',
);

// pg returns BIGINT (oid 20) as a string to be safe past 2^53; our BIGINTs are millisecond
// timestamps and ids, far below that, so read them as numbers in both engines alike.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === (pg.types.builtins.INT8 as number)
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => unknown)(
          oid,
          format,
        )) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Open (and by default migrate) the exchange's database: PostgreSQL when `url` is given,
 * otherwise SQLite in WAL mode, creating its file and folder on first start.
 *
 * @example
 * const storage = await openStorage({ url: process.env.DATABASE_URL });
 * const users = await storage.db.selectFrom('users').selectAll().execute();
 * await storage.close();
 */
export async function openStorage(options: StorageOptions = {}): Promise<Storage> {
  let db: Kysely<Database>;
  let dialect: DialectName;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, types: pgTypes });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
  } else {
    const file = options.file ?? DEFAULT_SQLITE_FILE;
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    dialect = 'sqlite';
  }
  if (options.migrate ?? true) {
    try {
      await migrateToLatest(db as Kysely<unknown>);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }
  return { db, dialect, close: () => db.destroy() };
}
