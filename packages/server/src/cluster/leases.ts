import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import './tables.ts';

/** One tenure of a lease: who holds `name`, with which fencing epoch, until when (db clock, ms). */
export interface Lease {
  name: string;
  owner: string;
  epoch: number;
  expiresAt: number;
}

/** What identifies a tenure: the owner and its fencing epoch. */
export type LeaseTenure = Pick<Lease, 'name' | 'owner' | 'epoch'>;

/** Thrown by {@link assertLeaseHeld} when the tenure was taken over (or released). */
export class StaleLeaseError extends Error {
  constructor(tenure: LeaseTenure) {
    super(
      `Lease ${tenure.name} is no longer held by ${tenure.owner} with epoch ${String(tenure.epoch)}`,
    );
    this.name = 'StaleLeaseError';
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Now, in milliseconds since the epoch, on the database's clock (never the process's: processes
 * on several machines agree on the database's). PostgreSQL's `now()` is the start of the
 * transaction, so the lease statements run outside transactions (each is one statement).
 */
function dbNowMs(db: Db): RawBuilder<number> {
  return dialectOf(db as unknown as Kysely<unknown>) === 'postgres'
    ? sql<number>`(extract(epoch from now()) * 1000)::bigint`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000.0 as integer)`;
}

/**
 * Take `name` for `owner` for `ttlMs` when it is free (never held, released or expired) or
 * already this owner's, in one statement; each success starts a new tenure with the next epoch.
 * Resolves null when another owner holds it.
 *
 * @example
 * const lease = await acquireLease(db, 'market:BTCUSDT', 'host-a:123', 3000);
 * if (lease) startEngine('BTCUSDT', lease.epoch);
 */
export async function acquireLease(
  db: Kysely<Database>,
  name: string,
  owner: string,
  ttlMs: number,
): Promise<Lease | null> {
  const now = dbNowMs(db);
  const row = await db
    .insertInto('cluster_leases')
    .values({ name, owner, epoch: 1, expires_at: sql<number>`${now} + ${ttlMs}` })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({
          owner: (eb) => eb.ref('excluded.owner'),
          epoch: sql<number>`cluster_leases.epoch + 1`,
          expires_at: (eb) => eb.ref('excluded.expires_at'),
        })
        .where((eb) =>
          eb.or([
            eb('cluster_leases.expires_at', '<=', now),
            eb('cluster_leases.owner', '=', owner),
          ]),
        ),
    )
    .returning(['epoch', 'expires_at'])
    .executeTakeFirst();
  return row ? { name, owner, epoch: row.epoch, expiresAt: row.expires_at } : null;
}

/**
 * Extend a tenure by `ttlMs` from now: only while it still runs (same owner and epoch, not
 * expired). Resolves the new expiry, or null when refused (taken over, released or expired:
 * the holder must then stop, and acquire again for a new tenure).
 */
export async function renewLease(
  db: Kysely<Database>,
  tenure: LeaseTenure,
  ttlMs: number,
): Promise<number | null> {
  const now = dbNowMs(db);
  const row = await db
    .updateTable('cluster_leases')
    .set({ expires_at: sql<number>`${now} + ${ttlMs}` })
    .where('name', '=', tenure.name)
    .where('owner', '=', tenure.owner)
    .where('epoch', '=', tenure.epoch)
    .where('expires_at', '>', now)
    .returning('expires_at')
    .executeTakeFirst();
  return row ? row.expires_at : null;
}

/**
 * End a tenure now, so another owner may take the lease at once. The row stays (expired), so the
 * epoch keeps growing. Resolves false when the tenure had already ended.
 */
export async function releaseLease(db: Kysely<Database>, tenure: LeaseTenure): Promise<boolean> {
  const result = await db
    .updateTable('cluster_leases')
    .set({ expires_at: 0 })
    .where('name', '=', tenure.name)
    .where('owner', '=', tenure.owner)
    .where('epoch', '=', tenure.epoch)
    .where('expires_at', '>', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The fence of a write made under a lease: inside the write's transaction, throws
 * {@link StaleLeaseError} unless the tenure is still the lease's current one. On PostgreSQL the
 * row is read FOR SHARE, so a takeover (which updates it) waits until this transaction ends: the
 * next owner, rebuilding from the database after taking over, sees this write.
 */
export async function assertLeaseHeld(trx: Transaction<Database>, tenure: LeaseTenure) {
  let query = trx
    .selectFrom('cluster_leases')
    .select(['owner', 'epoch'])
    .where('name', '=', tenure.name);
  if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forShare();
  const row = await query.executeTakeFirst();
  if (row?.owner !== tenure.owner || row.epoch !== tenure.epoch) {
    throw new StaleLeaseError(tenure);
  }
}

/** Why a keeper stopped holding a lease. */
export type LeaseLossReason =
  /** A renewal was refused: another owner took it, or it had expired. */
  | 'refused'
  /** Renewals failed (database unreachable) until the tenure's local deadline passed. */
  | 'expired'
  /** The keeper stopped and released it (graceful shutdown). */
  | 'released';

export interface LeaseKeeperOptions {
  db: Kysely<Database>;
  /** The leases this process wants (market symbols, job names); more with `want()`. */
  names: Iterable<string>;
  /** This process's owner id; default `<hostname>:<pid>:<random>`, unique per start. */
  owner?: string;
  /** How long a tenure lasts without renewal (default 3000 ms). */
  ttlMs?: number;
  /** Milliseconds between rounds: renew what is held, try to take what is not (default 1000). */
  renewEveryMs?: number;
  /** A lease was taken: start its work, fencing writes with `epoch` ({@link assertLeaseHeld}). */
  onGained?: (name: string, epoch: number) => void | Promise<void>;
  /** A lease was lost or released: stop its work now. */
  onLost?: (name: string, epoch: number, reason: LeaseLossReason) => void | Promise<void>;
  /** A round's query or a callback failed (default: console.error). */
  onError?: (error: unknown) => void;
  /** A monotonic clock in ms for the local deadlines (default performance.now). */
  clock?: () => number;
}

/** What /ready shows of a keeper. */
export interface LeaseSnapshot {
  owner: string;
  /** Whether a first round has run: until then the process does not know what it owns. */
  known: boolean;
  /** Held lease names and their epochs. */
  held: Record<string, number>;
  wanted: number;
}

interface Held {
  epoch: number;
  /** Local monotonic time after which the tenure may have expired in the database. */
  validUntil: number;
}

/**
 * Keeps this process's leases: every `renewEveryMs` (1 s) it renews those it holds and tries to
 * take those it wants that are free, with a TTL of `ttlMs` (3 s). When an owner dies, its leases
 * expire within the TTL and another keeper takes them at its next round: failover within
 * TTL + one round (≤ 4 s). `stop()` (on SIGTERM) tells the owner's work to stop, then releases,
 * so another keeper takes over at its next round.
 *
 * A tenure's local deadline is counted from the start of the renewal that extended it, so it
 * passes before the database's expiry does: the keeper reports a loss before anyone else can
 * take the lease (unless the process stalls; the epoch fences that case).
 *
 * @example
 * const keeper = new LeaseKeeper({ db: storage.db, names: ['market:BTCUSDT', 'job:funding'],
 *   onGained: (name, epoch) => start(name, epoch), onLost: (name) => stop(name) });
 * keeper.start();
 * process.once('SIGTERM', () => void keeper.stop());
 */
export class LeaseKeeper {
  readonly owner: string;
  private readonly db: Kysely<Database>;
  private readonly wanted: Set<string>;
  private readonly leases = new Map<string, Held>();
  private readonly ttlMs: number;
  private readonly renewEveryMs: number;
  private readonly clock: () => number;
  private readonly options: LeaseKeeperOptions;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private running = false;
  private stopped = false;
  private rounds = 0;
  private readonly callbacks = new Set<Promise<void>>();

  constructor(options: LeaseKeeperOptions) {
    this.options = options;
    this.db = options.db;
    this.wanted = new Set(options.names);
    this.owner =
      options.owner ?? `${os.hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
    this.ttlMs = options.ttlMs ?? 3000;
    this.renewEveryMs = options.renewEveryMs ?? 1000;
    this.clock = options.clock ?? (() => performance.now());
  }

  /** Run a round now, then one every `renewEveryMs`. */
  start(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    const loop = async () => {
      const started = this.clock();
      await this.tick();
      if (!this.running) return;
      const wait = Math.max(0, this.renewEveryMs - (this.clock() - started));
      this.timer = setTimeout(() => void loop(), wait);
    };
    void loop();
  }

  /** Also want `name` (taken at the next round when free). */
  want(name: string): void {
    this.wanted.add(name);
  }

  /** The epoch of `name` while this keeper holds it. */
  epochOf(name: string): number | undefined {
    return this.leases.get(name)?.epoch;
  }

  snapshot(): LeaseSnapshot {
    return {
      owner: this.owner,
      known: this.rounds > 0,
      held: Object.fromEntries([...this.leases].map(([name, held]) => [name, held.epoch])),
      wanted: this.wanted.size,
    };
  }

  /** One round: renew what is held, take what is wanted and free. Rounds never overlap. */
  async tick(): Promise<void> {
    while (this.round) await this.round;
    this.round = this.runRound();
    try {
      await this.round;
    } finally {
      this.round = undefined;
    }
  }

  private async runRound(): Promise<void> {
    await Promise.all(
      [...this.wanted].map(async (name) => {
        const held = this.leases.get(name);
        if (held) await this.renew(name, held);
        if (!this.leases.has(name)) await this.acquire(name);
      }),
    );
    this.rounds += 1;
  }

  private async renew(name: string, held: Held): Promise<void> {
    const started = this.clock();
    if (started >= held.validUntil) {
      this.lose(name, held.epoch, 'expired');
      return;
    }
    try {
      const expiresAt = await renewLease(
        this.db,
        { name, owner: this.owner, epoch: held.epoch },
        this.ttlMs,
      );
      if (this.leases.get(name) !== held) return;
      if (expiresAt === null) this.lose(name, held.epoch, 'refused');
      else held.validUntil = started + this.ttlMs;
    } catch (error) {
      this.report(error);
      if (this.leases.get(name) === held && this.clock() >= held.validUntil) {
        this.lose(name, held.epoch, 'expired');
      }
    }
  }

  private async acquire(name: string): Promise<void> {
    const started = this.clock();
    try {
      const lease = await acquireLease(this.db, name, this.owner, this.ttlMs);
      if (!lease || this.leases.has(name)) return;
      if (this.stopped) {
        // Stopped while the statement ran: give the tenure back at once.
        await releaseLease(this.db, lease);
        return;
      }
      this.leases.set(name, { epoch: lease.epoch, validUntil: started + this.ttlMs });
      this.call(() => this.options.onGained?.(name, lease.epoch));
    } catch (error) {
      this.report(error);
    }
  }

  private lose(name: string, epoch: number, reason: LeaseLossReason): void {
    this.leases.delete(name);
    this.call(() => this.options.onLost?.(name, epoch, reason));
  }

  private call(callback: () => void | Promise<void>): void {
    const done = Promise.resolve()
      .then(callback)
      .catch((error: unknown) => {
        this.report(error);
      })
      .finally(() => this.callbacks.delete(done));
    this.callbacks.add(done);
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else console.error('lease keeper:', error);
  }

  /**
   * Stop the rounds. With `release` (the default, a graceful shutdown) each held lease's work is
   * told to stop (`onLost` 'released', awaited), then the lease is released for the others to
   * take at once. Without it (`release: false`, as if the process died) nothing is told or
   * released: the leases expire after the TTL.
   */
  async stop(options: { release?: boolean } = {}): Promise<void> {
    this.running = false;
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.round) await this.round;
    if (options.release === false) {
      this.leases.clear();
      return;
    }
    const held = [...this.leases];
    for (const [name, lease] of held) this.lose(name, lease.epoch, 'released');
    await Promise.all([...this.callbacks]);
    await Promise.all(
      held.map(async ([name, lease]) => {
        try {
          await releaseLease(this.db, { name, owner: this.owner, epoch: lease.epoch });
        } catch (error) {
          this.report(error);
        }
      }),
    );
  }
}
