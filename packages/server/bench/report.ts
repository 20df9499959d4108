// The trading report of a heavy trader (issue 23: 100,000 fills over 90 days, a 90-day report
// in under 200 ms), in process on a SQLite file: the fills are written as the market writes
// them, the report tick folds them (timed, once), then GET /pnl/report's work is timed cold (the
// asset line's 90 day-ends computed and kept) and warm, beside an anchor measured in the same
// run: a plain indexed count of the user's fills. Printed by run.ts; `tsx bench/report.ts` alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Big } from 'big.js';
import { seededRandom } from '@exchange/formulas';
import { referencePrice } from '../src/config/coins.ts';
import { openStorage } from '../src/db/connect.ts';
import { SPOT_PAIRS } from '../src/market/pairs.ts';
import { buildReport, periodOf } from '../src/report/report-query.ts';
import { catchUp } from '../src/report/report-tick.ts';
import { ledger } from '../src/wallet/ledger.ts';

/** The goal of the issue, in ms. */
export const REPORT_GOAL_MS = 200;
const FILLS = 100_000;
const DAYS = 90;
const DAY = 86_400_000;
const TRADER = 1;
const OTHER = 2;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'] as const;
const START: Record<(typeof SYMBOLS)[number], number> = {
  BTCUSDT: 65_000,
  ETHUSDT: 3_200,
  SOLUSDT: 150,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function reportBench(): Promise<{
  fillsPerSecondFolded: number;
  foldMs: number;
  coldMs: number;
  warmMs: number;
  anchorMs: number;
  pnl: string;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-report-bench-'));
  const storage = await openStorage({ file: path.join(dir, 'report.sqlite') });
  try {
    const { db } = storage;
    const now = Date.now();
    const first = Math.floor(now / DAY) * DAY - (DAYS - 1) * DAY;
    await db.transaction().execute(async (trx) => {
      for (const userId of [TRADER, OTHER])
        for (const [coin, amount] of [
          ['USDT', '100000000'],
          ['BTC', '1000'],
          ['ETH', '10000'],
          ['SOL', '100000'],
        ] as const)
          await ledger.deposit(trx, { userId, coin, amount, reason: 'deposit', refId: 'bench' });
    });
    const random = seededRandom(23);
    const prices = { ...START };
    for (let written = 0; written < FILLS; written += 1000) {
      await db.transaction().execute(async (trx) => {
        const rows = [];
        for (let i = written; i < written + 1000; i += 1) {
          const symbol = SYMBOLS[i % SYMBOLS.length] ?? 'BTCUSDT';
          prices[symbol] *= 1 + (random() - 0.5) * 0.002;
          const price = new Big(prices[symbol]).round(2);
          const amount = new Big(Math.floor(random() * 100) + 1).div(
            symbol === 'BTCUSDT' ? 1000 : 10,
          );
          const quote = price.times(amount);
          const buying = random() < 0.5;
          rows.push({
            symbol,
            price: price.toFixed(),
            amount: amount.toFixed(),
            quote: quote.toFixed(),
            taker_side: buying ? ('buy' as const) : ('sell' as const),
            maker_order_id: i * 2 + 1,
            taker_order_id: i * 2 + 2,
            buyer_id: buying ? TRADER : OTHER,
            seller_id: buying ? OTHER : TRADER,
            buyer_fee: amount.times('0.002').toFixed(),
            seller_fee: quote.times('0.002').round(8).toFixed(),
            created_at: first + Math.floor((i / FILLS) * DAYS * DAY),
          });
        }
        for (let i = 0; i < rows.length; i += 100)
          await trx
            .insertInto('spot_trades')
            .values(rows.slice(i, i + 100))
            .execute();
      });
    }

    const foldStarted = performance.now();
    await catchUp(db, referencePrice);
    const foldMs = performance.now() - foldStarted;

    const candles = { pairs: SPOT_PAIRS, klines: () => [] };
    const deps = { db, candles, prices: referencePrice, now: () => now };
    const { from, to } = periodOf({ period: '90d' }, now);
    const run = async () => {
      const started = performance.now();
      // What the route does: the tick's catch-up (nothing new), then the report.
      await catchUp(db, referencePrice);
      const report = await buildReport(deps, TRADER, 'all', from, to);
      return { ms: performance.now() - started, report };
    };
    const cold = await run();
    const warm: number[] = [];
    for (let i = 0; i < 5; i += 1) warm.push((await run()).ms);
    const anchor: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      await db
        .selectFrom('spot_trades')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('buyer_id', '=', TRADER)
        .executeTakeFirstOrThrow();
      await db
        .selectFrom('spot_trades')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seller_id', '=', TRADER)
        .executeTakeFirstOrThrow();
      anchor.push(performance.now() - started);
    }
    if (cold.report.trade_count !== FILLS)
      throw new Error(
        `The report counts ${String(cold.report.trade_count)} trades, not ${String(FILLS)}`,
      );
    return {
      fillsPerSecondFolded: Math.round(FILLS / (foldMs / 1000)),
      foldMs,
      coldMs: cold.ms,
      warmMs: median(warm),
      anchorMs: median(anchor),
      pnl: cold.report.pnl,
    };
  } finally {
    await storage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench's line for run.ts. */
export async function reportBenchLine(): Promise<string> {
  const r = await reportBench();
  const ratio = r.anchorMs > 0 ? (r.warmMs / r.anchorMs).toFixed(1) : 'n/a';
  return (
    `Trading report (${FILLS.toLocaleString('en')} fills over ${String(DAYS)} days, 90-day report, goal < ${String(REPORT_GOAL_MS)} ms): ` +
    `${r.warmMs.toFixed(1)} ms (median of 5; ${ratio}× the anchor, an indexed count of the user's fills: ${r.anchorMs.toFixed(1)} ms), ` +
    `first call ${r.coldMs.toFixed(1)} ms (the asset line's day-ends computed and kept), ` +
    `tick folding them ${Math.round(r.foldMs).toLocaleString('en')} ms (${r.fillsPerSecondFolded.toLocaleString('en')} fills/s)`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(await reportBenchLine());
