// The socket fan-out row of `npm run bench` (issue 25): our hub against plain `ws`, side by side.
//
// Ours: a Fastify server with the live routes and a SocketHub whose market events come from a
// MarketPublisher driven directly (a match every millisecond on ETHUSDT: its trade, the ten
// candles it moved and the book), so the feed is bounded by the hub and the sockets, not by
// order placement. Books, pairs and tickers are the real market's. A recording socket inside the
// hub keeps the frames one subscriber is sent, flush by flush.
// The anchor (the ceiling): a plain `ws` WebSocketServer (the same ws) sending those recorded
// frames, each serialised once, tick after tick to every socket with room under the same soft
// ceiling of queued bytes, as fast as backpressure allows. A third server (for reference, not the
// row's anchor) is plain ws with each tick's sends to a socket corked into one TCP write, as ours
// writes a tick.
// One client process (bench/ws-clients.ts) holds 1,000 sockets to each server, subscribed to
// trade@ETHUSDT and the trade tickers. The servers take turns (ours, plain, corked, twice), each
// turn starting once the previous one's queues drained, so load on the machine hits all alike.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { Duplex, Readable, Writable } from 'node:stream';
import Fastify from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Bar, PublicTrade } from '@exchange/api/socket';
import { KLINE_PERIODS } from '@exchange/formulas';
import { MarketPublisher } from '../src/market/market-publisher.ts';
import type { HubClient } from '../src/live/hub-connection.ts';
import { registerLiveRoutes } from '../src/live/live-routes.ts';
import { spotChannel } from '../src/live/market-channels.ts';
import { type HubMarket, SocketHub } from '../src/live/socket-hub.ts';
import { DEFAULT_SOCKET_LIMITS } from '../src/live/socket-limits.ts';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const SYMBOL = 'ETHUSDT';
const ROUNDS = 2;

/** What one server's sockets got over its turns. */
export interface ServerFigures {
  perSecond: number;
  bytesPerSecond: number;
  closed: number;
  /** Share of its turns the bench process's event loop was busy (1: saturated). */
  busy: number;
}

export interface FanoutResult {
  clients: number;
  ours: ServerFigures;
  anchor: ServerFigures;
  corked: ServerFigures;
  /** Matches the publisher emitted during our turns, and the flushes that sent something. */
  matches: number;
  ticks: number;
  /** Frames our hub wrote, and the mean size of a frame one subscriber got. */
  hubFrames: number;
  meanFrameBytes: number;
  /** Sockets our hub closed for a limit. */
  limitCloses: number;
}

interface Mark {
  at: number;
  received: number[];
  bytes: number[];
  closed: number[];
}

/** The client process: `ready` once every socket is subscribed, then a {@link Mark} per ask. */
class Clients {
  private readonly waiting: ((mark: Mark) => void)[] = [];
  private readonly proc: ChildProcessByStdio<Writable, Readable, null>;
  readonly ready: Promise<void>;

  constructor(count: number, urls: string[]) {
    this.proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/ws-clients.ts', String(count), ...urls],
      { cwd: PACKAGE, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let buffer = '';
    let ready: (() => void) | undefined;
    this.ready = new Promise((resolve, reject) => {
      ready = resolve;
      this.proc.once('exit', (code) => {
        reject(new Error(`ws-clients exited with ${String(code)}`));
      });
    });
    this.proc.stdout.on('data', (data: Buffer) => {
      buffer += data.toString('utf8');
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') ready?.();
        else if (line.startsWith('{')) this.waiting.shift()?.(JSON.parse(line) as Mark);
      }
    });
  }

  mark(): Promise<Mark> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.proc.stdin.write('mark\n');
    });
  }

  end(): Promise<void> {
    return new Promise((resolve) => {
      this.proc.once('exit', () => {
        resolve();
      });
      this.proc.stdin.write('end\n');
    });
  }
}

/** A match's market events as the spot publisher emits them: trades, candles, then the book. */
function matchDriver(publisher: MarketPublisher, market: HubMarket): () => void {
  const last = market.depth(SYMBOL).trades[0];
  let price = Math.round(Number(last?.price ?? 3000) * 100);
  let n = 0;
  const bars = new Map<(typeof KLINE_PERIODS)[number], Bar>();
  return () => {
    n += 1;
    price += n % 7 < 3 ? 1 : -1;
    const ts = Date.now();
    const p = (price / 100).toFixed(2);
    const amount = `0.0${String(1 + (n % 9))}`;
    const trade: PublicTrade = {
      id: String(1_000_000 + n),
      price: p,
      amount,
      side: n % 2 === 0 ? 'buy' : 'sell',
      ts,
    };
    publisher.emit({ type: 'trades', symbol: SYMBOL, trades: [trade] });
    // Bench figures only: the bars' numbers are display strings, not money anyone keeps.
    for (const period of KLINE_PERIODS) {
      const bar = bars.get(period);
      const next: Bar = bar
        ? {
            ...bar,
            high: Number(p) > Number(bar.high) ? p : bar.high,
            low: Number(p) < Number(bar.low) ? p : bar.low,
            close: p,
            volume: (Number(bar.volume) + Number(amount)).toFixed(2),
            turnover: (Number(bar.turnover) + Number(p) * Number(amount)).toFixed(4),
          }
        : {
            timestamp: ts - (ts % 60_000),
            open: p,
            high: p,
            low: p,
            close: p,
            volume: amount,
            turnover: (Number(p) * Number(amount)).toFixed(4),
          };
      bars.set(period, next);
      publisher.emit({ type: 'kline', symbol: SYMBOL, period, bar: next });
    }
    publisher.emit({ type: 'depth', symbol: SYMBOL });
  };
}

/** A socket inside the hub that keeps what one subscriber is sent (never behind). */
class Recorder implements HubClient {
  readonly bufferedAmount = 0;
  recording = false;
  readonly frames: string[] = [];
  send(data: string): void {
    if (this.recording && this.frames.length < 20_000) this.frames.push(data);
  }
  close(): void {}
  terminate(): void {}
}

/** One server of the comparison: started and stopped for each of its turns. */
interface Contender {
  url: string;
  sockets: () => Iterable<WebSocket>;
  start: () => void;
  stop: () => void;
  close: () => Promise<void>;
}

async function ourServer(market: HubMarket, count: number) {
  const publisher = new MarketPublisher();
  const hubMarket: HubMarket = {
    on: (listener) => publisher.on(listener),
    pairs: market.pairs,
    depth: (symbol, limit) => market.depth(symbol, limit),
    tickers: () => market.tickers(),
  };
  const hub = new SocketHub({
    market: hubMarket,
    balanceView: () => undefined,
    authenticate: () => Promise.resolve(null),
    channels: [spotChannel(hubMarket)],
    // Every bench socket comes from 127.0.0.1: lift the per-address cap for them.
    limits: { maxSocketsPerAddress: count + 10 },
  });
  const stats = { matches: 0, hubFrames: 0, limitCloses: 0 };
  hub.onLimitClose(() => {
    stats.limitCloses += 1;
  });
  const app = Fastify();
  await registerLiveRoutes(app, hub);
  hub.start();
  const recorder = new Recorder();
  const recording = hub.attach(recorder, null);
  await recording.receive(
    JSON.stringify({ cmd: 'home.subscribe', data: { symbol: `trade@${SYMBOL}` } }),
  );
  await recording.receive(JSON.stringify({ cmd: 'home.subscribeTicker', data: { kind: 'trade' } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const match = matchDriver(publisher, hubMarket);
  let timer: ReturnType<typeof setInterval> | undefined;
  let sentAt = 0;
  const contender: Contender = {
    url: `ws://127.0.0.1:${String(port)}/ws`,
    sockets: () => app.websocketServer.clients,
    start: () => {
      sentAt = hub.sent;
      recorder.recording = true;
      timer = setInterval(() => {
        stats.matches += 1;
        match();
      }, 1);
    },
    stop: () => {
      clearInterval(timer);
      recorder.recording = false;
      hub.flush();
      stats.hubFrames += hub.sent - sentAt;
    },
    close: async () => {
      hub.stop();
      await app.close();
    },
  };
  return { contender, recorder, stats };
}

/**
 * Plain ws: the recorded ticks, each frame serialised once, as fast as backpressure allows;
 * `corked`, each tick's sends to a socket leave in one TCP write.
 */
async function plainServer(ticks: () => Buffer[][], corked: boolean): Promise<Contender> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const cursors = new Map<WebSocket, number>();
  server.on('connection', (socket: WebSocket) => {
    // A first frame (like our depth snapshot) once the client subscribes; then the ticks.
    socket.once('message', () => {
      socket.send('{}');
      cursors.set(socket, 0);
    });
    socket.on('close', () => cursors.delete(socket));
  });
  const soft = DEFAULT_SOCKET_LIMITS.softBufferBytes;
  let running = false;
  const round = () => {
    if (!running) return;
    const prepared = ticks();
    let wrote = false;
    for (const [socket, cursor] of cursors) {
      if (socket.bufferedAmount >= soft) continue;
      // ws keeps its TCP socket as `_socket`; plain ws has no cork of its own.
      const tcp = corked ? (socket as unknown as { _socket: Duplex })._socket : null;
      tcp?.cork();
      for (const frame of prepared[cursor % prepared.length] ?? []) {
        socket.send(frame, { binary: false });
      }
      tcp?.uncork();
      cursors.set(socket, cursor + 1);
      wrote = true;
    }
    if (wrote) setImmediate(round);
    else setTimeout(round, 1);
  };
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${String(port)}`,
    sockets: () => server.clients,
    start: () => {
      running = true;
      round();
    },
    stop: () => {
      running = false;
    },
    close: async () => {
      for (const socket of server.clients) socket.terminate();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

/** Wait (at most 15 s) until what the server queued has gone out to its clients. */
async function drained(contender: Contender): Promise<void> {
  const until = performance.now() + 15_000;
  const queued = () => {
    let sum = 0;
    for (const socket of contender.sockets()) sum += socket.bufferedAmount;
    return sum;
  };
  while (queued() > 0 && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // The client reads what already left, before the next turn starts.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Ours, plain ws and corked ws, `count` sockets each, taking turns for `seconds` in all each.
 *
 * @example const { ours, anchor } = await socketFanoutBench(market, 1000, 10);
 */
export async function socketFanoutBench(
  market: HubMarket,
  count: number,
  seconds: number,
): Promise<FanoutResult> {
  const ours = await ourServer(market, count);
  // The plain servers replay what ours sent one subscriber, flush by flush (each starting with
  // the channel's depth update), serialised once.
  const ticks: Buffer[][] = [];
  const replay = () => {
    if (ticks.length > 0) return ticks;
    for (const frame of ours.recorder.frames) {
      if (frame.includes('"channel":"depth"') || ticks.length === 0) ticks.push([]);
      ticks[ticks.length - 1]?.push(Buffer.from(frame));
    }
    return ticks;
  };
  const contenders = [
    ours.contender,
    await plainServer(replay, false),
    await plainServer(replay, true),
  ];
  const clients = new Clients(
    count,
    contenders.map((c) => c.url),
  );
  const totals = contenders.map(() => ({ received: 0, bytes: 0, closed: 0, ms: 0, busy: 0 }));
  try {
    await clients.ready;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, contender] of contenders.entries()) {
        const before = await clients.mark();
        const loop: EventLoopUtilization = performance.eventLoopUtilization();
        contender.start();
        await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / ROUNDS));
        const after = await clients.mark();
        const busy = performance.eventLoopUtilization(loop).utilization;
        contender.stop();
        if (round === 0 && i === 0) replay();
        const total = totals[i];
        if (total) {
          total.received += (after.received[i] ?? 0) - (before.received[i] ?? 0);
          total.bytes += (after.bytes[i] ?? 0) - (before.bytes[i] ?? 0);
          total.closed = after.closed[i] ?? 0;
          total.ms += after.at - before.at;
          total.busy += busy / ROUNDS;
        }
        await drained(contender);
      }
    }
  } finally {
    await clients.end();
    for (const contender of contenders) await contender.close();
  }
  if (ticks.length === 0) throw new Error('The hub sent the recorder nothing to replay');
  const figures = (i: number): ServerFigures => {
    const total = totals[i] ?? { received: 0, bytes: 0, closed: 0, ms: 1, busy: 0 };
    return {
      perSecond: (total.received * 1000) / total.ms,
      bytesPerSecond: (total.bytes * 1000) / total.ms,
      closed: total.closed,
      busy: total.busy,
    };
  };
  const frames = ours.recorder.frames;
  return {
    clients: count,
    ours: figures(0),
    anchor: figures(1),
    corked: figures(2),
    matches: ours.stats.matches,
    ticks: ticks.length,
    hubFrames: ours.stats.hubFrames,
    meanFrameBytes: Math.round(
      frames.reduce((sum, frame) => sum + Buffer.byteLength(frame), 0) / Math.max(1, frames.length),
    ),
    limitCloses: ours.stats.limitCloses,
  };
}

/**
 * The fan-out lines of `npm run bench`, after appending the row (id socket-fanout-msgs-per-second)
 * to BENCH_JSON when it is set.
 *
 * @example for (const line of await socketFanoutLines(market, 1000, 10)) console.log(line);
 */
export async function socketFanoutLines(
  market: HubMarket,
  count: number,
  seconds: number,
): Promise<string[]> {
  const r = await socketFanoutBench(market, count, seconds);
  appendBenchRows([
    {
      id: 'socket-fanout-msgs-per-second',
      label: `Socket fan-out to ${String(count)} clients`,
      unit: 'msg/s',
      value: Math.round(r.ours.perSecond),
      better: 'higher',
      target: 200_000,
      anchor: {
        label: 'plain ws, the same frames serialised once',
        value: Math.round(r.anchor.perSecond),
      },
      ratioTarget: 0.8,
    },
  ]);
  const rate = (figures: ServerFigures) => Math.round(figures.perSecond).toLocaleString('en');
  const note = (figures: ServerFigures) =>
    `${(figures.bytesPerSecond / 1e6).toFixed(1)} MB/s, bench loop ${String(Math.round(figures.busy * 100))} % busy` +
    (figures.closed > 0 ? `, ${String(figures.closed)} sockets closed by the server` : '');
  return [
    `Socket fan-out to ${String(r.clients)} clients each (one client process; ${String(ROUNDS)} turns of ${String(seconds / ROUNDS)} s per server, alternating; ` +
      `hub fed a match per ms on ${SYMBOL}: ${String(r.matches)} matches, ${String(r.ticks)} flushes recorded, ${String(r.meanFrameBytes)} B/message):`,
    `  ours: ${rate(r.ours)} messages/s (${note(r.ours)}; ${String(r.hubFrames)} messages written, ${String(r.limitCloses)} sockets closed for a limit)`,
    `  anchor, plain ws sending the same frames serialised once: ${rate(r.anchor)} messages/s (${note(r.anchor)})`,
    `  ratio ours / plain ws: ${(r.ours.perSecond / r.anchor.perSecond).toFixed(2)} (target ≥ 0.80; ours ≥ 200,000 messages/s)`,
    `  for reference, plain ws with each tick corked into one write: ${rate(r.corked)} messages/s (${note(r.corked)}); ours / it: ${(r.ours.perSecond / r.corked.perSecond).toFixed(2)}`,
  ];
}
