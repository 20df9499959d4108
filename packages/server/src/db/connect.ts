import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import { migrateToLatest } from './migrator.ts';
import type { Database } from './schema.ts';
import { GroupCommitDialect, GroupCommitDriver } from './sqlite-driver.ts';
import { backgroundCheckpoints, cachedStatements, walDurability } from './sqlite-speed.ts';

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
  /**
   * Resolves once everything committed before the call is on disk, safe from a power loss:
   * await it before acknowledging a write (http/add-route.ts does for every non-GET route).
   * PostgreSQL's commit already is (synchronous_commit on). SQLite first commits the open group
   * (sqlite-driver.ts), then a file syncs its WAL (sqlite-speed.ts walDurability), one sync
   * shared by every caller meanwhile; in memory there is no disk to wait for.
   */
  durable(): Promise<void>;
  close(): Promise<void>;
}

/** The default SQLite file: `<repo>/data/exchange.sqlite`. */
export const DEFAULT_SQLITE_FILE = path.resolve(
  import.meta.dirname,
  '../../../../data/exchange.sqlite',
);

// pg returns BIGINT (oid 20) as a string to be safe past 2^53; our BIGINTs are millisecond
// timestamps and ids, far below that, so read them as numbers in both engines alike.
export const pgTypes: pg.CustomTypesConfig = {
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
  let driver: GroupCommitDriver | undefined;
  let wal: ReturnType<typeof walDurability> | undefined;
  let checkpoints: ReturnType<typeof backgroundCheckpoints> | undefined;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, types: pgTypes });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
  } else {
    const file = options.file ?? DEFAULT_SQLITE_FILE;
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    // No fsync in each commit (FULL: ~3 ms here, blocking the event loop, since better-sqlite3
    // is synchronous): a commit survives a crash of the process at once, and a power loss once
    // durable() has synced the WAL, which every acknowledged write waits for.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // 64 MB of page cache (SQLite's default is 2 MB): the order, trade and ledger indexes an
    // order writes to stay in memory instead of being read back from the OS at each statement.
    sqlite.pragma('cache_size = -65536');
    const groupDriver = new GroupCommitDriver(
      cachedStatements(sqlite),
      (error) => {
        // Transactions taken as committed were lost with a failed COMMIT: memory built on them
        // no longer matches the store. Stop; a restart rebuilds from what is committed.
        process.nextTick(() => {
          throw error;
        });
      },
      sqlite,
    );
    driver = groupDriver;
    db = new Kysely<Database>({ dialect: new GroupCommitDialect(driver) });
    dialect = 'sqlite';
    if (file !== ':memory:' && file !== '') {
      wal = walDurability(`${file}-wal`, () => groupDriver.writes);
      checkpoints = backgroundCheckpoints(sqlite, file);
    }
  }
  if (options.migrate ?? true) {
    try {
      await migrateToLatest(db as Kysely<unknown>);
    } catch (error) {
      await checkpoints?.close();
      await db.destroy();
      throw error;
    }
  }
  // Migrations committed one by one; from here on, transactions commit in groups.
  if (driver) driver.enabled = true;
  return {
    db,
    dialect,
    durable: async () => {
      await driver?.flushed();
      await wal?.durable();
    },
    close: async () => {
      await checkpoints?.close();
      await db.destroy();
      wal?.close();
    },
  };
}
