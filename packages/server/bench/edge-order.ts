// The edge row of `npm run bench` (issue 26): POST /spots/order through a cluster worker's edge
// (bench/edge-server.ts, its own process) forwarded over NATS to the engine, beside its anchor,
// the same engine called direct. Engine: the bench's exchange in bench/run.ts's process, answering
// "exchange.http" (src/cluster/http-forward.ts) besides listening; edge: a second process; load:
// a third (bench/http-load.ts, autocannon), and nats-server a fourth, all on this machine's cores.
// So the ratio is what the hop costs when everything shares 2 cores: on separate machines the
// edge and NATS would not take CPU from the engine.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';
import { connectNatsBus } from '../src/cluster/bus.ts';
import { answerForwardedHttp } from '../src/cluster/http-forward.ts';
import { startTestNats } from '../src/cluster/test-nats.ts';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 20;
const ROUNDS = 2;

type LoadResult = Record<string, number>;

/** Run a bench script in its own node process until it prints a JSON line (`untilJson`) or exits. */
function runChild(
  script: string,
  args: string[],
  untilJson = false,
): Promise<{ result: LoadResult; proc: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: PACKAGE,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const last = () =>
      out
        .split('\n')
        .filter((line) => line.startsWith('{') && line.endsWith('}'))
        .pop();
    proc.stdout.on('data', (data: Buffer) => {
      out += data.toString('utf8');
      const line = last();
      if (untilJson && line) resolve({ result: JSON.parse(line) as LoadResult, proc });
    });
    proc.once('exit', (code) => {
      const line = last();
      if (code !== 0 || !line) reject(new Error(`${script} exited with ${String(code)}`));
      else resolve({ result: JSON.parse(line) as LoadResult, proc });
    });
  });
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The edge section: loads the exchange at `base` direct and through an edge, alternating, appends
 * the rows 'cluster-edge-order-rps' and 'cluster-edge-order-p50-ms', resolves the lines to print.
 *
 * @example for (const line of await edgeOrderLines({ app, base, tokens, seconds: 10 })) console.log(line);
 */
export async function edgeOrderLines(options: {
  /** The engine: the bench's exchange, already listening at `base`. */
  app: FastifyInstance;
  base: string;
  tokens: readonly string[];
  seconds: number;
}): Promise<string[]> {
  const nats = await startTestNats({ maxPayload: '8MB' });
  const bus = await connectNatsBus({ servers: nats.url });
  const answering = answerForwardedHttp(options.app, bus);
  await bus.flush();
  let edge: ChildProcess | undefined;
  try {
    const started = await runChild('bench/edge-server.ts', [nats.url], true);
    edge = started.proc;
    const edgeBase = `http://127.0.0.1:${String(started.result.port)}`;
    const tokens = options.tokens.join(',');
    const load = async (url: string, seconds: number) =>
      (await runChild('bench/http-load.ts', [url, tokens, String(seconds), String(CONNECTIONS)]))
        .result;
    await load(edgeBase, 2);
    const direct: LoadResult[] = [];
    const edged: LoadResult[] = [];
    // Alternating rounds, so a neighbour's burst on the shared machine hits both alike.
    const seconds = Math.max(2, Math.round(options.seconds / ROUNDS));
    for (let i = 0; i < ROUNDS; i += 1) {
      direct.push(await load(options.base, seconds));
      edged.push(await load(edgeBase, seconds));
    }
    const figures = (results: LoadResult[]) => ({
      rps: mean(results.map((r) => r.rps ?? 0)),
      p50: mean(results.map((r) => r.p50 ?? 0)),
      p99: mean(results.map((r) => r.p99 ?? 0)),
      requests: results.reduce((n, r) => n + (r.requests ?? 0), 0),
      failed: results.reduce((n, r) => n + (r.non2xx ?? 0) + (r.errors ?? 0), 0),
    });
    const d = figures(direct);
    const e = figures(edged);
    const anchorLabel = 'the same engine called direct';
    appendBenchRows([
      {
        id: 'cluster-edge-order-rps',
        label: `POST /spots/order through the edge over NATS, max (${String(CONNECTIONS)} connections; edge, engine, load and nats-server one process each)`,
        unit: 'req/s',
        value: Math.round(e.rps),
        better: 'higher',
        target: null,
        anchor: { label: anchorLabel, value: Math.round(d.rps) },
        ratioTarget: null,
      },
      {
        id: 'cluster-edge-order-p50-ms',
        label: `POST /spots/order through the edge over NATS, p50 at max load (${String(CONNECTIONS)} connections)`,
        unit: 'ms',
        value: round(e.p50, 2),
        better: 'lower',
        target: null,
        anchor: { label: anchorLabel, value: round(d.p50, 2) },
        ratioTarget: null,
      },
    ]);
    const describe = (f: ReturnType<typeof figures>) =>
      `${Math.round(f.rps).toLocaleString('en')} req/s, p50 ${String(round(f.p50))} ms, p99 ${String(round(f.p99))} ms, ${String(f.requests)} requests, ${String(f.failed)} non-2xx or errors`;
    return [
      `HTTP POST /spots/order through the edge (own process) over NATS to the engine, ${String(ROUNDS)} alternating rounds of ${String(seconds)} s, ${String(CONNECTIONS)} connections: ` +
        `${describe(e)}; direct (anchor) ${describe(d)}; edge/direct throughput ${(e.rps / d.rps).toFixed(2)}, p50 ${(e.p50 / d.p50).toFixed(2)}×`,
    ];
  } finally {
    edge?.kill('SIGTERM');
    answering.unsubscribe();
    await bus.close();
    await nats.stop();
  }
}
