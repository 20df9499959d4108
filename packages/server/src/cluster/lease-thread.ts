/**
 * The lease thread of a threaded {@link LeaseKeeper} (leases.ts, option `thread`): its rounds run
 * here, in a worker thread with its own PostgreSQL pool, so they go on while the process's main
 * event loop is busy (building an engine stalls it for seconds). Gains, losses, errors and the
 * end of each round are posted to the main thread, which runs the callbacks.
 *
 * Watchdog: the main thread posts a heartbeat every 250 ms; when none has come for `stallMs`,
 * the rounds give every held lease up ('stalled', released at once so another process takes it
 * at its next round) and take none until the heartbeats come back: a hung process must not keep
 * its leases, and fencing (the epoch) stays honest.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';
import { pgTypes } from '../db/connect.ts';
import {
  type FromLeaseThread,
  type LeaseThreadData,
  LeaseRounds,
  type ToLeaseThread,
} from './leases.ts';

const port = parentPort;
if (!port) throw new Error('lease-thread.ts runs in a worker thread (LeaseKeeper option thread)');
const data = workerData as LeaseThreadData;

// Two connections: a round's statements for several names run side by side.
const pool = new pg.Pool({ connectionString: data.databaseUrl, max: 2, types: pgTypes });
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

const post = (message: FromLeaseThread): void => {
  port.postMessage(message);
};
const postError = (error: unknown): void => {
  try {
    post({ type: 'error', error });
  } catch {
    // Not cloneable (a driver error with functions on it): its text is enough.
    post({ type: 'error', error: new Error(error instanceof Error ? error.message : 'error') });
  }
};
// An idle connection's error (PostgreSQL restarting): the next statement reconnects.
pool.on('error', postError);

let lastBeat = performance.now();
const rounds = new LeaseRounds(
  {
    db,
    owner: data.owner,
    names: data.names,
    ttlMs: data.ttlMs,
    renewEveryMs: data.renewEveryMs,
    clock: () => performance.now(),
    healthy: () => performance.now() - lastBeat < data.stallMs,
  },
  {
    gained: (name, epoch) => {
      post({ type: 'gained', name, epoch });
    },
    lost: (name, epoch, reason) => {
      post({ type: 'lost', name, epoch, reason });
    },
    error: postError,
    round: () => {
      post({ type: 'round' });
    },
  },
);

const answer = async (id: number, work: () => Promise<unknown>): Promise<void> => {
  const result = await work();
  post({ type: 'done', id, held: Array.isArray(result) ? (result as [string, number][]) : [] });
};

port.on('message', (message: ToLeaseThread) => {
  switch (message.type) {
    case 'beat':
      lastBeat = performance.now();
      return;
    case 'start':
      lastBeat = performance.now();
      rounds.start();
      return;
    case 'want':
      rounds.want(message.name);
      return;
    case 'tick':
      void answer(message.id, () => rounds.tick());
      return;
    case 'halt':
      void answer(message.id, () => rounds.halt());
      return;
    case 'release':
      void answer(message.id, () => rounds.release(message.held));
      return;
    case 'close':
      void rounds
        .halt()
        .then(() => db.destroy())
        .catch(postError)
        .finally(() => {
          port.close();
        });
      return;
  }
});
