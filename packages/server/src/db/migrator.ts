import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

/** A migration file's name: four digits, a dash, kebab-case words, `.ts` (see README.md). */
export const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.ts$/;

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Kysely's provider over `src/db/migrations/NNNN-name.ts`. Every file whose name matches
 * {@link MIGRATION_FILE} is a migration; Kysely runs them in name order. Files are found at run
 * time so the market engineer can add theirs without editing a shared list.
 */
export class DirectoryMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    const files = fs.readdirSync(this.dir).sort();
    for (const file of files) {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1]) continue;
      const mod = (await import(
        pathToFileURL(path.join(this.dir, file)).href
      )) as Partial<Migration>;
      if (typeof mod.up !== 'function') {
        throw new Error(`Migration ${file} must export an async function up(db)`);
      }
      migrations[match[1]] = mod.down ? { up: mod.up, down: mod.down } : { up: mod.up };
    }
    return migrations;
  }
}

/** Bring the schema up to date; throws the first migration's error, naming it. */
export async function migrateToLatest(db: Kysely<unknown>, dir?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new DirectoryMigrationProvider(dir),
    // Each part of the server numbers its migrations in its own range (README "Migrations"), so
    // a new wallet migration (0006) sorts before market ones a database already ran (0100…):
    // without this Kysely refuses to start such a database ("corrupted migrations").
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Migration failed${name}: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
