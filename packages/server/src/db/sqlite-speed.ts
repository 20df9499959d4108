import fs from 'node:fs';
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (most recently used first). */
export const STATEMENT_CACHE_SIZE = 512;

/**
 * The SQLite handle Kysely's driver runs on, with its prepared statements kept: Kysely calls
 * `prepare(sql)` for every query it runs, and preparing costs more than running a small query.
 * Statements are reused by their SQL text (Kysely passes the values as parameters, so one query
 * shape is one text), the least recently used dropped past {@link STATEMENT_CACHE_SIZE}. A
 * statement still busy (iterated by a stream) is never handed out twice: a fresh one is prepared.
 *
 * @example new SqliteDialect({ database: cachedStatements(new Database(file)) })
 */
export function cachedStatements(
  sqlite: SqliteDatabase.Database,
): KyselySqliteDatabase & { readonly inTransaction: boolean } {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    get inTransaction() {
      return sqlite.inTransaction;
    },
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      const cached = cache.get(text);
      if (cached && !cached.busy) {
        // Move it to the most recent end of the Map's order.
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      return statement;
    },
  };
}

/**
 * Group sync for a SQLite file in WAL mode with `synchronous = NORMAL`. NORMAL writes each
 * commit to the WAL without syncing it (one fsync per commit, FULL, costs ~3 ms here and blocks
 * the event loop, since better-sqlite3 is synchronous); such a commit survives a crash of the
 * process but not a power loss or an OS crash. `durable()` closes that gap for whoever must not
 * answer before the data is safe: it resolves once an fdatasync of the WAL that started after
 * the call has finished, so everything committed before the call is on disk. The sync runs on
 * libuv's thread pool, off the event loop, and one sync covers every commit made before it
 * started: callers arriving while one runs share the next one.
 *
 * @example const durable = walDurability(`${file}-wal`); await durable(); // then answer
 */
export function walDurability(walFile: string): {
  durable: () => Promise<void>;
  close: () => void;
} {
  let fd: number | undefined;
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const sync = new Promise<void>((resolve, reject) => {
      try {
        fd ??= fs.openSync(walFile, 'r+');
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      fs.fdatasync(fd, (error) => {
        if (error) reject(error);
        else resolve();
      });
    });
    const running = sync.finally(() => {
      if (inFlight === running) inFlight = null;
    });
    inFlight = running;
    return running;
  };
  const durable = (): Promise<void> => {
    // A sync already running may have started before the caller's commit: wait for the next.
    if (!inFlight) return start();
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
  return {
    durable,
    close: () => {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}
