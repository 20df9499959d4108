import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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
  /**
   * A threaded keeper heard no heartbeat from its process's main thread for `stallMs`: it gave
   * the lease up (released it for the others) since a hung process must not keep its work.
   */
  | 'stalled'
  /** The keeper stopped and released it (graceful shutdown). */
  | 'released';

/** Where a {@link LeaseKeeper}'s rounds run: a worker thread with its own connection. */
export interface LeaseThreadOptions {
  /** The PostgreSQL URL of `db` (DATABASE_URL): the thread opens its own pool on it. */
  databaseUrl: string;
  /**
   * How long the thread keeps renewing without a heartbeat from the main thread (default
   * 10 000 ms): longer than any event-loop stall of a healthy process (an engine build stalls
   * it for 1–2 s at a time, more under load), far shorter than forever (a hung process).
   */
  stallMs?: number;
  /** How often the main thread posts its heartbeat (default 250 ms). */
  heartbeatMs?: number;
}

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
  /** A monotonic clock in ms for the local deadlines (default performance.now; not threaded). */
  clock?: () => number;
  /**
   * Run the rounds in a worker thread (lease-thread.ts) with its own PostgreSQL connection, so
   * renewals go on while this thread's event loop is busy (building an engine stalls it for
   * seconds); a heartbeat watchdog gives the leases up when this thread hangs (see
   * {@link LeaseThreadOptions}). The callbacks still run on this thread. Without it (SQLite, a
   * single process, tests) the rounds run on this thread's event loop.
   */
  thread?: LeaseThreadOptions;
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

/** What {@link LeaseRounds} reports, as it happens. */
export interface LeaseRoundEvents {
  gained(name: string, epoch: number): void;
  lost(name: string, epoch: number, reason: LeaseLossReason): void;
  error(error: unknown): void;
  /** A round ended. */
  round(): void;
}

/** A lease name and the epoch of its tenure. */
export type HeldLease = [name: string, epoch: number];

export interface LeaseRoundsOptions {
  db: Kysely<Database>;
  owner: string;
  names: Iterable<string>;
  ttlMs: number;
  renewEveryMs: number;
  clock: () => number;
  /**
   * Asked at each round (the thread's watchdog): while false, the held leases are given up
   * ('stalled', released at once) and none is taken.
   */
  healthy?: () => boolean;
}

/**
 * The rounds of a {@link LeaseKeeper}, on whichever thread runs them: every `renewEveryMs` renew
 * what is held, take what is wanted and free, and report gains and losses as events.
 */
export class LeaseRounds {
  rounds = 0;
  private readonly options: LeaseRoundsOptions;
  private readonly events: LeaseRoundEvents;
  private readonly wanted: Set<string>;
  private readonly leases = new Map<string, Held>();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private running = false;
  private stopped = false;

  constructor(options: LeaseRoundsOptions, events: LeaseRoundEvents) {
    this.options = options;
    this.events = events;
    this.wanted = new Set(options.names);
  }

  /** Run a round now, then one every `renewEveryMs`. */
  start(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    const loop = async () => {
      const started = this.options.clock();
      await this.tick();
      if (!this.running) return;
      const wait = Math.max(0, this.options.renewEveryMs - (this.options.clock() - started));
      this.timer = setTimeout(() => void loop(), wait);
    };
    void loop();
  }

  want(name: string): void {
    this.wanted.add(name);
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

  /**
   * Stop the rounds (after the one running) and resolve the leases still held, forgotten here
   * without any event: the caller releases them ({@link release}) or lets them expire.
   */
  async halt(): Promise<HeldLease[]> {
    this.running = false;
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.round) await this.round;
    const held = [...this.leases].map(([name, lease]): HeldLease => [name, lease.epoch]);
    this.leases.clear();
    return held;
  }

  /** Release tenures now (errors reported, not thrown). */
  async release(held: readonly HeldLease[]): Promise<void> {
    await Promise.all(
      held.map(async ([name, epoch]) => {
        try {
          await releaseLease(this.options.db, { name, owner: this.options.owner, epoch });
        } catch (error) {
          this.events.error(error);
        }
      }),
    );
  }

  private async runRound(): Promise<void> {
    if (this.options.healthy && !this.options.healthy()) {
      const held = [...this.leases].map(([name, lease]): HeldLease => [name, lease.epoch]);
      for (const [name, epoch] of held) this.lose(name, epoch, 'stalled');
      await this.release(held);
    } else {
      await Promise.all(
        [...this.wanted].map(async (name) => {
          const held = this.leases.get(name);
          if (held) await this.renew(name, held);
          if (!this.leases.has(name)) await this.acquire(name);
        }),
      );
    }
    this.rounds += 1;
    this.events.round();
  }

  private async renew(name: string, held: Held): Promise<void> {
    const { clock, ttlMs } = this.options;
    const started = clock();
    if (started >= held.validUntil) {
      this.lose(name, held.epoch, 'expired');
      return;
    }
    try {
      const expiresAt = await renewLease(
        this.options.db,
        { name, owner: this.options.owner, epoch: held.epoch },
        ttlMs,
      );
      if (this.leases.get(name) !== held) return;
      if (expiresAt === null) this.lose(name, held.epoch, 'refused');
      else held.validUntil = started + ttlMs;
    } catch (error) {
      this.events.error(error);
      if (this.leases.get(name) === held && clock() >= held.validUntil) {
        this.lose(name, held.epoch, 'expired');
      }
    }
  }

  private async acquire(name: string): Promise<void> {
    const { clock, db, owner, ttlMs } = this.options;
    const started = clock();
    try {
      const lease = await acquireLease(db, name, owner, ttlMs);
      if (!lease || this.leases.has(name)) return;
      if (this.stopped) {
        // Stopped while the statement ran: give the tenure back at once.
        await releaseLease(db, lease);
        return;
      }
      this.leases.set(name, { epoch: lease.epoch, validUntil: started + ttlMs });
      this.events.gained(name, lease.epoch);
    } catch (error) {
      this.events.error(error);
    }
  }

  private lose(name: string, epoch: number, reason: LeaseLossReason): void {
    this.leases.delete(name);
    this.events.lost(name, epoch, reason);
  }
}

/** What the main thread tells a lease thread. */
export type ToLeaseThread =
  | { type: 'beat' }
  | { type: 'start' }
  | { type: 'want'; name: string }
  | { type: 'tick'; id: number }
  | { type: 'halt'; id: number }
  | { type: 'release'; id: number; held: HeldLease[] }
  | { type: 'close' };

/** What a lease thread tells the main thread. */
export type FromLeaseThread =
  | { type: 'gained'; name: string; epoch: number }
  | { type: 'lost'; name: string; epoch: number; reason: LeaseLossReason }
  | { type: 'error'; error: unknown }
  | { type: 'round' }
  | { type: 'done'; id: number; held?: HeldLease[] };

/** A lease thread's workerData. */
export interface LeaseThreadData {
  databaseUrl: string;
  owner: string;
  names: string[];
  ttlMs: number;
  renewEveryMs: number;
  stallMs: number;
}

/**
 * Start lease-thread.ts in a worker thread. The server runs its TypeScript through tsx, which a
 * worker thread does not inherit for its entry, so a tiny bootstrap registers tsx's loader in
 * the thread first (tsx/esm/api register), then imports the thread's module.
 */
function spawnLeaseThread(data: LeaseThreadData): Worker {
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      // require() resolves the CommonJS build; the ESM one sits beside it.
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./lease-thread.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: data, execArgv: [] });
}

/** The main thread's side of a threaded keeper. */
interface ThreadLink {
  worker: Worker;
  beat: NodeJS.Timeout;
  pending: Map<number, (held: HeldLease[]) => void>;
  nextId: number;
  closing: boolean;
  exited: Promise<void>;
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
 * With `thread` the rounds run in a worker thread with their own PostgreSQL pool, so a busy
 * event loop here (an engine build) delays no renewal; the thread gives the leases up
 * ('stalled') when this thread's heartbeat stops for `stallMs`. Gains and losses still reach
 * the callbacks on this thread, in order; `snapshot()` and `epochOf()` show what the thread
 * last reported.
 *
 * @example
 * const keeper = new LeaseKeeper({ db: storage.db, names: ['market:BTCUSDT', 'job:funding'],
 *   thread: { databaseUrl }, onGained: (name, epoch) => start(name, epoch),
 *   onLost: (name) => stop(name) });
 * keeper.start();
 * process.once('SIGTERM', () => void keeper.stop());
 */
export class LeaseKeeper {
  readonly owner: string;
  private readonly options: LeaseKeeperOptions;
  private readonly wanted: Set<string>;
  /** Held leases and their epochs, as the rounds reported them. */
  private readonly leases = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly renewEveryMs: number;
  /** The rounds on this thread (no `thread` option). */
  private readonly local: LeaseRounds | undefined;
  /** The lease thread, once started. */
  private link: ThreadLink | undefined;
  private threadRounds = 0;
  private stopped = false;
  private readonly callbacks = new Set<Promise<void>>();

  constructor(options: LeaseKeeperOptions) {
    this.options = options;
    this.wanted = new Set(options.names);
    this.owner =
      options.owner ?? `${os.hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
    this.ttlMs = options.ttlMs ?? 3000;
    this.renewEveryMs = options.renewEveryMs ?? 1000;
    if (!options.thread) {
      this.local = new LeaseRounds(
        {
          db: options.db,
          owner: this.owner,
          names: this.wanted,
          ttlMs: this.ttlMs,
          renewEveryMs: this.renewEveryMs,
          clock: options.clock ?? (() => performance.now()),
        },
        {
          gained: (name, epoch) => {
            this.gained(name, epoch);
          },
          lost: (name, epoch, reason) => {
            this.lose(name, epoch, reason);
          },
          error: (error) => {
            this.report(error);
          },
          round: () => undefined,
        },
      );
    }
  }

  /** Run a round now, then one every `renewEveryMs`. */
  start(): void {
    if (this.stopped) return;
    if (this.local) this.local.start();
    else this.thread()?.worker.postMessage({ type: 'start' } satisfies ToLeaseThread);
  }

  /** Also want `name` (taken at the next round when free). */
  want(name: string): void {
    this.wanted.add(name);
    this.local?.want(name);
    this.link?.worker.postMessage({ type: 'want', name } satisfies ToLeaseThread);
  }

  /** The epoch of `name` while this keeper holds it. */
  epochOf(name: string): number | undefined {
    return this.leases.get(name);
  }

  snapshot(): LeaseSnapshot {
    return {
      owner: this.owner,
      known: (this.local ? this.local.rounds : this.threadRounds) > 0,
      held: Object.fromEntries(this.leases),
      wanted: this.wanted.size,
    };
  }

  /** One round: renew what is held, take what is wanted and free. Rounds never overlap. */
  async tick(): Promise<void> {
    if (this.local) await this.local.tick();
    else if (!this.stopped) await this.ask({ type: 'tick' });
  }

  /** The lease thread, started on first use (none once stopped). */
  private thread(): ThreadLink | undefined {
    const thread = this.options.thread;
    if (this.link || this.stopped || !thread) return this.link;
    const worker = spawnLeaseThread({
      databaseUrl: thread.databaseUrl,
      owner: this.owner,
      names: [...this.wanted],
      ttlMs: this.ttlMs,
      renewEveryMs: this.renewEveryMs,
      stallMs: thread.stallMs ?? 10_000,
    });
    const beat = setInterval(() => {
      worker.postMessage({ type: 'beat' } satisfies ToLeaseThread);
    }, thread.heartbeatMs ?? 250);
    beat.unref();
    const link: ThreadLink = {
      worker,
      beat,
      pending: new Map(),
      nextId: 1,
      closing: false,
      exited: new Promise((resolve) => {
        worker.once('exit', () => {
          resolve();
        });
      }),
    };
    worker.on('message', (message: FromLeaseThread) => {
      this.fromThread(link, message);
    });
    worker.on('error', (error) => {
      this.report(error);
    });
    worker.once('exit', (code) => {
      clearInterval(beat);
      for (const resolve of link.pending.values()) resolve([]);
      link.pending.clear();
      if (link.closing) return;
      // The thread died: nothing renews these tenures any more; they run out within the TTL.
      this.report(new Error(`The lease thread exited (code ${String(code)})`));
      for (const [name, epoch] of [...this.leases]) this.lose(name, epoch, 'expired');
    });
    this.link = link;
    return link;
  }

  private fromThread(link: ThreadLink, message: FromLeaseThread): void {
    switch (message.type) {
      case 'gained':
        if (this.stopped) return; // Released by stop() with the rest, unannounced.
        this.gained(message.name, message.epoch);
        return;
      case 'lost':
        if (this.leases.get(message.name) === message.epoch) {
          this.lose(message.name, message.epoch, message.reason);
        }
        return;
      case 'error':
        this.report(message.error);
        return;
      case 'round':
        this.threadRounds += 1;
        return;
      case 'done': {
        const resolve = link.pending.get(message.id);
        link.pending.delete(message.id);
        resolve?.(message.held ?? []);
        return;
      }
    }
  }

  /** Ask the thread for `message` (tick, halt, release) and resolve its answer. */
  private async ask(
    message: { type: 'tick' } | { type: 'halt' } | { type: 'release'; held: HeldLease[] },
  ): Promise<HeldLease[]> {
    const link = this.thread() ?? this.link;
    if (!link || link.closing) return [];
    const id = link.nextId;
    link.nextId += 1;
    return new Promise((resolve) => {
      link.pending.set(id, resolve);
      link.worker.postMessage({ ...message, id } satisfies ToLeaseThread);
    });
  }

  private async closeThread(): Promise<void> {
    const link = this.link;
    if (!link || link.closing) return;
    link.closing = true;
    clearInterval(link.beat);
    link.worker.postMessage({ type: 'close' } satisfies ToLeaseThread);
    await link.exited;
  }

  private gained(name: string, epoch: number): void {
    this.leases.set(name, epoch);
    this.call(() => this.options.onGained?.(name, epoch));
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
    // Asked before `stopped` is set: ask() starts no thread once stopped.
    const halted = this.local ? this.local.halt() : this.link ? this.ask({ type: 'halt' }) : [];
    this.stopped = true;
    const held = await halted;
    if (options.release === false) {
      this.leases.clear();
      await this.closeThread();
      return;
    }
    for (const [name, epoch] of [...this.leases]) this.lose(name, epoch, 'released');
    await Promise.all([...this.callbacks]);
    if (this.local) await this.local.release(held);
    else await this.ask({ type: 'release', held });
    await this.closeThread();
  }
}
