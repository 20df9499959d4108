import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (most recently used first). */
export const STATEMENT_CACHE_SIZE = 512;

/**
 * The SQLite handle Kysely's driver runs on, with its prepared statements kept: Kysely calls
 * `prepare(sql)` for every query it runs, and preparing costs more than running a small query.
 * Statements are reused by their SQL text (Kysely passes the values as parameters, so one query
 * shape is one text), the least recently used dropped past {@link STATEMENT_CACHE_SIZE} (uses
 * are tracked once the cache is full; before, nothing is dropped). A statement still busy (iterated by a stream) is never handed out twice: a fresh one is prepared.
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
        // Move it to the most recent end of the Map's order, once eviction can happen at all
        // (until then the order is never read, and each move hashes the SQL text twice more).
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          cache.delete(text);
          cache.set(text, cached);
        }
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
 * the caller's last commit has finished, so everything committed before the call is on disk.
 * The sync runs on libuv's thread pool, off the event loop, and one sync covers every commit
 * made before it started: a caller joins the sync already running when nothing was written
 * since it started (`writes`, the connection's count of commits, tells), and otherwise waits
 * for the next one, shared by everyone arriving meanwhile.
 *
 * @example const durable = walDurability(`${file}-wal`, () => driver.writes); await durable();
 */
export function walDurability(
  walFile: string,
  writes: () => number,
): {
  durable: () => Promise<void>;
  close: () => void;
} {
  let fd: number | undefined;
  let inFlight: { done: Promise<void>; covers: number } | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const covers = writes();
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
    const running = {
      covers,
      done: sync.finally(() => {
        if (inFlight === running) inFlight = null;
      }),
    };
    inFlight = running;
    return running.done;
  };
  const durable = (): Promise<void> => {
    if (!inFlight) return start();
    // The sync running started after every commit so far: it covers the caller's.
    if (inFlight.covers === writes()) return inFlight.done;
    // Otherwise it may have started before the caller's commit: wait for the next.
    queued ??= inFlight.done
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

/** How often the checkpointer copies the WAL's new pages into the database file. */
export const CHECKPOINT_EVERY_MS = 100;
/**
 * The main connection's own checkpoint threshold (pages), far above what the checkpointer lets
 * the WAL reach: it only matters should the checkpointer stop.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 20_000;

// The checkpointer's code: CommonJS, run with `eval` so it needs no loader for TypeScript.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints of a SQLite file in WAL mode, on a worker thread with its own connection, instead
 * of on the writer's: SQLite's automatic checkpoint runs inside the COMMIT that crosses 1,000
 * WAL pages, copying them into the database file and syncing both files (two fsyncs) while the
 * event loop waits. A PASSIVE checkpoint never blocks the writer, nor the writer it. The main
 * connection keeps a far higher automatic threshold as a fallback.
 *
 * @example const checkpoints = backgroundCheckpoints(sqlite, file); … checkpoints.close();
 */
export function backgroundCheckpoints(
  sqlite: SqliteDatabase.Database,
  file: string,
): { close: () => Promise<void> } {
  sqlite.pragma(`wal_autocheckpoint = ${String(FALLBACK_AUTOCHECKPOINT_PAGES)}`);
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
    },
  });
  // A failed checkpoint leaves the pages in the WAL for the next one (or the fallback).
  worker.on('message', (message: string) => {
    console.warn(`SQLite checkpoint failed: ${message}`);
  });
  worker.on('error', (error) => {
    console.warn(`SQLite checkpointer stopped: ${String(error)}`);
  });
  worker.unref();
  return {
    close: () =>
      new Promise((resolve) => {
        worker.once('exit', () => {
          resolve();
        });
        // Held again until it exits: unref'd, a process with nothing else to do would end
        // before the 'exit' event (main.ts's close, then exit 13 with the promise unsettled).
        worker.ref();
        worker.postMessage('close');
      }),
  };
}
