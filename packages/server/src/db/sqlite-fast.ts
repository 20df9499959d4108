import type SqliteDatabase from 'better-sqlite3';
import type { Big } from 'big.js';
import { SqliteAdapter } from 'kysely';

/** A ledger account as the SQLite store holds it (ledger_accounts), kept by {@link SqliteFast}. */
export interface CachedAccount {
  id: number;
  balance: Big;
  frozen: Big;
  frozenWithdrawals: Big;
}

/**
 * The SQLite store's hot paths without Kysely's query building (an order's ~15 statements cost
 * more to build and compile than to run): prepared statements by SQL text on the one
 * connection, and the ledger's accounts kept in memory, written through.
 *
 * Only for SQLite, and only where the same rows could be written through Kysely (the
 * PostgreSQL paths never see this object). The statements run on the connection Kysely uses,
 * so they join the caller's transaction: use {@link sqliteFast}, which hands this out only
 * inside a transaction (which holds the connection), or {@link SqliteFast.exclusive}.
 *
 * The account cache holds exactly what the database holds, as this connection sees it: the
 * ledger (wallet/journal.ts) reads through it and updates it after writing the row; the driver
 * forgets it on every rollback and on any other write to ledger_accounts (a migration, a test
 * setting a balance), and the next posting reads the rows again. The database stays the truth.
 */
export class SqliteFast {
  /** `${userId}|${kind}|${coin}` → the account's row. */
  readonly accounts = new Map<string, CachedAccount>();
  private readonly statements = new Map<string, SqliteDatabase.Statement>();

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly lock: { acquire(): Promise<void>; release(): void },
  ) {}

  /** The prepared statement for `text`, prepared once. */
  statement(text: string): SqliteDatabase.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.sqlite.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /**
   * Run `read` holding the connection, as a query outside any transaction would. Reads only: a
   * write here would escape the driver's count of commits (Storage.durable relies on it).
   */
  async exclusive<T>(read: () => T): Promise<T> {
    await this.lock.acquire();
    try {
      return read();
    } finally {
      this.lock.release();
    }
  }

  /** Drop the cached accounts: the rows may differ from them (a rollback, another writer). */
  forgetAccounts(): void {
    this.accounts.clear();
  }

  /** Whether a statement Kysely runs may change ledger_accounts behind the cache. */
  static writesAccounts(sql: string): boolean {
    return sql.includes('ledger_accounts') && !/^\s*select\b/i.test(sql);
  }
}

/** The SQLite adapter of a store that has a {@link SqliteFast}. */
export class FastSqliteAdapter extends SqliteAdapter {
  constructor(readonly fast: SqliteFast) {
    super();
  }
}

interface ExecutorLike {
  readonly isTransaction: boolean;
  getExecutor(): { readonly adapter: unknown };
}

/**
 * The store's {@link SqliteFast} when `db` is a transaction on SQLite (the connection is then
 * the transaction's), otherwise undefined: use Kysely.
 */
export function sqliteFast(db: ExecutorLike): SqliteFast | undefined {
  if (!db.isTransaction) return undefined;
  return anySqliteFast(db);
}

/**
 * The store's {@link SqliteFast} on SQLite, in or out of a transaction; outside one, run its
 * statements through {@link SqliteFast.exclusive}.
 */
export function anySqliteFast(db: ExecutorLike): SqliteFast | undefined {
  const { adapter } = db.getExecutor();
  return adapter instanceof FastSqliteAdapter ? adapter.fast : undefined;
}
