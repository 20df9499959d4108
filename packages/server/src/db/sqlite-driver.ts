import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type DialectAdapter,
  type SqliteDatabase,
} from 'kysely';
import { FastSqliteAdapter, SqliteFast } from './sqlite-fast.ts';

/** Past this many transactions in one group, it commits at once instead of at the next turn. */
export const GROUP_COMMIT_MAX = 256;

/** A lock that hands the one connection to its waiters in arrival order, waking one at a time. */
class FifoLock {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

class Connection implements DatabaseConnection {
  constructor(
    private readonly db: SqliteDatabase & { readonly inTransaction: boolean },
    private readonly fast: SqliteFast | undefined,
    /** Called after a statement that may write ran outside any transaction (it committed). */
    private readonly autocommitted: () => void,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    // A write to the ledger's accounts not made through the fast path: its cache may be stale.
    if (this.fast && SqliteFast.writesAccounts(sql)) this.fast.forgetAccounts();
    const statement = this.db.prepare(sql) as ReturnType<SqliteDatabase['prepare']> & {
      readonly readonly?: boolean;
    };
    const autocommit = statement.readonly !== true && !this.db.inTransaction;
    if (statement.reader) {
      const rows = statement.all(parameters) as R[];
      if (autocommit) this.autocommitted();
      return Promise.resolve({ rows });
    }
    const { changes, lastInsertRowid } = statement.run(parameters);
    if (autocommit) this.autocommitted();
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used with SQLite here');
  }
}

const run = (connection: DatabaseConnection, sql: string) =>
  connection.executeQuery(CompiledQuery.raw(sql));

/**
 * Kysely's SQLite driver with group commit. SQLite has one connection; every transaction the
 * code opens (`db.transaction()`, one per order, per transfer …) becomes a SAVEPOINT inside one
 * real transaction, which commits when the event loop has run everything queued (the next
 * `setImmediate`), or at once past {@link GROUP_COMMIT_MAX}. A burst of orders is thus one
 * commit: each page they share (the ledger accounts, the order and trade indexes …) is written
 * to the WAL once instead of once per order.
 *
 * What each caller sees is unchanged: its transaction is atomic (a rollback undoes exactly its
 * savepoint), later queries see it, and {@link GroupCommitDriver.flushed} resolves once it is
 * really committed, which is what a write must wait for before it is acknowledged (connect.ts
 * `durable()`). What changes is the moment of the COMMIT; should that COMMIT fail (an I/O error
 * or a full disk, nothing a query can cause), transactions the code already took as done are
 * lost with it, and memory built on them (the order books) no longer matches the store: the
 * driver then stops the process (`onLost`), whose restart rebuilds from what was committed.
 * None of those writes was acknowledged, since acknowledging waits for `flushed()`.
 */
export class GroupCommitDriver implements Driver {
  private readonly lock = new FifoLock();
  private readonly connection: Connection;
  /** Whether our grouping transaction is open, and how many savepoints were released into it. */
  private open = false;
  private released = 0;
  /** Savepoint (true) or plain transaction (false) for the transaction now running. */
  private grouped = false;
  private scheduled = false;
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  /** Off until the store is migrated (openStorage), so migrations commit as they always did. */
  enabled = false;

  /** Prepared statements and the ledger's account cache on this connection (sqlite-fast.ts). */
  readonly fast: SqliteFast | undefined;
  /** `PRAGMA data_version` when a transaction last began: it moves when another connection commits. */
  private dataVersion = -1;
  /**
   * How many times this connection committed (a group, a transaction, a statement outside
   * any): a WAL sync started when it read n covers every write once it still reads n.
   */
  writes = 0;

  constructor(
    private readonly db: SqliteDatabase & { readonly inTransaction: boolean },
    private readonly onLost: (error: unknown) => void,
    raw?: ConstructorParameters<typeof SqliteFast>[0],
  ) {
    this.fast = raw
      ? new SqliteFast(raw, {
          acquire: () => this.lock.acquire(),
          release: () => {
            this.lock.release();
          },
        })
      : undefined;
    this.connection = new Connection(db, this.fast, () => {
      this.writes += 1;
    });
  }

  async init(): Promise<void> {
    // The connection is the database handle given to the constructor.
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return this.connection;
  }

  releaseConnection(): Promise<void> {
    this.lock.release();
    return Promise.resolve();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    this.grouped = this.enabled;
    if (!this.grouped) {
      await this.begin(connection);
      return;
    }
    if (!this.open) {
      await this.begin(connection);
      this.open = true;
    }
    await run(connection, 'savepoint grouped');
  }

  /**
   * BEGIN IMMEDIATE: the write lock at once, so no other connection (another process on the
   * same file: a tool, a test) can commit until this transaction ends. Then, if one committed
   * since this connection last looked (`PRAGMA data_version` moved), the ledger's cached
   * accounts may be stale: forget them, and the postings read the rows again.
   */
  private async begin(connection: DatabaseConnection): Promise<void> {
    await run(connection, 'begin immediate');
    if (!this.fast) return;
    const row = this.fast.statement('pragma data_version').get() as { data_version: number };
    const version = row.data_version;
    if (version !== this.dataVersion) {
      this.fast.forgetAccounts();
      this.dataVersion = version;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.grouped) {
      await run(connection, 'commit');
      this.writes += 1;
      return;
    }
    await run(connection, 'release grouped');
    this.released += 1;
    if (this.released >= GROUP_COMMIT_MAX) await this.commitGroup(connection);
    else this.schedule();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // The ledger's cached accounts may hold what the rollback undoes.
    this.fast?.forgetAccounts();
    if (!this.grouped) {
      await run(connection, 'rollback');
      return;
    }
    if (this.db.inTransaction) {
      await run(connection, 'rollback to grouped');
      await run(connection, 'release grouped');
      // Queries run outside any transaction meanwhile joined the group: it still commits.
      this.schedule();
      return;
    }
    // SQLite rolled the whole transaction back itself (it does on I/O errors or a full disk):
    // every savepoint released into it is gone too.
    this.open = false;
    if (this.released > 0)
      this.lose(new Error('SQLite rolled back a group of committed transactions'));
  }

  /**
   * Resolves once everything written so far is really committed: the released savepoints, and
   * the statements run outside a transaction while the group was open (they join it).
   */
  flushed(): Promise<void> {
    if (!this.open) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.acquireConnection().then(async (connection) => {
        try {
          await this.commitGroup(connection);
        } finally {
          await this.releaseConnection();
        }
      });
    });
  }

  /** COMMIT the open group (the caller holds the connection) and answer its waiters. */
  private async commitGroup(connection: DatabaseConnection): Promise<void> {
    if (!this.open) return;
    const waiters = this.waiters;
    this.waiters = [];
    this.open = false;
    this.released = 0;
    try {
      if (!this.db.inTransaction) throw new Error('SQLite ended a group transaction before COMMIT');
      await run(connection, 'commit');
      this.writes += 1;
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
      this.lose(error);
      return;
    }
    for (const waiter of waiters) waiter.resolve();
  }

  private lose(error: unknown): void {
    this.fast?.forgetAccounts();
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
    this.onLost(error);
  }

  async destroy(): Promise<void> {
    const connection = await this.acquireConnection();
    try {
      await this.commitGroup(connection);
    } finally {
      this.enabled = false;
      this.db.close();
    }
  }
}

/** {@link SqliteDialect} on the {@link GroupCommitDriver}. */
export class GroupCommitDialect extends SqliteDialect {
  constructor(readonly driver: GroupCommitDriver) {
    super({ database: {} as SqliteDatabase });
  }

  override createDriver(): Driver {
    return this.driver;
  }

  override createAdapter(): DialectAdapter {
    return this.driver.fast ? new FastSqliteAdapter(this.driver.fast) : super.createAdapter();
  }
}
