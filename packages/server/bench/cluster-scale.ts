// The cluster scale-out section of `npm run bench` (issue 26): 1, 2 and 3 real worker processes
// (src/cluster-main.ts, ports of their own) over one PostgreSQL and one nats-server, started by
// the cluster tests' harness (src/cluster/test-cluster.ts), with the clients spread round-robin
// over the workers' ports as a load balancer would:
//  - socket fan-out: 1,000 ws clients subscribed to trade@ETHUSDT (and the trade tickers), the
//    engine fed limit orders at a fixed rate (bench/http-load.ts, open loop, through the first
//    worker); messages/s counted at the clients over a fixed window after a warm-up;
//  - order throughput: POST /spots/order at max load (autocannon, connections round-robin over
//    the workers), req/s and p50/p99.
// The workers are added one by one to the same cluster (the first keeps the engine lease), so the
// book and the tables grow from one phase to the next. Each window's CPU seconds per process are
// read from /proc/<pid>/stat (utime + stime) to show where the time goes.
// Run alone: node --import tsx bench/cluster-scale.ts. Its own child modes: `clients` (the ws
// clients' process) and `orders` (the autocannon process).
import { type ChildProcessByStdio, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import {
  registerTrader,
  startTestCluster,
  type TestCluster,
  type WorkerProcess,
} from '../src/cluster/test-cluster.ts';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const SCRIPT = 'bench/cluster-scale.ts';
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
/** The measured window of each figure, after its warm-up. */
const WINDOW_SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 5);
const WARM_SECONDS = 2;
/**
 * Orders per second that drive the fan-out (half of them cross: trades, candles, book): well under
 * what one engine answers on this machine (~150/s at max load), so the engine is not saturated.
 */
const FANOUT_ORDER_RATE = 50;
/** autocannon connections at max load: a multiple of 1, 2 and 3, so each worker gets its share. */
const ORDER_CONNECTIONS = 24;
const PROCESS_COUNTS = [1, 2, 3] as const;
/** The clients' source addresses (127.0.0.2 …): the edge caps sockets per address (20). */
const SOURCE_ADDRESSES = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const int = (n: number) => Math.round(n).toLocaleString('en');

// ---------------------------------------------------------------------------------------------
// CPU seconds per process, from /proc (process.cpuUsage only knows this process).

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  pid: number;
  comm: string;
  ppid: number;
  seconds: number;
  /** The CPU seconds of its children it has waited for (cutime + cstime). */
  reaped: number;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    // After "pid (comm) ": state ppid … utime is field 14, stime 15 (1-based over the whole line).
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      comm,
      ppid: Number(fields[1]),
      seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
      reaped: (Number(fields[13]) + Number(fields[14])) / TICKS,
    };
  } catch {
    return undefined;
  }
}

function allStats(): ProcStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => procStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** The PostgreSQL server listening on `port`: its postmaster's pid. */
function postmasterOf(port: string): number | undefined {
  for (const stat of allStats()) {
    if (stat.comm !== 'postgres') continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${String(stat.pid)}/cmdline`, 'utf8');
      if (cmdline.includes(`-p ${port}`) || cmdline.includes(`-p\0${port}`)) return stat.pid;
    } catch {
      // Gone meanwhile.
    }
  }
  return undefined;
}

/** The processes whose CPU the section reports: name → how to read their CPU seconds now. */
type CpuProbes = Record<string, () => number>;

function cpuProbes(cluster: TestCluster, extra: Record<string, number | undefined>): CpuProbes {
  const probes: CpuProbes = {};
  for (const worker of cluster.workers) {
    const pid = worker.child.pid;
    if (pid !== undefined) probes[`worker ${worker.name}`] = () => procStat(pid)?.seconds ?? 0;
  }
  const nats = allStats().find((s) => s.comm === 'nats-server' && s.ppid === process.pid);
  if (nats) probes['nats-server'] = () => procStat(nats.pid)?.seconds ?? 0;
  const postmaster = postmasterOf(new URL(cluster.databaseUrl).port);
  if (postmaster !== undefined)
    // The postmaster, its live backends and those it reaped (their time moves to its cutime).
    probes.postgres = () =>
      allStats()
        .filter((s) => s.pid === postmaster || s.ppid === postmaster)
        .reduce((sum, s) => sum + s.seconds + (s.pid === postmaster ? s.reaped : 0), 0);
  for (const [name, pid] of Object.entries(extra))
    if (pid !== undefined) probes[name] = () => procStat(pid)?.seconds ?? 0;
  return probes;
}

function sample(probes: CpuProbes): Record<string, number> {
  return Object.fromEntries(Object.entries(probes).map(([name, read]) => [name, read()]));
}

function used(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after).map(([name, seconds]) => [name, seconds - (before[name] ?? 0)]),
  );
}

function describeCpu(cpu: Record<string, number>, engine: string): string {
  return Object.entries(cpu)
    .map(
      ([name, s]) => `${name === `worker ${engine}` ? `${name} (engine)` : name} ${s.toFixed(2)}`,
    )
    .join(', ');
}

// ---------------------------------------------------------------------------------------------
// Child mode `clients`: <count> <wsUrl,…>. Socket i goes to url i mod n from 127.0.0.(2 + i mod
// 100); prints `ready` once every socket got its first message (the depth snapshot), then a JSON
// line {at, received: per url, closed: per url} per `mark` on stdin; `end` closes everything.

async function clientsMain(count: number, urls: string[]): Promise<void> {
  const received = urls.map(() => 0);
  const closed = urls.map(() => 0);
  const sockets: WebSocket[] = [];
  let ending = false;
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const server = i % urls.length;
      const socket = new WebSocket(urls[server] ?? '', {
        localAddress: `127.0.0.${String(2 + (i % SOURCE_ADDRESSES))}`,
      });
      sockets.push(socket);
      socket.once('message', () => {
        resolve();
        socket.on('message', () => {
          received[server] = (received[server] ?? 0) + 1;
        });
        socket.on('close', () => {
          if (!ending) closed[server] = (closed[server] ?? 0) + 1;
        });
      });
      socket.once('open', () => {
        socket.send(JSON.stringify({ cmd: 'home.subscribe', data: { symbol: 'trade@ETHUSDT' } }));
        socket.send(JSON.stringify({ cmd: 'home.subscribeTicker', data: { kind: 'trade' } }));
      });
      socket.once('error', reject);
    });
  // In batches of 100, so no edge sees a thousand handshakes and snapshot requests at once.
  for (let i = 0; i < count; i += 100)
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)));
  process.stdout.write('ready\n');
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (line === 'mark')
      process.stdout.write(`${JSON.stringify({ at: performance.now(), received, closed })}\n`);
    else if (line === 'end') break;
  }
  ending = true;
  for (const socket of sockets) socket.terminate();
  process.exit(0);
}

// Child mode `orders`: <httpUrl,…> <token,…> <seconds> <connections>. POST /spots/order as
// bench/http-load.ts sends it (alternating buy/sell limit orders around 3000, about half cross),
// autocannon's connections round-robin over the urls: WARM_SECONDS of warm-up, `measuring` on
// stdout, then the measured run's JSON line.

async function ordersMain(
  urls: string[],
  tokens: string[],
  seconds: number,
  connections: number,
): Promise<void> {
  const boundary = 'benchboundary';
  let sequence = 0;
  const nextOrder = () => {
    sequence += 1;
    const fields: Record<string, string> = {
      symbol: 'ETHUSDT',
      side: sequence % 2 === 0 ? 'buy' : 'sell',
      type: 'limit',
      price: String(2995 + (sequence % 11)),
      amount: '0.01',
      client_order_id: `c${String(process.pid)}-${String(sequence)}`,
    };
    return {
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${tokens[sequence % tokens.length] ?? ''}`,
        'device-id': 'bench',
        'device-type': '10',
      },
      body:
        Object.entries(fields)
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') + `--${boundary}--\r\n`,
    };
  };
  const run = (duration: number) =>
    autocannon({
      // autocannon takes several urls (connection i to url i mod n); bench/autocannon.d.ts
      // declares only the one-url form.
      url: urls as unknown as string,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/spots/order',
          setupRequest: (request) => ({ ...request, ...nextOrder() }),
        },
      ],
    });
  await run(WARM_SECONDS);
  process.stdout.write('measuring\n');
  const result = await run(seconds);
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    })}\n`,
  );
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The parent: the cluster, its phases and the lines.

type Child = ChildProcessByStdio<Writable, Readable, null>;

/** A child of this script or another bench script: its stdout lines, one at a time. */
function child(args: string[]): { proc: Child; line: () => Promise<string> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: PACKAGE,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  let ended = false;
  proc.stdout.on('data', (data: Buffer) => {
    buffer += data.toString('utf8');
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) {
      const next = waiting.shift();
      if (next) next(part);
      else lines.push(part);
    }
  });
  proc.once('exit', () => {
    ended = true;
    for (const next of waiting.splice(0)) next('');
  });
  return {
    proc,
    line: () =>
      new Promise((resolve) => {
        const first = lines.shift();
        if (first !== undefined) resolve(first);
        else if (ended) resolve('');
        else waiting.push(resolve);
      }),
  };
}

async function until(
  next: () => Promise<string>,
  match: (line: string) => boolean,
  what: string,
): Promise<string> {
  for (;;) {
    const line = await next();
    if (line === '') throw new Error(`${SCRIPT}: the child ended before ${what}`);
    if (match(line)) return line;
  }
}

interface FanoutFigures {
  perSecond: number;
  /** Messages/s received by each worker's clients. */
  perWorker: number[];
  closed: number;
  cpu: Record<string, number>;
  /** The driving orders: answered per second and p99 (ms), from http-load.ts. */
  driver: Record<string, number>;
}

interface OrderFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  cpu: Record<string, number>;
}

async function fanout(
  cluster: TestCluster,
  workers: readonly WorkerProcess[],
  tokens: string,
): Promise<FanoutFigures> {
  const clients = child([
    SCRIPT,
    'clients',
    String(CLIENTS),
    workers.map((w) => w.wsUrl).join(','),
  ]);
  try {
    await until(clients.line, (l) => l === 'ready', 'its sockets were subscribed');
    const mark = async () => {
      clients.proc.stdin.write('mark\n');
      return JSON.parse(await until(clients.line, (l) => l.startsWith('{'), 'a mark')) as {
        at: number;
        received: number[];
        closed: number[];
      };
    };
    // The driving orders go to the first worker, open loop at a fixed rate (http-load.ts counts
    // one second of warm-up itself); the window starts after WARM_SECONDS.
    const driver = child([
      'bench/http-load.ts',
      workers[0]?.url ?? '',
      tokens,
      String(WINDOW_SECONDS + WARM_SECONDS),
      '16',
      String(FANOUT_ORDER_RATE),
    ]);
    const probes = cpuProbes(cluster, {
      clients: clients.proc.pid,
      'load (orders)': driver.proc.pid,
    });
    await pause(WARM_SECONDS * 1000);
    const cpuBefore = sample(probes);
    const before = await mark();
    await pause(WINDOW_SECONDS * 1000);
    const after = await mark();
    const cpu = used(cpuBefore, sample(probes));
    const driven = JSON.parse(
      await until(driver.line, (l) => l.startsWith('{'), 'the driving orders'),
    ) as Record<string, number>;
    const seconds = (after.at - before.at) / 1000;
    const perWorker = workers.map(
      (_, i) => ((after.received[i] ?? 0) - (before.received[i] ?? 0)) / seconds,
    );
    return {
      perSecond: perWorker.reduce((a, b) => a + b, 0),
      perWorker,
      closed: after.closed.reduce((a, b) => a + b, 0),
      cpu,
      driver: driven,
    };
  } finally {
    clients.proc.stdin.write('end\n');
    await new Promise((resolve) => clients.proc.once('exit', resolve));
  }
}

async function orders(
  cluster: TestCluster,
  workers: readonly WorkerProcess[],
  tokens: string,
): Promise<OrderFigures> {
  const load = child([
    SCRIPT,
    'orders',
    workers.map((w) => w.url).join(','),
    tokens,
    String(WINDOW_SECONDS),
    String(ORDER_CONNECTIONS),
  ]);
  const probes = cpuProbes(cluster, { 'load (autocannon)': load.proc.pid });
  await until(load.line, (l) => l === 'measuring', 'its warm-up ended');
  const before = sample(probes);
  const line = await until(load.line, (l) => l.startsWith('{'), 'its result');
  const cpu = used(before, sample(probes));
  const r = JSON.parse(line) as Record<string, number>;
  return {
    rps: r.rps ?? 0,
    p50: r.p50 ?? 0,
    p99: r.p99 ?? 0,
    requests: r.requests ?? 0,
    failed: (r.non2xx ?? 0) + (r.errors ?? 0),
    cpu,
  };
}

/**
 * The cluster section: fan-out and order throughput with 1, 2 and 3 worker processes, the rows
 * 'cluster-fanout-<n>p' and 'cluster-orders-<n>p' (anchor: the 1-process figure of this run), and
 * the lines to print.
 *
 * @example for (const line of await clusterScaleLines()) console.log(line);
 */
export async function clusterScaleLines(): Promise<string[]> {
  const started = performance.now();
  const cluster = await startTestCluster({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const fan: FanoutFigures[] = [];
  const ord: OrderFigures[] = [];
  let engine = '';
  try {
    const names = ['a', 'b', 'c'];
    const first = await cluster.startWorker('a');
    await cluster.serving(first, 60_000);
    engine = (await cluster.engineHolder()).name;
    const funds = { USDT: '1000000000', ETH: '1000000' };
    const traders = [
      await registerTrader(cluster, first, 'cluster-bench-a@example.com', funds),
      await registerTrader(cluster, first, 'cluster-bench-b@example.com', funds),
    ];
    const tokens = traders.map((t) => t.token).join(',');
    for (const count of PROCESS_COUNTS) {
      while (cluster.workers.length < count) {
        const worker = await cluster.startWorker(names[cluster.workers.length] ?? 'x');
        await cluster.serving(worker, 60_000);
      }
      const workers = cluster.workers.slice(0, count);
      fan.push(await fanout(cluster, workers, tokens));
      ord.push(await orders(cluster, workers, tokens));
    }
  } finally {
    await cluster.stop();
  }

  const ratio = (value: number, anchor: number) => (anchor > 0 ? value / anchor : 0);
  const fan1 = fan[0]?.perSecond ?? 0;
  const ord1 = ord[0]?.rps ?? 0;
  const anchorLabel = 'the 1-process cluster, same run';
  appendBenchRows([
    ...fan.map((f, i) => ({
      id: `cluster-fanout-${String(i + 1)}p`,
      label: `Cluster socket fan-out to ${int(CLIENTS)} clients over ${String(i + 1)} worker process(es), orders at ${String(FANOUT_ORDER_RATE)}/s (2-core machine: shared with PostgreSQL, NATS and the load)`,
      unit: 'msg/s',
      value: Math.round(f.perSecond),
      better: 'higher' as const,
      target: null,
      anchor: { label: anchorLabel, value: Math.round(fan1) },
      ratioTarget: null,
    })),
    ...ord.map((o, i) => ({
      id: `cluster-orders-${String(i + 1)}p`,
      label: `Cluster POST /spots/order max over ${String(i + 1)} worker process(es) (${String(ORDER_CONNECTIONS)} connections round-robin; 2-core machine)`,
      unit: 'req/s',
      value: Math.round(o.rps),
      better: 'higher' as const,
      target: null,
      anchor: { label: anchorLabel, value: Math.round(ord1) },
      ratioTarget: null,
    })),
  ]);

  const cols = (values: string[]) => values.map((v, i) => `${String(i + 1)}p ${v}`).join(' | ');
  const lines = [
    `Cluster scale-out (issue 26): 1 / 2 / 3 worker processes (cluster-main.ts, own ports, clients round-robin over them) over one PostgreSQL (fsync off) and one nats-server; ` +
      `worker ${engine} holds the engine throughout. This machine has 2 cores for the workers, PostgreSQL, NATS and the load generators alike: the figures cannot scale here, they show where the time goes.`,
    `  fan-out to ${int(CLIENTS)} clients (trade@ETHUSDT + tickers; ${String(FANOUT_ORDER_RATE)} orders/s through worker a; ${String(WINDOW_SECONDS)} s window after ${String(WARM_SECONDS)} s warm-up), messages/s: ` +
      cols(
        fan.map(
          (f) =>
            `${int(f.perSecond)} (×${ratio(f.perSecond, fan1).toFixed(2)}; per worker ${f.perWorker.map(int).join('/')}; ` +
            `orders answered ${int(f.driver.rps ?? 0)}/s, p99 ${String(round(f.driver.p99 ?? 0))} ms${f.closed ? `; ${String(f.closed)} sockets closed` : ''})`,
        ),
      ),
    `  POST /spots/order max (autocannon, ${String(ORDER_CONNECTIONS)} connections round-robin, ${String(WINDOW_SECONDS)} s after ${String(WARM_SECONDS)} s warm-up): ` +
      cols(
        ord.map(
          (o) =>
            `${int(o.rps)} req/s (×${ratio(o.rps, ord1).toFixed(2)}), p50 ${String(round(o.p50))} ms, p99 ${String(round(o.p99))} ms, ${String(o.failed)} failed`,
        ),
      ),
    ...fan.map(
      (f, i) => `  CPU s in the ${String(i + 1)}p fan-out window: ${describeCpu(f.cpu, engine)}`,
    ),
    ...ord.map(
      (o, i) => `  CPU s in the ${String(i + 1)}p orders window: ${describeCpu(o.cpu, engine)}`,
    ),
  ];

  // The closing note, from the 3-process windows: the engine worker's CPU beyond an edge-only
  // worker's is the engine's own cost; an edge-only worker's CPU per request or message it served
  // is what one more edge costs.
  const last = ord.length - 1;
  const o3 = ord[last];
  const f3 = fan[last];
  if (o3 && f3 && last > 0) {
    const n = last + 1;
    const edgeNames = ['b', 'c'].slice(0, last).filter((name) => name !== engine);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const edgeCpu = mean(edgeNames.map((name) => o3.cpu[`worker ${name}`] ?? 0));
    const engineCpu = o3.cpu[`worker ${engine}`] ?? 0;
    const requests = o3.rps * WINDOW_SECONDS;
    const edgeUsPerRequest = (edgeCpu / (requests / n)) * 1e6;
    const engineUsPerOrder = (Math.max(0, engineCpu - edgeCpu) / requests) * 1e6;
    const natsUs = ((o3.cpu['nats-server'] ?? 0) / requests) * 1e6;
    const pgUs = ((o3.cpu.postgres ?? 0) / requests) * 1e6;
    const fanEdge = mean(edgeNames.map((name) => f3.cpu[`worker ${name}`] ?? 0));
    const fanMessages = mean(
      edgeNames.map((name) => (f3.perWorker[name.charCodeAt(0) - 97] ?? 0) * WINDOW_SECONDS),
    );
    const usPerMessage = fanMessages > 0 ? (fanEdge / fanMessages) * 1e6 : 0;
    lines.push(
      `  note (${String(n)}p figures): per order, the engine worker spends ≈ ${String(round(engineUsPerOrder, 0))} µs CPU beyond what an edge-only worker spends per request it forwards ` +
        `(≈ ${String(round(edgeUsPerRequest, 0))} µs), nats-server ≈ ${String(round(natsUs, 0))} µs and PostgreSQL ≈ ${String(round(pgUs, 0))} µs; ` +
        `fan-out costs an edge ≈ ${String(round(usPerMessage, 2))} µs CPU per message delivered. On a machine with a core per process, orders would stop scaling at the engine's ` +
        `≈ ${int(engineUsPerOrder > 0 ? 1e6 / engineUsPerOrder : 0)} orders/s (one owner; more edges only add forwarding capacity, each edge ≈ ${int(edgeUsPerRequest > 0 ? 1e6 / edgeUsPerRequest : 0)} req/s per core), ` +
        `while fan-out grows with the edges (≈ ${int(usPerMessage > 0 ? 1e6 / usPerMessage : 0)} messages/s per edge core, the engine publishing each update once on NATS whatever the client count). ` +
        `Here every added worker takes cores from the engine, PostgreSQL and NATS instead. Section: ${String(Math.round((performance.now() - started) / 1000))} s.`,
    );
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [mode, ...args] = process.argv.slice(2);
  if (mode === 'clients') {
    await clientsMain(Number(args[0] ?? CLIENTS), (args[1] ?? '').split(','));
  } else if (mode === 'orders') {
    await ordersMain(
      (args[0] ?? '').split(','),
      (args[1] ?? '').split(','),
      Number(args[2] ?? WINDOW_SECONDS),
      Number(args[3] ?? ORDER_CONNECTIONS),
    );
  } else {
    for (const line of await clusterScaleLines()) console.log(line);
  }
}
