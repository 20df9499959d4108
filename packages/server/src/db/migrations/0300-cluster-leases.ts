import type { Kysely } from 'kysely';

/**
 * Leases of the scale-out (issue 26, src/cluster/leases.ts): one row per market or cluster-wide
 * job, naming the process that owns it until `expires_at` (milliseconds since the epoch, on the
 * database's clock). `epoch` is the fencing token: it grows by one at every change of tenure and
 * never goes back (a release expires the row instead of deleting it). The same table and
 * statements on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cluster_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('epoch', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cluster_leases').execute();
}
