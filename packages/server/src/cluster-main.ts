// One worker of the cluster (`npm run start:cluster` forks WORKERS of these through
// scripts/start-cluster.mjs; any process manager may run them instead, behind a load balancer).
// Environment: DATABASE_URL (required: the cluster's PostgreSQL), NATS_URL (required: its
// nats-server, configured with max_payload 32MB), WORKER_ID (names the worker in its lines), PORT,
// HOST, TRUST_PROXY (behind a load balancer: see trustProxyFrom) and every option variable
// `npm start` reads (server-env.ts, packages/server/README.md).
import {
  describeDatabase,
  EnvError,
  fatal,
  listenFailure,
  serverOptionsFromEnv,
  serverSettings,
  type ServerSettings,
} from './server-env.ts';
import { startWorker, type Worker, type WorkerEvent } from './cluster/worker.ts';
import type { ServerOptions } from './app.ts';

const COMMAND = 'npm run start:cluster';
const env = process.env;
const id = env.WORKER_ID ?? String(process.pid);
const name = `Worker ${id} (pid ${String(process.pid)})`;

const databaseUrl = env.DATABASE_URL ?? '';
const natsUrl = env.NATS_URL ?? '';
if (!databaseUrl)
  fatal(
    `DATABASE_URL is required in cluster mode: every worker shares one PostgreSQL (${COMMAND} starts a local one when it is unset)`,
  );
if (!natsUrl)
  fatal(
    `NATS_URL is required in cluster mode: the workers talk through one nats-server, e.g. NATS_URL=nats://127.0.0.1:4222 (${COMMAND} starts a local one when it is unset)`,
  );

let settings: ServerSettings;
let options: ServerOptions;
try {
  settings = serverSettings(env, COMMAND);
  options = serverOptionsFromEnv(env, settings);
} catch (error) {
  if (error instanceof EnvError) fatal(error.message);
  fatal(`${name} could not start: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * TRUST_PROXY behind a load balancer: "true" trusts every X-Forwarded-For hop, anything else is a
 * comma-separated list of the balancers' addresses or CIDRs. Unset: none.
 */
function trustProxyFrom(text: string | undefined): { trustProxy?: boolean | string[] } {
  if (text === undefined || text.trim() === '') return {};
  if (text === 'true') return { trustProxy: true };
  return { trustProxy: text.split(',').map((part) => part.trim()) };
}

const say = (line: string) => process.stdout.write(`${name} ${line}\n`);

function describe(event: WorkerEvent): string {
  switch (event.type) {
    case 'listening':
      return `serving ${event.url}`;
    case 'engine-started':
      return `runs the engine (lease epoch ${String(event.epoch)}, built in ${String(event.ms)} ms)`;
    case 'engine-stopped':
      return `stopped the engine (lease epoch ${String(event.epoch)}, ${event.reason})`;
  }
}

let worker: Worker;
try {
  worker = await startWorker({
    databaseUrl,
    natsUrl,
    port: settings.port,
    host: settings.host,
    workerId: id,
    server: options,
    ...trustProxyFrom(env.TRUST_PROXY),
    onEvent: (event) => {
      say(describe(event));
    },
  });
} catch (error) {
  const line = listenFailure(error, settings.port, settings.host, COMMAND);
  fatal(
    line ??
      `${name} could not start with ${describeDatabase(env)} and NATS ${natsUrl}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

// Ctrl+C reaches the primary and every worker (one process group), and SIGTERM may come from a
// process manager: the first signal stops this worker gracefully, repeats are ignored.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      process.stderr.write(`${name} did not stop within 5 s: exiting anyway\n`);
      process.exit(1);
    }, 5000);
    force.unref();
    void worker.stop().then(
      () => {
        say('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`${name}: error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
