import type { FastifyInstance } from 'fastify';
import { buildExchange, type Exchange, type ServerOptions } from '../app.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { type Bus, type BusSubscription, connectNatsBus } from './bus.ts';
import { buildEdgeApp, type EdgeAppOptions } from './edge-app.ts';
import { answerForwardedHttp } from './http-forward.ts';
import { type LeaseLossReason, LeaseKeeper } from './leases.ts';
import { bridgeHubToBus, type EdgeLive, installEdgeLive } from './live-bridge.ts';

/** The one lease whose holder runs the engine (all markets and cluster-wide jobs). */
export const ENGINE_LEASE = 'engine';

/** The close code sent to socket clients on a graceful stop: 1012 Service Restart. */
export const RESTART_CLOSE_CODE = 1012;

/** What a worker reports as it goes (cluster-main.ts prints them). */
export type WorkerEvent =
  /** The edge listens: HTTP and sockets are served here from now on. */
  | { type: 'listening'; url: string }
  /** This worker took the engine lease and built the engine; `ms` from the gain to answering. */
  | { type: 'engine-started'; epoch: number; ms: number }
  /** The engine stopped: 'released' on a graceful stop, otherwise the tenure was lost (fencing). */
  | { type: 'engine-stopped'; epoch: number; reason: LeaseLossReason };

export interface WorkerOptions {
  /** The cluster's PostgreSQL (DATABASE_URL): every worker's one source of state. */
  databaseUrl: string;
  /** The cluster's nats-server(s) (NATS_URL; a comma-separated list is allowed). */
  natsUrl: string;
  /** The shared port (node:cluster shares it between workers; 0: any free one). */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Names this worker in the lease owner and the NATS client name (WORKER_ID). */
  workerId?: string;
  /**
   * The engine's options, as `npm start` would build it (server-env.ts serverOptionsFromEnv);
   * the worker supplies the storage, and uses `staticDir`, `logger`, `disableRequestLogging` and
   * `live` for its edge as well. `database` and `cluster` are ignored.
   */
  server?: ServerOptions;
  /**
   * How long the engine lease lasts unrenewed (default 3000 ms). The keeper renews from its own
   * thread with its own PostgreSQL connection (leases.ts option `thread`), so building the
   * engine, which stalls this process's event loop for seconds at a time, ends no tenure.
   * Failover takes at most TTL + round (4 s).
   */
  leaseTtlMs?: number;
  /** The lease keeper's round (default 1000 ms). */
  renewEveryMs?: number;
  /**
   * How long the keeper's thread renews without a heartbeat from this process's event loop
   * before it gives the engine lease up (default 10 000 ms): a hung worker must not keep it.
   */
  leaseStallMs?: number;
  /** How long a forwarded request waits for the engine before 503 (default 10 s). */
  forwardTimeoutMs?: number;
  /** The edge's X-Forwarded-For trust behind a load balancer (TRUST_PROXY; see EdgeAppOptions). */
  trustProxy?: EdgeAppOptions['trustProxy'];
  /** Progress, for the entry's output. */
  onEvent?: (event: WorkerEvent) => void;
  /**
   * The engine lease was lost while running (refused or expired: another worker may own it now)
   * or the engine could not be built. The engine has already stopped answering; the default
   * writes the reason on stderr and exits 1 at once (fencing: a stalled owner never keeps
   * matching), and the cluster primary forks a fresh worker. Tests pass their own.
   */
  onFatal?: (reason: string) => void;
}

/** A running worker. */
export interface Worker {
  /** `http://host:port` of the edge. */
  readonly url: string;
  readonly port: number;
  readonly edge: FastifyInstance;
  readonly keeper: LeaseKeeper;
  readonly bus: Bus;
  readonly storage: Storage;
  /** The engine while this worker holds the lease and has built it. */
  engine(): Exchange | undefined;
  /**
   * Graceful stop (SIGTERM): stop taking connections, close the sockets with 1012 so clients
   * reconnect to another worker, stop the engine and release its lease for another worker to
   * take at its next round, close the bus and the storage.
   */
  stop(): Promise<void>;
}

/** One tenure of the engine lease on this worker. */
interface EngineSlot {
  epoch: number;
  gainedAt: number;
  /** Set when the tenure ended: a build still running closes what it built. */
  ended: boolean;
  building?: Promise<void>;
  running?: {
    exchange: Exchange;
    answering: BusSubscription;
    unbridge: () => void;
  };
}

function defaultFatal(reason: string): void {
  process.stderr.write(`${reason}: exiting so the engine has exactly one owner\n`);
  process.exit(1);
}

/**
 * One cluster worker (issue 26): every worker serves the EDGE on the shared port (GET /health,
 * GET /ready, the web app, the live feed from NATS; every other request forwarded to the engine
 * owner over NATS), and the one holding the "engine" lease also runs the ENGINE: buildExchange()
 * as the single process does (books rebuilt from PostgreSQL, every timer, the simulator), not
 * listening, answering the forwarded requests (app.inject) and publishing its socket hub on NATS.
 *
 * Migrations: every worker opens the storage and migrates; Kysely's PostgreSQL migrator holds a
 * session advisory lock around the whole run, so workers starting together migrate one after the
 * other (the later ones find nothing to do). Seeds (articles, markets, demo accounts …) run
 * inside buildExchange, so only the engine holder seeds, one at a time.
 *
 * @example
 * const worker = await startWorker({ databaseUrl, natsUrl, port: 8080, server: options });
 * process.once('SIGTERM', () => void worker.stop().then(() => process.exit(0)));
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const server = options.server ?? {};
  const onEvent = options.onEvent ?? (() => undefined);
  const onFatal = options.onFatal ?? defaultFatal;
  const host = options.host ?? '127.0.0.1';
  const id = options.workerId ?? String(process.pid);

  const storage = await openStorage({ url: options.databaseUrl });
  let bus: Bus;
  try {
    bus = await connectNatsBus({ servers: options.natsUrl, name: `exchange-worker-${id}` });
  } catch (error) {
    await storage.close();
    throw error;
  }

  let slot: EngineSlot | undefined;

  const buildEngine = async (current: EngineSlot): Promise<void> => {
    const exchange = await buildExchange({
      ...server,
      storage,
      database: undefined,
      // The edge serves the web app and /ready; the engine answers only what is forwarded.
      staticDir: undefined,
      cluster: undefined,
    });
    await exchange.app.ready();
    if (current.ended) {
      await exchange.app.close();
      return;
    }
    current.running = {
      exchange,
      unbridge: bridgeHubToBus(exchange.app.exchangeMarket.hub, bus),
      answering: answerForwardedHttp(exchange.app, bus),
    };
    onEvent({ type: 'engine-started', epoch: current.epoch, ms: Date.now() - current.gainedAt });
  };

  /** Stop answering and publishing at once (no await: fencing must not wait for anything). */
  const halt = (current: EngineSlot): void => {
    current.ended = true;
    const running = current.running;
    if (!running) return;
    running.answering.unsubscribe();
    running.unbridge();
  };

  /** Halt, then close the engine (its timers, the simulator, the hub), or let its build do so. */
  const closeEngine = async (current: EngineSlot): Promise<void> => {
    halt(current);
    if (current.running) await current.running.exchange.app.close();
    else await current.building;
  };

  const keeper = new LeaseKeeper({
    db: storage.db,
    names: [ENGINE_LEASE],
    owner: `worker-${id}:${String(process.pid)}:${Math.random().toString(36).slice(2, 10)}`,
    ttlMs: options.leaseTtlMs ?? 3000,
    renewEveryMs: options.renewEveryMs ?? 1000,
    thread: { databaseUrl: options.databaseUrl, stallMs: options.leaseStallMs },
    onGained: (name, epoch) => {
      if (name !== ENGINE_LEASE) return;
      const current: EngineSlot = { epoch, gainedAt: Date.now(), ended: false };
      slot = current;
      current.building = buildEngine(current).catch((error: unknown) => {
        // A build cut short by the tenure's end (a stop) is no failure of its own.
        if (current.ended) return;
        halt(current);
        onFatal(
          `The engine could not start: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      return current.building;
    },
    onLost: async (name, epoch, reason) => {
      const current = slot;
      if (name !== ENGINE_LEASE || current?.epoch !== epoch) return;
      slot = undefined;
      if (reason === 'released') {
        await closeEngine(current);
        onEvent({ type: 'engine-stopped', epoch, reason });
        return;
      }
      // Another worker may hold the lease already: stop matching now, then leave.
      halt(current);
      onEvent({ type: 'engine-stopped', epoch, reason });
      onFatal(`Lost the engine lease (epoch ${String(epoch)}, ${reason})`);
      await closeEngine(current);
    },
  });

  let edgeLive: EdgeLive | undefined;
  let edge: FastifyInstance;
  try {
    edge = await buildEdgeApp({
      bus,
      storage,
      readiness: { bus, leases: keeper },
      staticDir: server.staticDir,
      logger: server.logger,
      disableRequestLogging: server.disableRequestLogging,
      timeoutMs: options.forwardTimeoutMs,
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
      live: async (app) => {
        edgeLive = await installEdgeLive(app, { bus, storage, live: server.live });
      },
    });
    await edge.listen({ port: options.port, host });
  } catch (error) {
    await bus.close().catch(() => undefined);
    await storage.close();
    throw error;
  }
  const address = edge.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${String(port)}`;
  onEvent({ type: 'listening', url });
  keeper.start();

  let stopped: Promise<void> | undefined;
  const stop = async (): Promise<void> => {
    // A worker without the engine stops wanting it at once: when every worker stops together
    // (Ctrl+C), none starts building an engine the owner just released.
    const keeperStopped = slot ? undefined : keeper.stop();
    // Sockets first, with 1012 (Service Restart), so clients reconnect to another worker; then
    // the edge stops listening (node:cluster hands new connections to the other workers) and
    // answers the requests already in flight, forwarded ones included, before the engine stops.
    edgeLive?.closeAll(RESTART_CLOSE_CODE, 'Server restarting');
    await edge.close();
    await (keeperStopped ?? keeper.stop());
    edgeLive?.stop();
    await bus.close().catch(() => undefined);
    await storage.close();
  };

  return {
    url,
    port,
    edge,
    keeper,
    bus,
    storage,
    engine: () => slot?.running?.exchange,
    stop: () => (stopped ??= stop()),
  };
}
