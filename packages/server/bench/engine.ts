// The spot matching engine in process (issue 25), side by side with its anchor: the npm package
// `nodejs-order-book` fed the very same seeded order stream. Each order arrives as the wire has it
// (decimal strings); our engine gets them as the market service hands them over (`new Big(text)`,
// then plan and apply), the anchor as the numbers its API takes (`Number(text)`), so each pays its
// own conversion at the edge. Both apply the same self-trade prevention (EXPIRE_MAKER, by user).
// The two run in alternating rounds on fresh books, so the noise of a shared machine hits both;
// the figure of each is its median round.
import { Big } from 'big.js';
import { OrderBook, SelfTradePreventionMode, Side } from 'nodejs-order-book';
import { seededRandom } from '@exchange/formulas';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';
import { MatchingEngine } from '../src/market/matching-engine.ts';
import { SPOT_PAIRS, type SpotPair } from '../src/market/pairs.ts';

/** The targets: orders/s in process, and our figure over the anchor's. */
export const ENGINE_TARGET = 300_000;
export const ENGINE_RATIO_TARGET = 1.5;

interface WireOrder {
  buy: boolean;
  market: boolean;
  /** Decimal text, as on the wire; '' for a market order. */
  price: string;
  amount: string;
  userId: number;
  /** The user id as the anchor's `accountId`. */
  account: string;
  id: string;
}

/**
 * One seeded stream: 90 % limit orders at 2950 … 3049, 10 % market orders, sizes 0.01 … 1.00,
 * 50 users (the mix the engine bench has always used).
 */
export function orderStream(count: number, seed = 1): WireOrder[] {
  const random = seededRandom(seed);
  const stream: WireOrder[] = [];
  for (let n = 1; n <= count; n += 1) {
    const market = random() < 0.1;
    const buy = random() < 0.5;
    const price = market ? '' : String(2950 + Math.floor(random() * 100));
    const amount = new Big(1 + Math.floor(random() * 100)).div(100).toFixed();
    const userId = n % 50;
    stream.push({ buy, market, price, amount, userId, account: String(userId), id: String(n) });
  }
  return stream;
}

/** Feeds orders [from, to) of the stream to a book; answers the fills it made. */
type Runner = (stream: readonly WireOrder[], from: number, to: number) => number;

/** Our engine: plan and apply every order, as the market service does. */
function ours(pair: SpotPair): Runner {
  const engine = new MatchingEngine(pair);
  return (stream, from, to) => {
    let fills = 0;
    for (let i = from; i < to; i += 1) {
      const o = stream[i] as WireOrder;
      const plan = engine.plan({
        id: o.id,
        userId: o.userId,
        side: o.buy ? 'buy' : 'sell',
        type: o.market ? 'market' : 'limit',
        price: o.market ? null : new Big(o.price),
        amount: new Big(o.amount),
        seq: i + 1,
        ts: i + 1,
        clientOrderId: null,
      });
      engine.apply(plan);
      fills += plan.fills.length;
    }
    return fills;
  };
}

/** The anchor on the same stream. */
function anchor(): Runner {
  const book = new OrderBook();
  const stpMode = SelfTradePreventionMode.EXPIRE_MAKER;
  return (stream, from, to) => {
    let done = 0;
    for (let i = from; i < to; i += 1) {
      const o = stream[i] as WireOrder;
      const side = o.buy ? Side.BUY : Side.SELL;
      const size = Number(o.amount);
      const result = o.market
        ? book.market({ side, size, accountId: o.account, stpMode })
        : book.limit({
            side,
            size,
            price: Number(o.price),
            id: o.id,
            accountId: o.account,
            stpMode,
          });
      done += result.done.length;
    }
    return done;
  };
}

interface Times {
  /** CPU time of this process (user + system), ms. */
  cpu: number;
  /** Wall time, ms. */
  wall: number;
}

/**
 * One round: a fresh book of each kind takes the whole stream, the two interleaved in chunks
 * (which goes first alternates), so a burst of load from elsewhere hits both about equally.
 */
function round(
  pair: SpotPair,
  stream: readonly WireOrder[],
  chunk: number,
): { ours: Times; anchor: Times; fills: number } {
  const runOurs = ours(pair);
  const runAnchor = anchor();
  const oursTimes: Times = { cpu: 0, wall: 0 };
  const anchorTimes: Times = { cpu: 0, wall: 0 };
  let fills = 0;
  for (let from = 0, n = 0; from < stream.length; from += chunk, n += 1) {
    const to = Math.min(stream.length, from + chunk);
    for (let turn = 0; turn < 2; turn += 1) {
      const mine = (n + turn) % 2 === 0;
      const cpu = process.cpuUsage();
      const wall = performance.now();
      if (mine) fills += runOurs(stream, from, to);
      else runAnchor(stream, from, to);
      const used = process.cpuUsage(cpu);
      const times = mine ? oursTimes : anchorTimes;
      times.wall += performance.now() - wall;
      times.cpu += (used.user + used.system) / 1000;
    }
  }
  return { ours: oursTimes, anchor: anchorTimes, fills };
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export interface EngineBenchResult {
  orders: number;
  fills: number;
  /** Orders per second of CPU time, the median round (the row's figure). */
  perSecond: number;
  anchorPerSecond: number;
  /** perSecond / anchorPerSecond. */
  ratio: number;
  /** The same by wall-clock time (lower than by CPU time when other work shares the cores). */
  wallPerSecond: number;
  anchorWallPerSecond: number;
}

/**
 * Both engines on one stream of `count` orders, `rounds` rounds (each a fresh book of each kind,
 * interleaved in chunks of `chunk` orders), the median round of each compared. Throughput is
 * counted per second of this process's CPU time: on a machine shared with other benchmarks a
 * wall-clock second holds a varying share of a core, a CPU second does not (on an idle machine the
 * two agree; the GC's helper threads count against each engine).
 */
export function engineBench(count = 200_000, rounds = 3, chunk = 2_000): EngineBenchResult {
  const pair = SPOT_PAIRS[1] as SpotPair;
  const stream = orderStream(count);
  // A short warm-up, so neither is measured while it is still being compiled.
  round(pair, stream.slice(0, 20_000), chunk);
  const results = Array.from({ length: rounds }, () => round(pair, stream, chunk));
  const rate = (times: number[]) => Math.round(count / (median(times) / 1000));
  const perSecond = rate(results.map((r) => r.ours.cpu));
  const anchorPerSecond = rate(results.map((r) => r.anchor.cpu));
  return {
    orders: count,
    fills: results[0]?.fills ?? 0,
    perSecond,
    anchorPerSecond,
    ratio: perSecond / anchorPerSecond,
    wallPerSecond: rate(results.map((r) => r.ours.wall)),
    anchorWallPerSecond: rate(results.map((r) => r.anchor.wall)),
  };
}

/** Runs the bench, appends its row to the root table (BENCH_JSON) and answers the printed line. */
export function engineBenchLine(): { line: string; result: EngineBenchResult } {
  const result = engineBench();
  appendBenchRows([
    {
      id: 'engine-orders-per-second',
      label: 'Matching engine, orders/s in process (per CPU second)',
      unit: 'orders/s',
      value: result.perSecond,
      better: 'higher',
      target: ENGINE_TARGET,
      anchor: {
        label: 'nodejs-order-book (npm), same order stream',
        value: result.anchorPerSecond,
      },
      ratio: result.ratio,
      ratioTarget: ENGINE_RATIO_TARGET,
    },
  ]);
  const met = result.perSecond >= ENGINE_TARGET && result.ratio >= ENGINE_RATIO_TARGET;
  const n = (value: number) => value.toLocaleString('en');
  const line =
    `Engine (in process): ${n(result.perSecond)} orders/s of CPU time (${n(result.orders)} orders, ${n(result.fills)} fills), ` +
    `anchor nodejs-order-book ${n(result.anchorPerSecond)} on the same stream, ${result.ratio.toFixed(2)}×; ` +
    `wall clock ${n(result.wallPerSecond)} vs ${n(result.anchorWallPerSecond)}; ` +
    `target ${n(ENGINE_TARGET)}/s and ${ENGINE_RATIO_TARGET.toFixed(1)}×: ${met ? 'met' : 'not met'}`;
  return { line, result };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) console.log(engineBenchLine().line);
