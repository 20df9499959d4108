// The cost of the scale-out's NATS hop (issue 26), ahead of routing orders over it: request/reply
// round trips of an order-sized message through the cluster bus (src/cluster/bus.ts) on a
// throwaway nats-server, beside its anchor measured in the same run, the raw @nats-io client doing
// the same request/reply (so the ratio is what our Bus layer adds), and the in-process bus (what
// `npm start` uses) for scale. Both NATS clients and the server share this machine's cores with
// the responder, so on 2 cores the figures include contention that separate machines would not
// have. Latencies are taken interleaved request by request (bus, raw, in-process, bus …), the
// throughput (64 in flight) in alternating rounds, median of 3. Part of bench/run.ts
// (natsHopLines); alone: `npx tsx packages/server/bench/nats-hop.ts` (rows to BENCH_JSON when set).
import { pathToFileURL } from 'node:url';
import { connect } from '@nats-io/transport-node';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';
import { connectNatsBus, InProcessBus } from '../src/cluster/bus.ts';
import { startTestNats } from '../src/cluster/test-nats.ts';

const ROUND_TRIPS = Number(process.env.BENCH_NATS_ROUND_TRIPS ?? 4000);
const WARM_UP = 500;
const ROUNDS = 3;
const IN_FLIGHT = 64;
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_NATS_REQUESTS ?? 20_000);
const ORDER = new TextEncoder().encode(
  JSON.stringify({
    userId: 12345,
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: '60123.45',
    amount: '0.0125',
    clientOrderId: 'c-0123456789abcdef',
  }),
);

type Request = (data: Uint8Array) => Promise<Uint8Array>;

interface Figures {
  p50us: number;
  p99us: number;
  perSecond: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** IN_FLIGHT requests at a time until THROUGHPUT_REQUESTS are answered: requests per second. */
async function throughput(request: Request): Promise<number> {
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (sent < THROUGHPUT_REQUESTS) {
        sent += 1;
        await request(ORDER);
      }
    }),
  );
  return THROUGHPUT_REQUESTS / ((performance.now() - started) / 1000);
}

/**
 * Sequential round trips of each candidate, interleaved one by one (a, b, a, b …) so that the
 * machine's other load, GC and JIT fall on all of them alike: each one's p50 and p99 in µs.
 */
async function latencies(requests: Request[]): Promise<{ p50us: number; p99us: number }[]> {
  for (let i = 0; i < WARM_UP; i += 1) for (const request of requests) await request(ORDER);
  const times = requests.map((): number[] => []);
  for (let i = 0; i < ROUND_TRIPS; i += 1) {
    for (const [k, request] of requests.entries()) {
      const start = process.hrtime.bigint();
      await request(ORDER);
      times[k]?.push(Number(process.hrtime.bigint() - start) / 1000);
    }
  }
  return times.map((t) => {
    t.sort((x, y) => x - y);
    return { p50us: percentile(t, 50), p99us: percentile(t, 99) };
  });
}

/** A responder that answers like an order acknowledgement (a small JSON built per request). */
function acknowledge(data: Uint8Array): Uint8Array {
  return new TextEncoder().encode(`{"ok":true,"bytes":${String(data.length)}}`);
}

/** The median of a few rounds' figures. */
function median(values: number[]): number {
  return percentile(
    [...values].sort((x, y) => x - y),
    50,
  );
}

/**
 * The NATS hop section: measures, appends the rows 'cluster-nats-hop-p50-us',
 * 'cluster-nats-hop-p99-us' and 'cluster-nats-requests-per-s', and resolves the lines to print.
 *
 * @example for (const line of await natsHopLines()) console.log(line);
 */
export async function natsHopLines(): Promise<string[]> {
  const lines: string[] = [];
  const nats = await startTestNats();
  try {
    // Anchor: the raw client, one connection answering and one asking, as the Bus does below.
    const server = await connect({ servers: nats.url });
    const client = await connect({ servers: nats.url });
    server.subscribe('bench.raw', {
      queue: 'responders',
      callback: (_error, msg) => {
        msg.respond(acknowledge(msg.data));
      },
    });
    await server.flush();
    const rawRequest: Request = async (data) =>
      (await client.request('bench.raw', data, { timeout: 5000 })).data;

    const responder = await connectNatsBus({ servers: nats.url });
    const requester = await connectNatsBus({ servers: nats.url });
    responder.reply('bench.orders.BTCUSDT', acknowledge);
    await responder.flush();
    const busRequest: Request = (data) => requester.request('bench.orders.BTCUSDT', data, 5000);

    const local = new InProcessBus();
    local.reply('bench.local', acknowledge);
    const localRequest: Request = (data) => local.request('bench.local', data, 5000);

    const [busLatency, rawLatency, localLatency] = await latencies([
      busRequest,
      rawRequest,
      localRequest,
    ]);
    // Throughput in alternating rounds, so warm-up and the other helpers' load fall on both alike.
    const raws: number[] = [];
    const buses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      buses.push(await throughput(busRequest));
      raws.push(await throughput(rawRequest));
    }
    const bus: Figures = {
      ...(busLatency ?? { p50us: NaN, p99us: NaN }),
      perSecond: median(buses),
    };
    const raw: Figures = { ...(rawLatency ?? { p50us: NaN, p99us: NaN }), perSecond: median(raws) };
    const inProcess: Figures = {
      ...(localLatency ?? { p50us: NaN, p99us: NaN }),
      perSecond: await throughput(localRequest),
    };
    await server.drain();
    await client.drain();
    await responder.close();
    await requester.close();
    await local.close();

    const line = (label: string, f: Figures) =>
      `${label}: p50 ${f.p50us.toFixed(0)} µs, p99 ${f.p99us.toFixed(0)} µs, ${f.perSecond.toFixed(0)} requests/s with ${String(IN_FLIGHT)} in flight`;
    lines.push(
      `NATS hop: ${String(ROUND_TRIPS)} round trips of each, interleaved; throughput: median of ${String(ROUNDS)} alternating rounds of ${String(THROUGHPUT_REQUESTS)}:`,
    );
    lines.push(line('NATS hop, cluster bus (request/reply, order-sized)', bus));
    lines.push(line('  anchor: raw @nats-io client, same server and payload', raw));
    lines.push(line('  for scale: in-process bus (npm start)', inProcess));
    lines.push(
      `  bus ÷ raw: p50 ${(bus.p50us / raw.p50us).toFixed(2)}×, p99 ${(bus.p99us / raw.p99us).toFixed(2)}×, throughput ${(bus.perSecond / raw.perSecond).toFixed(2)}×`,
    );
    const anchor = (value: number) => ({ label: 'raw @nats-io client request/reply', value });
    appendBenchRows([
      {
        id: 'cluster-nats-hop-p50-us',
        label: 'NATS hop per order, p50 (cluster bus request/reply)',
        unit: 'µs',
        value: bus.p50us,
        better: 'lower',
        target: null,
        anchor: anchor(raw.p50us),
        ratioTarget: null,
      },
      {
        id: 'cluster-nats-hop-p99-us',
        label: 'NATS hop per order, p99 (cluster bus request/reply)',
        unit: 'µs',
        value: bus.p99us,
        better: 'lower',
        target: null,
        anchor: anchor(raw.p99us),
        ratioTarget: null,
      },
      {
        id: 'cluster-nats-requests-per-s',
        label: `NATS request/reply throughput, ${String(IN_FLIGHT)} in flight (cluster bus)`,
        unit: 'requests/s',
        value: bus.perSecond,
        better: 'higher',
        target: null,
        anchor: anchor(raw.perSecond),
        ratioTarget: null,
      },
    ]);
  } finally {
    await nats.stop();
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await natsHopLines()) console.log(line);
}
