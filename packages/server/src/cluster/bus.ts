import {
  connect,
  headers,
  type Msg,
  type NatsConnection,
  NoRespondersError,
  RequestError,
  TimeoutError,
} from '@nats-io/transport-node';

/** Called with each message on a subscribed subject, in the order they were published. */
export type BusHandler = (data: Uint8Array, subject: string) => void;

/**
 * Answers a request: the bytes it returns (or resolves to) are the reply. When it throws, the
 * requester's `request` rejects with a {@link BusReplyError} carrying the message.
 */
export type BusResponder = (data: Uint8Array, subject: string) => Uint8Array | Promise<Uint8Array>;

/** A subscription or a responder; `unsubscribe()` stops it (idempotent). */
export interface BusSubscription {
  unsubscribe(): void;
}

/**
 * Messaging between the server's parts: publish/subscribe and request/reply on NATS-style
 * subjects (dot-separated tokens; `*` matches one token and `>` the rest, in subscriptions only).
 *
 * - Delivery is asynchronous (never inside `publish`) and, per subject and publisher, in order.
 * - Publish/subscribe is at most once: a message published while nobody subscribes is dropped.
 * - `request` goes to exactly one of the responders on that subject (a queue group), and rejects
 *   with {@link BusNoResponderError} when there is none, {@link BusTimeoutError} after `timeoutMs`,
 *   {@link BusReplyError} when the responder threw.
 *
 * Two implementations with the same contract (bus.test.ts): {@link InProcessBus} for the
 * single-process server (`npm start`), {@link connectNatsBus} for N processes over NATS.
 */
export interface Bus {
  publish(subject: string, data: Uint8Array): void;
  subscribe(subject: string, handler: BusHandler): BusSubscription;
  reply(subject: string, responder: BusResponder): BusSubscription;
  request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array>;
  /** Resolves once everything published before the call was handed on (NATS: server round trip). */
  flush(): Promise<void>;
  /** Whether messages can flow now (NATS: connected; false while reconnecting and once closed). */
  readonly connected: boolean;
  /** Stop every subscription and responder; pending requests reject. */
  close(): Promise<void>;
}

/** A `request` nobody answered within its timeout. */
export class BusTimeoutError extends Error {
  constructor(subject: string, timeoutMs: number) {
    super(`No reply on ${subject} within ${String(timeoutMs)} ms`);
    this.name = 'BusTimeoutError';
  }
}

/** A `request` on a subject that has no responder at all. */
export class BusNoResponderError extends Error {
  constructor(subject: string) {
    super(`No responder on ${subject}`);
    this.name = 'BusNoResponderError';
  }
}

/** The responder threw; `message` is its error's message. */
export class BusReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BusReplyError';
  }
}

/** The header a responder's error travels in over NATS (the reply's body is then empty). */
const ERROR_HEADER = 'Bus-Error';
/** The queue group of every responder: each request is answered by one of them only. */
const RESPONDERS = 'responders';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a subscription's subject pattern (with `*` and `>`) matches a published subject. */
export function subjectMatches(pattern: string, subject: string): boolean {
  if (pattern === subject) return true;
  const want = pattern.split('.');
  const got = subject.split('.');
  for (let i = 0; i < want.length; i += 1) {
    const token = want[i];
    if (token === '>') return got.length > i;
    if (i >= got.length) return false;
    if (token !== '*' && token !== got[i]) return false;
  }
  return want.length === got.length;
}

interface LocalSubscriber {
  pattern: string;
  handler: BusHandler;
  active: boolean;
}

interface LocalResponder {
  pattern: string;
  responder: BusResponder;
  active: boolean;
}

/**
 * The bus inside one process: what the single-process server uses. Messages are queued and
 * delivered from a microtask, in publish order, so a publisher never runs its subscribers'
 * code inside its own call (as over NATS). A handler that throws is reported to `onError`
 * (default: rethrown from its own task, like an uncaught error) and does not stop the others.
 */
export class InProcessBus implements Bus {
  private subscribers: LocalSubscriber[] = [];
  private responders: LocalResponder[] = [];
  private readonly queue: { subject: string; data: Uint8Array }[] = [];
  private draining = false;
  private closed = false;
  private turn = 0;
  private readonly pending = new Set<(error: Error) => void>();

  constructor(
    private readonly onError: (error: unknown) => void = (error) => {
      setImmediate(() => {
        throw error;
      });
    },
  ) {}

  get connected(): boolean {
    return !this.closed;
  }

  publish(subject: string, data: Uint8Array): void {
    if (this.closed) throw new Error('The bus is closed');
    this.queue.push({ subject, data });
    if (!this.draining) {
      this.draining = true;
      queueMicrotask(() => {
        this.drain();
      });
    }
  }

  private drain(): void {
    // Each message goes to the subscribers present when it is delivered, in subscription order.
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      for (const sub of this.subscribers) {
        if (!sub.active || !subjectMatches(sub.pattern, next.subject)) continue;
        try {
          sub.handler(next.data, next.subject);
        } catch (error) {
          this.onError(error);
        }
      }
    }
    this.draining = false;
  }

  subscribe(subject: string, handler: BusHandler): BusSubscription {
    if (this.closed) throw new Error('The bus is closed');
    const sub: LocalSubscriber = { pattern: subject, handler, active: true };
    this.subscribers.push(sub);
    return {
      unsubscribe: () => {
        sub.active = false;
        this.subscribers = this.subscribers.filter((s) => s !== sub);
      },
    };
  }

  reply(subject: string, responder: BusResponder): BusSubscription {
    if (this.closed) throw new Error('The bus is closed');
    const entry: LocalResponder = { pattern: subject, responder, active: true };
    this.responders.push(entry);
    return {
      unsubscribe: () => {
        entry.active = false;
        this.responders = this.responders.filter((r) => r !== entry);
      },
    };
  }

  request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new Error('The bus is closed'));
    const candidates = this.responders.filter((r) => subjectMatches(r.pattern, subject));
    if (candidates.length === 0) return Promise.reject(new BusNoResponderError(subject));
    // One responder per request, taken in turn (NATS picks one of a queue group at random).
    const chosen = candidates[this.turn % candidates.length];
    this.turn += 1;
    return new Promise<Uint8Array>((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.pending.delete(abort);
        fn();
      };
      const abort = (error: Error) => {
        settle(() => {
          reject(error);
        });
      };
      const timer = setTimeout(() => {
        abort(new BusTimeoutError(subject, timeoutMs));
      }, timeoutMs);
      this.pending.add(abort);
      queueMicrotask(() => {
        if (!chosen?.active) {
          abort(new BusNoResponderError(subject));
          return;
        }
        Promise.resolve()
          .then(() => chosen.responder(data, subject))
          .then(
            (answer) => {
              settle(() => {
                resolve(answer);
              });
            },
            (error: unknown) => {
              abort(new BusReplyError(messageOf(error)));
            },
          );
      });
    });
  }

  flush(): Promise<void> {
    // Resolves after the queued messages: the drain runs in an earlier microtask.
    return new Promise((resolve) => {
      queueMicrotask(resolve);
    });
  }

  close(): Promise<void> {
    this.closed = true;
    this.subscribers = [];
    this.responders = [];
    this.queue.length = 0;
    for (const abort of [...this.pending]) abort(new Error('The bus is closed'));
    return Promise.resolve();
  }
}

export interface NatsBusOptions {
  /** `nats://host:port`, or several (NATS_URL may hold a comma-separated list). */
  servers: string | string[];
  /** The client's name in the server's monitoring (default `exchange-<pid>`). */
  name?: string;
  /** Milliseconds between reconnect attempts (default 250): the client retries forever. */
  reconnectTimeWaitMs?: number;
  /** A subscriber's handler threw (default: rethrown from its own task). */
  onError?: (error: unknown) => void;
}

/**
 * The bus over NATS core (no JetStream: at-most-once, like the in-process bus). The client
 * reconnects forever, resubscribing everything (NATS does this itself); messages published
 * while disconnected are buffered by the client and sent on reconnect, those sent to the
 * server while a subscriber's process was away are lost to it (at most once).
 */
class NatsBus implements Bus {
  private isConnected = true;

  constructor(
    private readonly nc: NatsConnection,
    private readonly onError: (error: unknown) => void,
  ) {
    void this.watch();
  }

  private async watch(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnecting') this.isConnected = false;
      else if (status.type === 'reconnect') this.isConnected = true;
      else if (status.type === 'close') this.isConnected = false;
    }
    this.isConnected = false;
  }

  get connected(): boolean {
    return this.isConnected && !this.nc.isClosed();
  }

  publish(subject: string, data: Uint8Array): void {
    this.nc.publish(subject, data);
  }

  subscribe(subject: string, handler: BusHandler): BusSubscription {
    const sub = this.nc.subscribe(subject, {
      callback: (error, msg) => {
        if (error) {
          this.onError(error);
          return;
        }
        try {
          handler(msg.data, msg.subject);
        } catch (thrown) {
          this.onError(thrown);
        }
      },
    });
    return {
      unsubscribe: () => {
        if (!sub.isClosed()) sub.unsubscribe();
      },
    };
  }

  reply(subject: string, responder: BusResponder): BusSubscription {
    const answer = async (msg: Msg) => {
      let reply: Uint8Array;
      try {
        reply = await responder(msg.data, msg.subject);
      } catch (error) {
        const h = headers();
        h.set(ERROR_HEADER, messageOf(error).replace(/[\r\n]+/g, ' '));
        msg.respond(new Uint8Array(0), { headers: h });
        return;
      }
      msg.respond(reply);
    };
    const sub = this.nc.subscribe(subject, {
      queue: RESPONDERS,
      callback: (error, msg) => {
        if (error) this.onError(error);
        // respond() throws only once the connection is closed: the requester times out.
        else answer(msg).catch(this.onError);
      },
    });
    return {
      unsubscribe: () => {
        if (!sub.isClosed()) sub.unsubscribe();
      },
    };
  }

  async request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    let msg: Msg;
    try {
      msg = await this.nc.request(subject, data, { timeout: timeoutMs });
    } catch (error) {
      const cause = error instanceof RequestError ? error.cause : undefined;
      if (
        error instanceof NoRespondersError ||
        cause instanceof NoRespondersError ||
        (error instanceof RequestError && error.isNoResponders())
      ) {
        throw new BusNoResponderError(subject);
      }
      if (error instanceof TimeoutError || cause instanceof TimeoutError) {
        throw new BusTimeoutError(subject, timeoutMs);
      }
      throw error;
    }
    const failure = msg.headers?.get(ERROR_HEADER);
    if (failure) throw new BusReplyError(failure);
    return msg.data;
  }

  flush(): Promise<void> {
    return this.nc.flush();
  }

  async close(): Promise<void> {
    if (this.nc.isClosed()) return;
    await this.nc.drain();
  }
}

/**
 * Connect to NATS and return the bus over it; rejects when no server answers at first
 * (reconnects after that are automatic and unbounded).
 *
 * @example
 * const bus = await connectNatsBus({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
 * bus.subscribe('market.BTCUSDT.trades', (data) => { … });
 */
export async function connectNatsBus(options: NatsBusOptions): Promise<Bus> {
  const servers =
    typeof options.servers === 'string'
      ? options.servers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : options.servers;
  const nc = await connect({
    servers,
    name: options.name ?? `exchange-${String(process.pid)}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: options.reconnectTimeWaitMs ?? 250,
    reconnectJitter: 50,
  });
  return new NatsBus(
    nc,
    options.onError ??
      ((error) => {
        setImmediate(() => {
          throw error;
        });
      }),
  );
}
