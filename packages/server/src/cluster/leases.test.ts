import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import {
  acquireLease,
  assertLeaseHeld,
  LeaseKeeper,
  type LeaseLossReason,
  releaseLease,
  renewLease,
  StaleLeaseError,
} from './leases.ts';

const NAMES = ['market:BTCUSDT', 'market:ETHUSDT', 'job:option-settlement'];

/** Where a keeper's rounds run: on the test's event loop, or in a lease thread. */
const MODES = [
  { key: 'loop', label: 'rounds on the event loop', options: () => ({}) },
  {
    key: 'thread',
    label: 'rounds in a thread',
    options: (databaseUrl: string) => ({ thread: { databaseUrl } }),
  },
];

/** Keep this thread's event loop busy for `ms` (an engine build, a hung process). */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy: no timer, no message, no I/O callback runs on this thread meanwhile.
  }
}

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The lease statements, on either engine. */
function leaseStatements(open: () => Promise<Storage>) {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  }, 60_000);
  afterAll(async () => {
    await storage.close();
  });

  it('acquires a free lease, refuses a held one, and numbers tenures', async () => {
    const a = await acquireLease(storage.db, 'L1', 'a', 3000);
    expect(a?.epoch).toBe(1);
    expect(await acquireLease(storage.db, 'L1', 'b', 3000)).toBeNull();
    // The holder may take it again: a new tenure, with the next epoch.
    const again = await acquireLease(storage.db, 'L1', 'a', 3000);
    expect(again?.epoch).toBe(2);
    // The database's clock sets the expiry: about now + ttl.
    expect(Math.abs((again?.expiresAt ?? 0) - 3000 - Date.now())).toBeLessThan(60_000);
  });

  it('renews only the current tenure', async () => {
    const lease = await acquireLease(storage.db, 'L2', 'a', 3000);
    if (!lease) throw new Error('not acquired');
    expect(await renewLease(storage.db, lease, 3000)).toBeGreaterThanOrEqual(lease.expiresAt);
    expect(await renewLease(storage.db, { ...lease, owner: 'b' }, 3000)).toBeNull();
    expect(await renewLease(storage.db, { ...lease, epoch: lease.epoch - 1 }, 3000)).toBeNull();
  });

  it('takes over an expired lease with a higher epoch and refuses the stale owner', async () => {
    const old = await acquireLease(storage.db, 'L3', 'a', 50);
    if (!old) throw new Error('not acquired');
    await new Promise((resolve) => setTimeout(resolve, 120));
    const taken = await acquireLease(storage.db, 'L3', 'b', 3000);
    expect(taken?.epoch).toBe(old.epoch + 1);
    expect(await renewLease(storage.db, old, 3000)).toBeNull();
    expect(await releaseLease(storage.db, old)).toBe(false);
    await expect(
      storage.db.transaction().execute((trx) => assertLeaseHeld(trx, old)),
    ).rejects.toThrow(StaleLeaseError);
    if (!taken) throw new Error('not taken');
    await storage.db.transaction().execute((trx) => assertLeaseHeld(trx, taken));
  });

  it('release hands the lease over at once, the epoch still growing', async () => {
    const a = await acquireLease(storage.db, 'L4', 'a', 60_000);
    if (!a) throw new Error('not acquired');
    expect(await acquireLease(storage.db, 'L4', 'b', 3000)).toBeNull();
    expect(await releaseLease(storage.db, a)).toBe(true);
    const b = await acquireLease(storage.db, 'L4', 'b', 3000);
    expect(b?.epoch).toBe(a.epoch + 1);
  });
}

describe('lease statements on SQLite (single process: the same table and statements)', () => {
  leaseStatements(() => openStorage({ file: ':memory:' }));

  it("a graceful stop tells the work to stop first, and releases only after it's done", async () => {
    const storage = await openStorage({ file: ':memory:' });
    try {
      const seen: string[] = [];
      const keeper = new LeaseKeeper({
        db: storage.db,
        names: ['market:BTCUSDT'],
        owner: 'leaving',
        onLost: async (name, _epoch, reason) => {
          // Still ours while the work winds down: nobody else can take it yet.
          const other = await acquireLease(storage.db, name, 'next', 3000);
          seen.push(`${reason}, taken meanwhile: ${String(other !== null)}`);
        },
      });
      await keeper.tick();
      await keeper.stop();
      expect(seen).toEqual(['released, taken meanwhile: false']);
      expect((await acquireLease(storage.db, 'market:BTCUSDT', 'next', 3000))?.epoch).toBe(2);
    } finally {
      await storage.close();
    }
  });
});

describe('leases on PostgreSQL', () => {
  let pg: TestPostgres;
  let storage: Storage;
  let url: string;
  beforeAll(async () => {
    pg = await startTestPostgres();
    url = await pg.createDatabase();
    storage = await openStorage({ url });
  }, 60_000);
  afterAll(async () => {
    await storage.close();
    await pg.stop();
  });

  describe('the statements', () => {
    leaseStatements(async () => openStorage({ url: await pg.createDatabase() }));
  });

  for (const mode of MODES) {
    it(`${mode.label}: two keepers: one owner per name at any time; failover within 5 s; graceful release`, async () => {
      const events: string[] = [];
      const errors: unknown[] = [];
      const keeper = (owner: string) =>
        new LeaseKeeper({
          db: storage.db,
          names: NAMES,
          owner,
          onGained: (name, epoch) => {
            events.push(`${owner} gained ${name} ${String(epoch)}`);
          },
          onLost: (name, epoch, reason: LeaseLossReason) => {
            events.push(`${owner} lost ${name} ${String(epoch)} ${reason}`);
          },
          onError: (error) => errors.push(error),
          ...mode.options(url),
        });
      const k1 = keeper('k1');
      const k2 = keeper('k2');
      // k1 starts first and takes all three; k2 then competes for them every round.
      k1.start();
      await until(() => k1.snapshot().known, 5000, "k1's first round");
      k2.start();
      await until(() => k2.snapshot().known, 5000, "k2's first round");
      expect(Object.keys(k1.snapshot().held).sort()).toEqual([...NAMES].sort());

      // For 2.5 s (renewals included), every name has exactly one holder, the one in the table.
      for (let sample = 0; sample < 25; sample += 1) {
        const rows = await storage.db.selectFrom('cluster_leases').selectAll().execute();
        for (const name of NAMES) {
          const holders = [k1, k2].filter((k) => k.epochOf(name) !== undefined);
          expect(holders.length, name).toBe(1);
          const row = rows.find((r) => r.name === name);
          expect(row?.owner).toBe(holders[0]?.owner);
          expect(row?.epoch).toBe(holders[0]?.epochOf(name));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // k1 "dies": its renewals stop, nothing is released. k2 takes all within 5 s.
      const k1Held = Object.entries(k1.snapshot().held);
      await k1.stop({ release: false });
      // The bound (TTL 3 s + one 1 s round): a functional limit, not a speed figure.
      await until(() => NAMES.every((n) => k2.epochOf(n) !== undefined), 5000, 'failover to k2');
      for (const [name, epoch] of k1Held) {
        expect(k2.epochOf(name)).toBeGreaterThan(epoch);
        // The dead owner's tenure is refused from now on.
        expect(await renewLease(storage.db, { name, owner: 'k1', epoch }, 3000)).toBeNull();
      }

      // SIGTERM of k2: its work is told (released), then k3 takes every lease at its first round.
      const k3 = keeper('k3');
      const before = NAMES.map((n) => k2.epochOf(n) ?? 0);
      await k2.stop();
      NAMES.forEach((name, i) => {
        expect(events).toContain(`k2 lost ${name} ${String(before[i])} released`);
      });
      // At once: k3's very first round takes them, no expiry to wait for.
      await k3.tick();
      expect(NAMES.map((n) => k3.epochOf(n))).toEqual(before.map((e) => e + 1));
      await k3.stop();
      expect(errors).toEqual([]);
    }, 30_000);

    it(`${mode.label}: a keeper whose renewal is refused reports the loss and stops holding`, async () => {
      const name = `job:funding-${mode.key}`;
      const lost: string[] = [];
      const k = new LeaseKeeper({
        db: storage.db,
        names: [name],
        owner: `k-refused-${mode.key}`,
        ...mode.options(url),
        onLost: (name, _epoch, reason) => {
          lost.push(`${name} ${reason}`);
        },
      });
      await k.tick();
      const epoch = k.epochOf(name);
      expect(epoch).toBeDefined();
      // Another owner takes it over (as after an expiry): the keeper's next renewal is refused.
      await storage.db
        .updateTable('cluster_leases')
        .set({ owner: 'other', epoch: (epoch ?? 0) + 1 })
        .where('name', '=', name)
        .execute();
      await k.tick();
      expect(lost).toEqual([`${name} refused`]);
      expect(k.epochOf(name)).toBeUndefined();
      await k.stop();
    });
  }

  describe('a threaded keeper and a busy main thread', () => {
    const TTL_MS = 3000;
    /** Two threaded keepers (default TTL 3 s, 1-s rounds) wanting `name`; `first` holds it. */
    async function pair(name: string, firstStallMs?: number) {
      const events: string[] = [];
      const errors: unknown[] = [];
      const keeper = (owner: string, stallMs?: number) =>
        new LeaseKeeper({
          db: storage.db,
          names: [name],
          owner,
          ttlMs: TTL_MS,
          thread: { databaseUrl: url, stallMs },
          onGained: (gained, epoch) => {
            events.push(`${owner} gained ${gained} ${String(epoch)}`);
          },
          onLost: (lostName, epoch, reason) => {
            events.push(`${owner} lost ${lostName} ${String(epoch)} ${reason}`);
          },
          onError: (error) => errors.push(error),
        });
      const first = keeper(`${name}-first`, firstStallMs);
      const second = keeper(`${name}-second`);
      first.start();
      await until(() => first.epochOf(name) !== undefined, 10_000, 'the first keeper to hold it');
      second.start();
      await until(() => second.snapshot().known, 10_000, "the second keeper's first round");
      const row = () =>
        storage.db
          .selectFrom('cluster_leases')
          .select(['owner', 'epoch'])
          .where('name', '=', name)
          .executeTakeFirstOrThrow();
      return { first, second, events, errors, row };
    }

    it('a main loop blocked longer than the TTL keeps the tenure: nobody takes it', async () => {
      const name = 'job:blocked-past-ttl';
      const { first, second, events, errors, row } = await pair(name);
      const epoch = first.epochOf(name);
      expect(epoch).toBeDefined();
      // As an engine build does, for longer than the TTL (3 s) and well short of stallMs (10 s).
      blockEventLoop(TTL_MS + 2000);
      // Let the messages the threads posted meanwhile arrive, and a round or two more run.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await first.tick();
      await second.tick();
      expect(await row()).toEqual({ owner: first.owner, epoch });
      expect(first.epochOf(name)).toBe(epoch);
      expect(second.epochOf(name)).toBeUndefined();
      expect(events).toEqual([`${first.owner} gained ${name} ${String(epoch)}`]);
      await second.stop();
      await first.stop();
      expect(errors).toEqual([]);
    }, 60_000);

    it('a main loop blocked past stallMs gives the lease up, and the other keeper takes it', async () => {
      const name = 'job:blocked-past-stall';
      const STALL_MS = 1500;
      const { first, second, events, errors, row } = await pair(name, STALL_MS);
      const epoch = first.epochOf(name) ?? 0;
      expect(epoch).toBeGreaterThan(0);
      // Past the first keeper's stallMs, short of the second's (default 10 s): the first thread
      // gives the lease up at its next round, the second thread takes it at its next round.
      blockEventLoop(STALL_MS + 1000 + 1000 + 1500);
      // The takeover happened while this thread was still blocked: the row says so already.
      expect(await row()).toEqual({ owner: second.owner, epoch: epoch + 1 });
      await until(
        () => second.epochOf(name) !== undefined && first.epochOf(name) === undefined,
        10_000,
        'both keepers to report the handover',
      );
      expect(second.epochOf(name)).toBe(epoch + 1);
      expect(events).toEqual([
        `${first.owner} gained ${name} ${String(epoch)}`,
        `${first.owner} lost ${name} ${String(epoch)} stalled`,
        `${second.owner} gained ${name} ${String(epoch + 1)}`,
      ]);
      await first.stop();
      await second.stop();
      expect(errors).toEqual([]);
    }, 60_000);
  });
});
