import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from './connect.ts';
import { DirectoryMigrationProvider, MIGRATION_FILE, migrateToLatest } from './migrator.ts';

describe('SQLite storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-db-'));
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates its folder and file on first start, in WAL mode, migrated once', async () => {
    const file = path.join(dir, 'nested', 'exchange.sqlite');
    const first = await openStorage({ file });
    expect(fs.existsSync(file)).toBe(true);
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(first.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const applied = await sql<{
      name: string;
    }>`SELECT name FROM kysely_migration ORDER BY name`.execute(first.db);
    expect(applied.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['0001-accounts', '0002-ledger', '0003-wallet', '0004-articles']),
    );
    await first.db
      .insertInto('mailbox')
      .values({ email: 'a@b.co', subject: 's', body: 'b', created_at: 1 })
      .execute();
    await first.close();

    // A restart keeps the data and finds nothing left to migrate.
    const second = await openStorage({ file });
    expect(await second.db.selectFrom('mailbox').select('email').execute()).toEqual([
      { email: 'a@b.co' },
    ]);
    const again = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM kysely_migration`.execute(
      second.db,
    );
    expect(again.rows[0]?.n).toBe(applied.rows.length);
    await second.close();
  });
});

describe('migration files', () => {
  it('are named NNNN-kebab-name.ts and each exports up()', async () => {
    expect(MIGRATION_FILE.test('0001-accounts.ts')).toBe(true);
    expect(MIGRATION_FILE.test('0100-spot-orders.ts')).toBe(true);
    expect(MIGRATION_FILE.test('accounts.ts')).toBe(false);
    expect(MIGRATION_FILE.test('0001_Accounts.ts')).toBe(false);
    const migrations = await new DirectoryMigrationProvider().getMigrations();
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const m of Object.values(migrations)) expect(typeof m.up).toBe('function');
  });

  it('refuses a migration file without up()', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, '0001-broken.ts'), 'export const nothing = 1;\n');
      fs.writeFileSync(path.join(dir, 'README.md'), 'ignored\n');
      await expect(new DirectoryMigrationProvider(dir).getMigrations()).rejects.toThrow(
        /0001-broken\.ts must export/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs a new migration numbered below one a database already ran (number ranges)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-migrations-'));
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    const creates = (table: string) =>
      `export async function up(db) { await db.schema.createTable('${table}').addColumn('id', 'integer').execute(); }\n`;
    try {
      fs.writeFileSync(path.join(dir, '0001-first.ts'), creates('first'));
      fs.writeFileSync(path.join(dir, '0100-market.ts'), creates('market'));
      expect(await migrateToLatest(db, dir)).toEqual(['0001-first', '0100-market']);
      // Issue 17: the wallet's 0006 and 0007 came after the market's 0100 … 0104 had run.
      fs.writeFileSync(path.join(dir, '0006-later.ts'), creates('later'));
      expect(await migrateToLatest(db, dir)).toEqual(['0006-later']);
      expect(await migrateToLatest(db, dir)).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
