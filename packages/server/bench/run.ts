// `npm run bench -w packages/server`: engine orders/s in process, a 90-day trading report, HTTP order placement under
// load from a second process (autocannon), socket fan-out to 1 000 clients in a second process
// (ours against plain ws, bench/socket-fanout.ts).
// Every stage is bounded in count and time; the whole run takes about half a minute.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiRoutes, encodeForm } from '@exchange/api';
import { buildExchange } from '../src/app.ts';
import { contractOrdersLine } from './contract-orders.ts';
import { engineBenchLine } from './engine.ts';
import { liquidationSweepLine } from './liquidation-sweep.ts';
import { reportBenchLine } from './report.ts';
import { socketFanoutLines } from './socket-fanout.ts';
import { generateHistory } from '../src/market/kline-history.ts';
import { SPOT_PAIRS } from '../src/market/pairs.ts';
import { KLINE_PERIODS } from '@exchange/formulas';
import { ledger } from '../src/wallet/ledger.ts';

const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const WS_SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 10);
const WS_CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const PACKAGE = path.resolve(import.meta.dirname, '..');

/** Run a bench script in its own node process; resolves its last JSON line, calls onLine for others. */
function child(
  script: string,
  args: string[],
  onLine: (line: string) => void = () => undefined,
): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: PACKAGE,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let last = '';
    let buffer = '';
    proc.stdout.on('data', (data: Buffer) => {
      buffer += data.toString('utf8');
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{')) last = line;
        else onLine(line);
      }
    });
    proc.once('exit', (code) => {
      if (code !== 0 || !last) reject(new Error(`${script} exited with ${String(code)}`));
      else resolve(JSON.parse(last) as Record<string, number>);
    });
  });
}

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

    const tokens: string[] = [];
    for (const email of ['bench-a@example.com', 'bench-b@example.com']) {
      await fetch(`${base}${apiRoutes.getCaptcha.path}`, {
        method: 'POST',
        body: encodeForm({ email, type: 'register' }),
      });
      const { code } = await ctx.storage.db
        .selectFrom('email_codes')
        .select('code')
        .where('email', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const res = await fetch(`${base}${apiRoutes.register.path}`, {
        method: 'POST',
        headers: { 'device-id': 'bench', 'device-type': '10' },
        body: encodeForm({ email, password: 'correct horse 42', email_code: code }),
      });
      const body = (await res.json()) as { data: { token: string; user: { id: number } } };
      tokens.push(body.data.token);
      await ctx.storage.db.transaction().execute(async (trx) => {
        await ledger.deposit(trx, {
          userId: body.data.user.id,
          coin: 'USDT',
          amount: '1000000000',
          reason: 'deposit',
          refId: 'bench',
        });
        await ledger.deposit(trx, {
          userId: body.data.user.id,
          coin: 'ETH',
          amount: '1000000',
          reason: 'deposit',
          refId: 'bench',
        });
      });
    }

    const http = await child('bench/http-load.ts', [
      base,
      tokens.join(','),
      String(HTTP_SECONDS),
      '20',
    ]);
    const trades = await ctx.storage.db
      .selectFrom('spot_trades')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `HTTP POST /spots/order (autocannon, 20 connections, ${String(HTTP_SECONDS)} s, second process): ` +
        `${Math.round(http.rps ?? 0).toLocaleString('en')} req/s, p50 ${String(http.p50)} ms, p99 ${String(http.p99)} ms, ` +
        `${String(http.requests)} requests, ${String(http.non2xx)} non-2xx, ${String(http.errors)} errors, ${String(trades.n)} trades`,
    );

    // Fan-out (issue 25): our hub fed by its market publisher against plain ws sending the same
    // frames, to WS_CLIENTS sockets each in a second process (bench/socket-fanout.ts).
    for (const line of await socketFanoutLines(app.exchangeMarket.market, WS_CLIENTS, WS_SECONDS))
      console.log(line);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
