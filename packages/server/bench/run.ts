// `npm run bench -w packages/server`: engine orders/s in process, a 90-day trading report, HTTP order placement under
// load from a second process beside a bare Fastify route (bench/http-order.ts), socket fan-out to 1 000 clients in a second process
// (ours against plain ws, bench/socket-fanout.ts), then 1, 2 and 3 cluster worker processes (bench/cluster-scale.ts).
// Every stage is bounded in count and time: the in-process stages take about half a minute, the cluster about 1.5 min.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildExchange } from '../src/app.ts';
import { contractOrdersLine } from './contract-orders.ts';
import { edgeOrderLines } from './edge-order.ts';
import { engineBenchLine } from './engine.ts';
import { benchTraders, httpOrderLines } from './http-order.ts';
import { clusterScaleLines } from './cluster-scale.ts';
import { liquidationSweepLine } from './liquidation-sweep.ts';
import { natsHopLines } from './nats-hop.ts';
import { reportBenchLine } from './report.ts';
import { socketFanoutLines } from './socket-fanout.ts';
import { generateHistory } from '../src/market/kline-history.ts';
import { SPOT_PAIRS } from '../src/market/pairs.ts';
import { KLINE_PERIODS } from '@exchange/formulas';

const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const WS_SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 10);
const WS_CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);

async function main(): Promise<void> {
  console.log(`Machine: ${String(os.cpus().length)} CPU(s), Node ${process.version}`);
  // The spot engine beside its anchor, nodejs-order-book, on one order stream (bench/engine.ts).
  const engine = engineBenchLine();
  console.log(engine.line);
  console.log(contractOrdersLine(engine.result.wallPerSecond));
  console.log(liquidationSweepLine());
  console.log(await reportBenchLine());

  const historyStarted = performance.now();
  const bars = SPOT_PAIRS.map((pair) => generateHistory(pair, 1, Date.now())).reduce(
    (sum, { store }) => sum + KLINE_PERIODS.reduce((n, period) => n + store.count(period), 0),
    0,
  );
  console.log(
    `Candle history at first start: ${String(SPOT_PAIRS.length)} pairs, ${bars.toLocaleString('en')} bars in ${String(Math.round(performance.now() - historyStarted))} ms`,
  );

  // The NATS hop per order (issue 26): cluster bus request/reply beside the raw client.
  for (const line of await natsHopLines()) console.log(line);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-bench-'));
  const { app, ctx } = await buildExchange({
    database: { file: path.join(dir, 'bench.sqlite') },
    demo: false,
    scryptN: 1024,
    rateLimitPerMinute: 1_000_000,
    // Every bench socket comes from 127.0.0.1: lift the per-address cap (20) for them.
    live: { limits: { maxSocketsPerAddress: WS_CLIENTS + 10 } },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${String(port)}`;

    const tokens = await benchTraders(base, ctx.storage.db);
    // The candle history is built at start, as a listening demo server does (install-market.ts).
    app.exchangeMarket.market.warmUp();
    // POST /spots/order beside its ceiling, a bare Fastify route parsing the same multipart body,
    // at max rate and at 2,000 req/s offered (issue 25, bench/http-order.ts).
    const lines = await httpOrderLines({
      base,
      tokens,
      seconds: HTTP_SECONDS,
      db: ctx.storage.db,
    });
    for (const line of lines) console.log(line);
    // Scale-out (issue 26): the same order path through a worker's edge over NATS, beside direct.
    for (const line of await edgeOrderLines({ app, base, tokens, seconds: HTTP_SECONDS }))
      console.log(line);

    // Fan-out (issue 25): our hub fed by its market publisher against plain ws sending the same
    // frames, to WS_CLIENTS sockets each in a second process (bench/socket-fanout.ts).
    for (const line of await socketFanoutLines(app.exchangeMarket.market, WS_CLIENTS, WS_SECONDS))
      console.log(line);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // Scale-out (issue 26): fan-out and order throughput with 1, 2 and 3 worker processes over one
  // PostgreSQL and nats-server (bench/cluster-scale.ts, ~1.5 min); BENCH_CLUSTER=0 skips it.
  if (process.env.BENCH_CLUSTER !== '0')
    for (const line of await clusterScaleLines()) console.log(line);
}

await main();
