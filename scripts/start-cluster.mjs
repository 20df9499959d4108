// `npm run start:cluster`: the exchange as WORKERS processes (default 2) sharing PORT (8080)
// through node:cluster, over one PostgreSQL and one nats-server (issue 26). Both are started here
// (a data dir under data/cluster/, nats-server on a free port) unless DATABASE_URL / NATS_URL
// point at running ones. Each worker is packages/server/src/cluster-main.ts: an edge on every
// worker, the engine on the one holding the "engine" lease. A worker that exits unexpectedly is
// replaced; Ctrl+C stops the workers (gracefully), then nats-server and PostgreSQL.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const root = path.join(import.meta.dirname, '..');
const COMMAND = 'npm run start:cluster';
const workerCount = Number(process.env.WORKERS ?? 2);
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 64) {
  console.error(
    `WORKERS=${process.env.WORKERS} is not a number of workers: use e.g. WORKERS=3 ${COMMAND}`,
  );
  process.exit(1);
}

/** Everything to undo on the way out, last started first. */
const cleanups = [];
let stopping = false;
let current = null;

function cleanUp() {
  while (cleanups.length > 0) {
    try {
      cleanups.pop()();
    } catch (error) {
      console.error(String(error instanceof Error ? error.message : error));
    }
  }
}

function fail(line) {
  console.error(line);
  cleanUp();
  process.exit(1);
}

// A signal before the workers run stops whatever runs (the build) and exits after cleaning up.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    current?.kill(signal);
    stopWorkers();
  });
}

ensureDependencies();

const system = spawnSync('bash', [path.join(root, 'scripts/ensure-system.sh'), 'cluster'], {
  stdio: 'inherit',
});
if (system.status !== 0) process.exit(system.status ?? 1);

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  current = child;
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// The web app every worker's edge serves (turbo caches it), as `npm start` builds it.
const built = await run(path.join(root, 'node_modules', '.bin', 'turbo'), [
  'run',
  'build',
  '--filter=@exchange/app',
  '--output-logs=errors-only',
]);
if (built !== 0 || stopping) process.exit(built || 1);

/** A loopback port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// --- PostgreSQL: DATABASE_URL, or a cluster of our own in data/cluster/postgres --------------

function postgresBinDir() {
  const candidates = (process.env.PATH ?? '').split(path.delimiter);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort().reverse())
      candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find(
    (dir) =>
      dir && ['initdb', 'pg_ctl', 'createdb'].every((bin) => fs.existsSync(path.join(dir, bin))),
  );
}

const asRoot = process.getuid?.() === 0;

/** Run a PostgreSQL program; as root it runs as `postgres`, which initdb and postgres require. */
function pgRun(bin, args, { allowFailure = false } = {}) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 90_000 });
  if (result.status !== 0 && !allowFailure) {
    throw new Error(
      `${path.basename(bin)} failed (${result.status}): ${(result.stderr || result.stdout).trim()}`,
    );
  }
  return result;
}

async function startPostgres() {
  const binDir = postgresBinDir();
  if (!binDir)
    fail('PostgreSQL is missing: install it (apt-get install postgresql) or set DATABASE_URL');
  const bin = (name) => path.join(binDir, name);
  const home = path.join(root, 'data', 'cluster', 'postgres');
  const data = path.join(home, 'data');
  fs.mkdirSync(home, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(home, uid, gid);
    // The postgres user must reach its folder: data/ may be 0700 (the identity store creates
    // it so); let others traverse it (x only: listing and the folders inside keep their modes).
    for (const dir of [path.join(root, 'data'), path.dirname(home)]) {
      const mode = fs.statSync(dir).mode & 0o777;
      if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
    }
  }
  const fresh = !fs.existsSync(path.join(data, 'PG_VERSION'));
  if (fresh) {
    console.log(`Creating the cluster's PostgreSQL data in ${path.relative(root, data)} (once)...`);
    pgRun(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  } else if (pgRun(bin('pg_ctl'), ['-D', data, 'status'], { allowFailure: true }).status === 0) {
    // Left running by a start that was killed: restart it on a port of this run.
    pgRun(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  }
  const port = await freePort();
  pgRun(bin('pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(home, 'postgres.log'),
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    `-p ${port} -k ${home} -c listen_addresses=127.0.0.1`,
  ]);
  cleanups.push(() => {
    pgRun(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { allowFailure: true });
  });
  const created = pgRun(
    bin('createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'exchange'],
    { allowFailure: true },
  );
  if (created.status !== 0 && !/already exists/.test(created.stderr)) {
    fail(`Could not create the exchange database: ${created.stderr.trim()}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/exchange`,
    where: `local, ${path.relative(root, data)}`,
  };
}

// --- nats-server: NATS_URL, or one of our own on a free port ---------------------------------

function natsBinary() {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/bin'];
  return dirs
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nats-server'))
    .find((file) => fs.existsSync(file));
}

function answersInfo(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('data', (chunk) => done(chunk.toString('utf8').startsWith('INFO')));
    socket.once('error', () => done(false));
  });
}

async function startNats() {
  const binary = natsBinary();
  if (!binary)
    fail('nats-server is missing: install it (apt-get install nats-server) or set NATS_URL');
  const port = await freePort();
  const dir = path.join(root, 'data', 'cluster');
  const log = path.join(dir, 'nats.log');
  fs.mkdirSync(dir, { recursive: true });
  // Messages up to 32 MB (a forwarded request travels base64 in JSON: the identity form's three
  // 5-MB images are ~20 MB); the default is 1 MB. A config file: Debian's nats-server (2.9) has no --max_payload flag.
  const config = path.join(dir, 'nats.conf');
  fs.writeFileSync(config, 'max_payload: 33554432\n');
  const out = fs.openSync(log, 'a');
  // Its own process group: Ctrl+C must not stop it before the workers have let go.
  const child = spawn(binary, ['-c', config, '-a', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  let exited = null;
  child.once('exit', (code, signal) => (exited = code ?? signal));
  cleanups.push(() => {
    if (exited === null) child.kill('SIGTERM');
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && exited === null) {
    if (await answersInfo(port)) return `nats://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  fail(`nats-server did not start (${exited ?? 'timed out'}): see ${path.relative(root, log)}`);
}

let database;
try {
  database = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, where: 'DATABASE_URL' }
    : await startPostgres();
} catch (error) {
  fail(`Could not start PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
}
const natsUrl = process.env.NATS_URL ?? (await startNats());
if (stopping) {
  cleanUp();
  process.exit(1);
}

// --- the workers -------------------------------------------------------------------------------

const env = {
  DATABASE_URL: database.url,
  NATS_URL: natsUrl,
  PORT: process.env.PORT ?? '8080',
};
// Demo mode is the default, as for `npm start`: DEMO_DEFAULT=1 tells the workers it was not
// asked for, so they refuse to expose it beyond this machine (HOST) unless DEMO=1 is given.
if (process.env.DEMO === undefined) {
  env.DEMO = '1';
  env.DEMO_DEFAULT = '1';
} else {
  env.DEMO_DEFAULT = '';
}

cluster.setupPrimary({
  exec: path.join(root, 'packages/server/src/cluster-main.ts'),
  execArgv: ['--import', 'tsx'],
});

/** WORKER_ID → { worker, listened } for the workers alive now. */
const slots = new Map();
let sharedPort = null;
/** Workers in a row that died within 30 s of their start. */
let recentFailures = 0;
let bannerShown = false;

function fork(id) {
  const worker = cluster.fork({ ...env, WORKER_ID: String(id) });
  slots.set(id, { worker, listened: false, startedAt: Date.now() });
  worker.on('listening', (address) => {
    const slot = slots.get(id);
    if (slot?.worker === worker) slot.listened = true;
    sharedPort ??= address.port;
    if (!bannerShown && [...slots.values()].every((s) => s.listened)) showBanner();
  });
  worker.on('exit', (code, signal) => {
    const slot = slots.get(id);
    if (slot?.worker !== worker) return;
    slots.delete(id);
    if (stopping) {
      if (slots.size === 0) finish();
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!slot.listened) {
      // It never served (a port in use, a database it cannot open …): its line says why.
      stopping = true;
      console.error(`Worker ${id} could not start (${how}): stopping the cluster`);
      exitCode = 1;
      stopWorkers();
      return;
    }
    // Replace it; when workers keep dying young (a failover under heavy load), wait longer each
    // time (1, 2, 4 … 10 s), so fresh workers starting up do not starve the one building the
    // engine of CPU.
    const young = Date.now() - slot.startedAt < 30_000;
    recentFailures = young ? recentFailures + 1 : 0;
    const delay = young ? Math.min(10_000, 1000 * 2 ** (recentFailures - 1)) : 0;
    console.log(
      `Worker ${id} exited (${how}): starting a new one${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork(id);
    }, delay);
  });
}

function showBanner() {
  bannerShown = true;
  const host = process.env.HOST ?? '127.0.0.1';
  const shown = host === '127.0.0.1' || host === 'localhost' ? 'localhost' : host;
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  console.log(
    [
      `Exchange cluster running at http://${shown}:${sharedPort} (${workerCount} worker${workerCount === 1 ? '' : 's'} sharing the port)`,
      `  data:  PostgreSQL ${database.url.replace(/:[^:@/]*@/, ':***@')} (${database.where})`,
      `  nats:  ${natsUrl}${process.env.NATS_URL ? ' (NATS_URL)' : ' (local nats-server, max_payload 32 MB)'}`,
      `  demo:  ${demo ? 'on (demo funds, /demo/mailbox, simulator control)' : 'off'}`,
      '  engine: one worker at a time (the "engine" lease); another takes over within 5 s if it dies',
      '  stop:  Ctrl+C',
      '',
    ].join('\n'),
  );
}

let exitCode = 0;
let forceTimer = null;

function stopWorkers() {
  if (slots.size === 0) {
    finish();
    return;
  }
  // Ctrl+C already reached the workers (one process group); SIGTERM covers a kill of this one.
  for (const { worker } of slots.values()) worker.process.kill('SIGTERM');
  forceTimer ??= setTimeout(() => {
    for (const { worker } of slots.values()) worker.process.kill('SIGKILL');
  }, 8000);
}

function finish() {
  clearTimeout(forceTimer);
  cleanUp();
  if (bannerShown) console.log('Exchange cluster stopped');
  process.exit(exitCode);
}

for (let id = 1; id <= workerCount; id += 1) fork(id);

// `npm run start:cluster` runs this under `sh -c`, and npm forwards SIGTERM to that shell only:
// when our parent goes away, stop as if the signal had reached us (as scripts/start.mjs does).
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) {
      stopping = true;
      stopWorkers();
    }
  }, 500).unref();
}
