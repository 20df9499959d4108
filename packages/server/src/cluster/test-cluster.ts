import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Big } from 'big.js';
import WebSocket from 'ws';
import { type ApiRoute, buildPath, encodeForm, encodeQuery } from '@exchange/api';
import { apiRoutes } from '@exchange/api';
import { openStorage, type Storage } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';
import { freePort, startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import type { ReadyReport } from './ready-route.ts';
import { startTestNats, type TestNats } from './test-nats.ts';

// The multi-process tests' harness (issue 26): a throwaway PostgreSQL and nats-server, worker
// processes (src/cluster-main.ts) on ports of their own, their /ready, real HTTP and real ws.

const PACKAGE = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'src/cluster-main.ts';
/** How much of a worker's output is kept for failure messages. */
const OUTPUT_LIMIT = 40_000;

/** Resolves after `ms`: only between the polls of {@link waitFor}. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Poll `probe` until it answers something other than undefined or false, and answer that; after
 * `timeoutMs` throw an error naming `what` (plus `details()`, e.g. the workers' output).
 *
 * @example const ready = await waitFor('B to hold the engine', async () => held(await b.ready()));
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  options: {
    timeoutMs?: number;
    intervalMs?: number;
    details?: () => string;
    /** Checked before each poll: a reason to give up at once (a worker died unexpectedly). */
    abort?: () => string | undefined;
  } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  const details = () => (options.details ? `\n${options.details()}` : '');
  let lastError: unknown;
  for (;;) {
    const abort = options.abort?.();
    if (abort) throw new Error(`Gave up waiting for ${what}: ${abort}${details()}`);
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await pause(options.intervalMs ?? 50);
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(
    `Timed out after ${String(timeoutMs)} ms waiting for ${what}${cause}${details()}`,
  );
}

/** An answer of the HTTP API: its status, envelope and headers. */
export interface ApiAnswer {
  status: number;
  body: { code: number; message: string; data: unknown };
  headers: Headers;
}

export interface CallInput {
  token?: string;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  params?: Record<string, string | number>;
}

/** One request of the HTTP API to `baseUrl`, as the web app sends it (form bodies, device headers). */
export async function call(
  baseUrl: string,
  route: ApiRoute,
  input: CallInput = {},
): Promise<ApiAnswer> {
  const search = encodeQuery(input.query);
  const headers: Record<string, string> = {
    'device-id': 'cluster-test',
    'device-type': '10',
    'device-name': 'web',
  };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const res = await fetch(
    `${baseUrl}${buildPath(route.path, input.params)}${search ? `?${search}` : ''}`,
    {
      method: route.method,
      headers,
      ...(input.body ? { body: encodeForm(input.body) } : {}),
    },
  );
  const text = await res.text();
  let body: ApiAnswer['body'];
  try {
    body = JSON.parse(text) as ApiAnswer['body'];
  } catch {
    body = { code: res.status, message: text.slice(0, 500), data: null };
  }
  return { status: res.status, body, headers: res.headers };
}

/** GET /ready of a worker: 200 with the report, or 503 naming what is not ready. */
export interface ReadyAnswer {
  status: number;
  report: ReadyReport | null;
  message: string;
}

/** The engine lease's epoch in a ready report, when the worker holds it. */
export function engineEpoch(answer: ReadyAnswer | undefined): number | undefined {
  const leases = answer?.report?.leases;
  return typeof leases === 'object' ? leases.held.engine : undefined;
}

/** A worker process (src/cluster-main.ts) on a port of its own. */
export interface WorkerProcess {
  readonly name: string;
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** `ws://127.0.0.1:<port>/ws` */
  readonly wsUrl: string;
  readonly child: ChildProcess;
  /** Its stdout and stderr so far (the last 40 kB). */
  output(): string;
  /** How it ended ("exit 1", "signal SIGKILL"), or undefined while it runs. */
  ended(): string | undefined;
  /** Resolves with {@link ended} once the process is gone. */
  readonly exited: Promise<string>;
  /** Send `signal`; the worker's end is then expected (no wait gives up on it). */
  kill(signal: NodeJS.Signals): void;
  /** Whether the test killed it (see {@link kill}). */
  readonly killed: boolean;
  ready(): Promise<ReadyAnswer>;
}

/** A worker's ready answer, or undefined when it does not answer (dead, restarting, refusing). */
async function readyOf(url: string): Promise<ReadyAnswer> {
  const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(3000) });
  const body = (await res.json()) as { message?: string; data?: unknown };
  return {
    status: res.status,
    report: res.status === 200 ? (body.data as ReadyReport) : null,
    message: body.message ?? '',
  };
}

function spawnWorker(name: string, port: number, env: Record<string, string>): WorkerProcess {
  if (!fs.existsSync(path.join(PACKAGE, ENTRY))) {
    throw new Error(
      `${ENTRY} is missing: the cluster tests start worker processes with it (env PORT, HOST, DATABASE_URL, NATS_URL, WORKER_ID, DEMO and main.ts's option variables)`,
    );
  }
  // node itself with tsx's loader: a kill reaches the worker (the tsx CLI would leave a child).
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: PACKAGE,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', WORKER_ID: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let ended: string | undefined;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = signal ? `signal ${signal}` : `exit ${String(code)}`;
      resolve(ended);
    });
  });
  const url = `http://127.0.0.1:${String(port)}`;
  let killed = false;
  return {
    name,
    port,
    url,
    wsUrl: `ws://127.0.0.1:${String(port)}/ws`,
    child,
    output: () => output,
    ended: () => ended,
    exited,
    kill(signal) {
      killed = true;
      child.kill(signal);
    },
    get killed() {
      return killed;
    },
    ready: () => readyOf(url),
  };
}

/** PostgreSQL, NATS and the worker processes of one test file. */
export interface TestCluster {
  readonly databaseUrl: string;
  readonly nats: TestNats;
  /** The test's own connection to the cluster's database (migrated before any worker started). */
  readonly storage: Storage;
  readonly workers: readonly WorkerProcess[];
  /** Start a worker and wait until its /ready answers 200 (storage, NATS and leases known). */
  startWorker(name: string): Promise<WorkerProcess>;
  /** Wait until exactly one running worker's /ready shows the engine lease; answer it. */
  engineHolder(timeoutMs?: number): Promise<WorkerProcess>;
  /** Wait until `worker` answers forwarded API requests (200, not 503 while an engine starts). */
  serving(worker: WorkerProcess, timeoutMs?: number): Promise<void>;
  /** {@link waitFor} with every worker's output in the timeout's message. */
  waitFor<T>(
    what: string,
    probe: () => Promise<T | undefined | false> | T | undefined | false,
    timeoutMs?: number,
  ): Promise<T>;
  /** Every worker's end and output, for a failure message. */
  logs(): string;
  /** Kill every worker (SIGKILL), stop NATS and PostgreSQL; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Start a throwaway PostgreSQL (test/postgres.ts, or DATABASE_URL's server) with a fresh migrated
 * database and a nats-server; workers are started with {@link TestCluster.startWorker}, each with
 * `env` on top of DEMO=0. Whatever happens, {@link TestCluster.stop} (in afterAll) and a process
 * exit hook kill the workers.
 *
 * @example
 * const cluster = await startTestCluster({ OPTION_TIMES: '3:0.8' });
 * const a = await cluster.startWorker('a');
 */
export async function startTestCluster(env: Record<string, string> = {}): Promise<TestCluster> {
  let pg: TestPostgres | undefined;
  let nats: TestNats | undefined;
  let storage: Storage | undefined;
  const workers: WorkerProcess[] = [];
  const killAll = () => {
    for (const worker of workers) if (!worker.ended()) worker.kill('SIGKILL');
  };
  process.once('exit', killAll);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killAll();
    await Promise.all(workers.map((worker) => worker.exited));
    process.removeListener('exit', killAll);
    await storage?.close().catch(() => undefined);
    await nats?.stop();
    await pg?.stop();
  };

  try {
    pg = await startTestPostgres();
    const databaseUrl = await pg.createDatabase();
    // Migrated here, once, so the workers start on a ready schema.
    storage = await openStorage({ url: databaseUrl });
    // As the cluster runs it (scripts/start-cluster.mjs): 32 MB messages for forwarded uploads.
    nats = await startTestNats({ maxPayload: '32MB' });
    const natsUrl = nats.url;
    const db = storage;

    const logs = () =>
      workers
        .map(
          (w) =>
            `--- worker ${w.name} (port ${String(w.port)}, ${w.ended() ?? 'running'}) ---\n${w.output().slice(-8000)}`,
        )
        .join('\n');
    const wait = <T>(
      what: string,
      probe: () => Promise<T | undefined | false> | T | undefined | false,
      timeoutMs = 10_000,
    ) =>
      waitFor(what, probe, {
        timeoutMs,
        details: logs,
        abort: () => {
          const dead = workers.find((w) => w.ended() && !w.killed);
          return dead && `worker ${dead.name} ended on its own (${String(dead.ended())})`;
        },
      });

    const cluster: TestCluster = {
      databaseUrl,
      nats,
      storage: db,
      workers,
      async startWorker(name) {
        const worker = spawnWorker(name, await freePort(), {
          DEMO: '0',
          ...env,
          DATABASE_URL: databaseUrl,
          NATS_URL: natsUrl,
        });
        workers.push(worker);
        await wait(
          `worker ${name} to answer /ready with 200`,
          async () => {
            const answer = await worker.ready().catch(() => undefined);
            return answer?.status === 200;
          },
          45_000,
        );
        return worker;
      },
      engineHolder: (timeoutMs = 10_000) =>
        wait(
          'one worker to hold the engine lease',
          async () => {
            const running = workers.filter((w) => !w.ended());
            const answers = await Promise.all(running.map((w) => w.ready().catch(() => undefined)));
            const holders = running.filter((_, i) => engineEpoch(answers[i]) !== undefined);
            return holders.length === 1 ? holders[0] : undefined;
          },
          timeoutMs,
        ),
      async serving(worker, timeoutMs = 20_000) {
        await wait(
          `worker ${worker.name} to answer forwarded requests`,
          async () =>
            (await call(worker.url, apiRoutes.spotPairs).catch(() => undefined))?.status === 200,
          timeoutMs,
        );
      },
      waitFor: wait,
      logs,
      stop,
    };
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A registered user: id and session token. */
export interface Trader {
  id: number;
  email: string;
  token: string;
}

/**
 * Register `email` through `worker`'s HTTP API (the e-mail code read from the database) and
 * deposit `funds` (coin → amount) straight in the ledger.
 */
export async function registerTrader(
  cluster: TestCluster,
  worker: WorkerProcess,
  email: string,
  funds: Record<string, string> = {},
): Promise<Trader> {
  const captcha = await call(worker.url, apiRoutes.getCaptcha, {
    body: { email, type: 'register' },
  });
  if (captcha.status !== 200)
    throw new Error(`getCaptcha ${String(captcha.status)}: ${captcha.body.message}`);
  const { code } = await cluster.storage.db
    .selectFrom('email_codes')
    .select('code')
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const res = await call(worker.url, apiRoutes.register, {
    body: { email, password: 'correct horse 42', email_code: code },
  });
  if (res.status !== 200) throw new Error(`register ${String(res.status)}: ${res.body.message}`);
  const data = res.body.data as { token: string; user: { id: number } };
  await cluster.storage.db.transaction().execute(async (trx) => {
    for (const [coin, amount] of Object.entries(funds))
      await ledger.deposit(trx, {
        userId: data.user.id,
        coin,
        amount,
        reason: 'deposit',
        refId: `${email}-${coin}`,
      });
  });
  return { id: data.user.id, email, token: data.token };
}

/** Every coin's sum over all ledger accounts (balance + frozen): moving money never changes it. */
export async function ledgerTotals(storage: Storage): Promise<Record<string, string>> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .execute();
  const sum = new Map<string, Big>();
  for (const r of rows)
    sum.set(r.coin, (sum.get(r.coin) ?? new Big(0)).plus(r.balance).plus(r.frozen));
  return Object.fromEntries([...sum].sort().map(([coin, v]) => [coin, v.toFixed()]));
}

/** A server message as received: `{ cmd, data }`. */
export interface LiveMessage {
  cmd: string;
  data: Record<string, unknown>;
}

/** A ws client of a worker's /ws: every message it received, in order, and waits on them. */
export class LiveClient {
  readonly messages: LiveMessage[] = [];
  /** The close code once the socket closed. */
  closeCode: number | undefined;
  private readonly waiters = new Set<() => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as LiveMessage);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** Open a socket on `wsUrl` (with `token` for a later bindUid), resolving once it is open. */
  static open(wsUrl: string, token?: string): Promise<LiveClient> {
    const socket = new WebSocket(token ? `${wsUrl}?token=${encodeURIComponent(token)}` : wsUrl);
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(new LiveClient(socket));
      });
      socket.once('error', reject);
    });
  }

  send(cmd: string, data: Record<string, unknown>): void {
    this.socket.send(JSON.stringify({ cmd, data }));
  }

  /**
   * Resolves with the first message from index `from` on that `match`es (already received or
   * still to come); rejects after `timeoutMs` or when the socket closes first.
   */
  next(
    what: string,
    match: (message: LiveMessage) => boolean,
    options: { from?: number; timeoutMs?: number } = {},
  ): Promise<LiveMessage> {
    const from = options.from ?? 0;
    const timeoutMs = options.timeoutMs ?? 10_000;
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.slice(from).find(match);
        if (found) {
          done();
          resolve(found);
        } else if (this.closeCode !== undefined) {
          done();
          reject(new Error(`socket closed (${String(this.closeCode)}) before ${what}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(
            `No ${what} within ${String(timeoutMs)} ms; received:\n${this.messages
              .slice(-20)
              .map((m) => JSON.stringify(m).slice(0, 300))
              .join('\n')}`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Resolves with the close code once the socket closed; rejects after `timeoutMs`. */
  closed(timeoutMs = 10_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.closeCode === undefined) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(this.closeCode);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`The socket did not close within ${String(timeoutMs)} ms`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  close(): void {
    this.socket.terminate();
  }
}
