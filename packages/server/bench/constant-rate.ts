// An open-loop HTTP/1.1 load at a fixed offered rate (issue 25's "2,000 req/s offered"): request i
// is due at start + i / rate whatever the server does; it goes out on the first idle keep-alive
// connection (one request in flight per connection, no pipelining) and its latency is counted
// from when it was due, so time spent queued behind a slow server is in the figures (no
// coordinated omission). The first second warms up and is not counted.
import net from 'node:net';

export interface ConstantRateOptions {
  url: string;
  path: string;
  /** Requests per second offered. */
  rate: number;
  /** Measured seconds, after one second of warm-up. */
  seconds: number;
  /** Keep-alive connections, each with at most one request in flight. */
  connections: number;
  /** The next request's headers and body. */
  next: () => { headers: Record<string, string>; body: string };
}

export interface ConstantRateResult {
  /** Offered requests per second. */
  offered: number;
  /** Requests sent in the measured window. */
  requests: number;
  /** Answers per second received in the measured window. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Connection errors. */
  errors: number;
  /**
   * Requests still unanswered 5 s after the window closed (the server fell behind): counted in
   * the percentiles with their wait so far, so those are lower bounds once this is not 0.
   */
  unanswered: number;
}

interface Pending {
  due: number;
  measured: boolean;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? Number.NaN) * 100) / 100;
}

/** One keep-alive connection: sends a request, parses the answer's status and Content-Length body. */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private current: Pending | null = null;
  busy = false;

  constructor(
    host: string,
    port: number,
    private readonly done: (pending: Pending, status: number) => void,
    private readonly failed: (pending: Pending | null) => void,
  ) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    this.socket.on('error', () => {
      this.failed(this.current);
      this.current = null;
    });
  }

  /** The request in flight, if any. */
  get inFlight(): Pending | null {
    return this.current;
  }

  send(pending: Pending, bytes: Buffer): void {
    this.busy = true;
    this.current = pending;
    this.socket.write(bytes);
  }

  private parse(): void {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0 || !this.current) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const total = end + 4 + Number(length?.[1] ?? 0);
    if (this.buffer.length < total) return;
    this.buffer = this.buffer.subarray(total);
    const pending = this.current;
    this.current = null;
    this.busy = false;
    this.done(pending, status);
  }

  close(): void {
    this.socket.destroy();
  }
}

/**
 * Offer `rate` requests/s for one warm-up second plus `seconds`, then wait (up to 5 s) for the
 * answers; latencies in ms from each request's due time.
 *
 * @example const r = await constantRate({ url, path: '/spots/order', rate: 2000, seconds: 10, connections: 64, next });
 */
export async function constantRate(options: ConstantRateOptions): Promise<ConstantRateResult> {
  const { hostname, port } = new URL(options.url);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let answeredInWindow = 0;
  const queue: Pending[] = [];
  const idle: Connection[] = [];
  const requestBytes = (): Buffer => {
    const { headers, body } = options.next();
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return Buffer.from(
      `POST ${options.path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${lines.join('')}` +
        `content-length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
    );
  };
  const warmUpMs = 1000;
  const start = performance.now() + 50;
  const windowStart = start + warmUpMs;
  const windowEnd = windowStart + options.seconds * 1000;

  const dispatch = (): void => {
    while (queue.length > 0 && idle.length > 0) {
      const pending = queue.shift() as Pending;
      (idle.pop() as Connection).send(pending, requestBytes());
    }
  };
  const connections: Connection[] = [];
  for (let i = 0; i < options.connections; i += 1) {
    const connection: Connection = new Connection(
      hostname,
      Number(port),
      (pending, status) => {
        const at = performance.now();
        if (at >= windowStart && at <= windowEnd) answeredInWindow += 1;
        if (pending.measured) {
          latencies.push(at - pending.due);
          if (status < 200 || status >= 300) non2xx += 1;
        }
        idle.push(connection);
        dispatch();
      },
      (pending) => {
        if (pending?.measured) errors += 1;
      },
    );
    connections.push(connection);
    idle.push(connection);
  }

  let issued = 0;
  let measured = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const dueCount = Math.floor(((Math.min(now, windowEnd) - start) / 1000) * options.rate);
      while (issued < dueCount) {
        const due = start + (issued / options.rate) * 1000;
        issued += 1;
        const inWindow = due >= windowStart;
        if (inWindow) measured += 1;
        queue.push({ due, measured: inWindow });
      }
      dispatch();
      if (now >= windowEnd) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  const drainUntil = performance.now() + 5000;
  while (latencies.length + errors < measured && performance.now() < drainUntil)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const end = performance.now();
  const waiting = [...queue, ...connections.map((c) => c.inFlight)].filter(
    (pending): pending is Pending => pending?.measured === true,
  );
  for (const pending of waiting) latencies.push(end - pending.due);
  for (const connection of connections) connection.close();
  const sorted = Float64Array.from(latencies).sort();
  return {
    offered: options.rate,
    requests: measured,
    rps: Math.round(answeredInWindow / options.seconds),
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    non2xx,
    errors,
    unanswered: waiting.length,
  };
}
