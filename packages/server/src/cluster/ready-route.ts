import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fail, ok } from '@exchange/api';
import type { Storage } from '../db/connect.ts';
import type { LeaseSnapshot } from './leases.ts';

/** The cluster parts a process runs with, for readiness; none in the single-process server. */
export interface ClusterReadiness {
  /** The NATS bus (bus.ts connectNatsBus), when NATS_URL is configured. */
  bus?: { readonly connected: boolean };
  /** The lease keeper, when this process takes part in lease ownership. */
  leases?: { snapshot(): LeaseSnapshot };
}

/** GET /ready's data. */
export interface ReadyReport {
  ready: boolean;
  /** 'ok', or why the trivial query failed. */
  storage: string;
  nats: 'ok' | 'disconnected' | 'not configured';
  leases: LeaseSnapshot | 'not configured';
}

/** How long the storage may take to answer `select 1` before it counts as not ready. */
const STORAGE_TIMEOUT_MS = 2000;

async function probeStorage(storage: Storage): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(storage.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no answer within ${String(STORAGE_TIMEOUT_MS)} ms`));
        }, STORAGE_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness of this process (`/health` is liveness): 200 with {@link ReadyReport} when the
 * storage answers a trivial query, NATS (when configured) is connected and the lease keeper
 * (when there is one) has run its first round; otherwise 503 whose message names what is not.
 *
 * @example
 * registerReadyRoute(app, storage, { bus, leases: keeper });
 */
export function registerReadyRoute(
  app: FastifyInstance,
  storage: Storage,
  cluster: ClusterReadiness = {},
): void {
  app.get('/ready', async (_request, reply) => {
    const report: ReadyReport = {
      ready: false,
      storage: await probeStorage(storage),
      nats: cluster.bus ? (cluster.bus.connected ? 'ok' : 'disconnected') : 'not configured',
      leases: cluster.leases ? cluster.leases.snapshot() : 'not configured',
    };
    const notReady: string[] = [];
    if (report.storage !== 'ok') notReady.push(`storage (${report.storage})`);
    if (report.nats === 'disconnected') notReady.push('nats (disconnected)');
    if (typeof report.leases === 'object' && !report.leases.known) {
      notReady.push('leases (first round pending)');
    }
    if (notReady.length > 0) {
      return reply.code(503).send(fail(503, `Not ready: ${notReady.join(', ')}`));
    }
    report.ready = true;
    return ok(report);
  });
}
