// The HTTP order row alone (issue 25), on the same server `npm run bench` builds:
// `npx tsx bench/http.ts` in packages/server; `node --cpu-prof --import tsx bench/http.ts`
// profiles the server while the load runs (the load itself runs in other processes).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildExchange } from '../src/app.ts';
import { benchTraders, httpOrderLines } from './http-order.ts';

const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-bench-'));
const { app, ctx } = await buildExchange({
  database: { file: path.join(dir, 'bench.sqlite') },
  demo: false,
  scryptN: 1024,
  rateLimitPerMinute: 1_000_000,
});
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  const tokens = await benchTraders(base, ctx.storage.db);
  // The candle history is built at start, as a listening demo server does (install-market.ts).
  app.exchangeMarket.market.warmUp();
  const lines = await httpOrderLines({
    base,
    tokens,
    seconds: HTTP_SECONDS,
    db: ctx.storage.db,
  });
  for (const line of lines) console.log(line);
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
