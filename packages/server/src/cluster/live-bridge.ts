import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  channelKindSchema,
  encodeServerMessage,
  tickerKindSchema,
  type ChannelSymbol,
  type MarketUpdate,
  type NotifyData,
  type PublicTrade,
  type Ticker,
  type TickerKind,
  type UserEvent,
} from '@exchange/api/socket';
import { z } from 'zod';
import type { Storage } from '../db/connect.ts';
import { hashToken } from '../http/auth.ts';
import { RECENT_TRADES } from '../market/spot-markets.ts';
import type { ChannelKind } from '../live/channel-registry.ts';
import type { LiveOptions } from '../live/install-market.ts';
import { registerLiveRoutes } from '../live/live-routes.ts';
import type { HubMarket } from '../live/market-channels.ts';
import type { PendingSymbol } from '../live/pending-updates.ts';
import { SocketHub } from '../live/socket-hub.ts';
import type { Bus, BusSubscription } from './bus.ts';

/*
 * The live feed across processes (issue 26, design "Live"). The engine's hub publishes what it
 * sends on NATS subjects; every worker's edge hub (the same SocketHub: protocol, limits,
 * conflation) serves its own sockets from them:
 *
 * - exchange.live.ch.<kind>.<SYMBOL>  {engine, seq, frames}: a channel's frames of one flush
 * - exchange.live.snapshot (request)  {channel} -> {engine, seq, frames} | {unknown: true}
 * - exchange.live.ticker.<kind>       {engine, frames}: every tickerMs
 * - exchange.live.tickers (request)   {kind} -> {frames}: an edge's first tickers
 * - exchange.live.user.<userId>       {frames, deviceId?}: a user's events and notices
 * - exchange.live.broadcast           {frames}
 *
 * `engine` names the engine instance that counts `seq` (a new owner after a failover counts
 * afresh): an edge that sees another one resyncs from a snapshot, as after a gap in `seq`; the
 * tickers name it too, so a quiet channel follows a new engine within a ticker period.
 */

const PREFIX = 'exchange.live';
const SNAPSHOT = `${PREFIX}.snapshot`;
const TICKERS = `${PREFIX}.tickers`;
const BROADCAST = `${PREFIX}.broadcast`;
const tickerSubject = (kind: TickerKind) => `${PREFIX}.ticker.${kind}`;
const userSubject = (userId: number) => `${PREFIX}.user.${String(userId)}`;

/** Symbols that are one subject token (no `.`, `*`, `>` or spaces): all the exchange lists. */
const SUBJECT_TOKEN = /^[A-Za-z0-9_-]+$/;

/** The subject of a channel (`trade@BTCUSDT` -> `exchange.live.ch.trade.BTCUSDT`), if it has one. */
function channelSubject(channel: string): string | undefined {
  const at = channel.indexOf('@');
  const kind = channel.slice(0, at);
  const symbol = channel.slice(at + 1);
  if (at < 0 || !SUBJECT_TOKEN.test(kind) || !SUBJECT_TOKEN.test(symbol)) return undefined;
  return `${PREFIX}.ch.${kind}.${symbol}`;
}

/** How long an edge waits for a snapshot or the first tickers before it asks again. */
const REQUEST_TIMEOUT_MS = 2000;
const RETRY_MS = 250;
/** How often the edge drops the subjects no socket needs any more, and their grace after opening. */
const SWEEP_MS = 1000;
const GRACE_MS = 2000;
/** Updates kept while a channel waits for its snapshot; past it, the channel resyncs again. */
const MAX_BUFFERED = 10_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value));

const framesSchema = z.array(z.string());
const channelMessageSchema = z.object({
  engine: z.string(),
  seq: z.number(),
  frames: framesSchema,
});
const snapshotReplySchema = z.union([channelMessageSchema, z.object({ unknown: z.literal(true) })]);
const framesMessageSchema = z.object({ frames: framesSchema, deviceId: z.string().optional() });
const tickerMessageSchema = z.object({ engine: z.string(), frames: framesSchema });
const snapshotRequestSchema = z.object({ channel: z.string() });
const tickersRequestSchema = z.object({ kind: tickerKindSchema });

type ChannelMessage = z.infer<typeof channelMessageSchema>;

function decode<T>(schema: z.ZodType<T>, data: Uint8Array): T {
  return schema.parse(JSON.parse(decoder.decode(data)));
}

/** A server message's parts, from a frame the engine's hub encoded. */
function parseFrame(frame: string): { cmd: string; data: unknown } {
  return JSON.parse(frame) as { cmd: string; data: unknown };
}

/**
 * The engine's side: publish everything `hub` sends on the bus and answer the edges' snapshot
 * and ticker requests. Returns the function that stops it.
 *
 * @example const unbridge = bridgeHubToBus(exchange.app.exchangeMarket.hub, bus);
 */
export function bridgeHubToBus(hub: SocketHub, bus: Bus): () => void {
  const engine = randomUUID();
  const seqs = new Map<string, number>();
  // The hub's flush must never fail for the bus (closed while the engine stops).
  const publish = (subject: string, message: object) => {
    try {
      bus.publish(subject, encode(message));
    } catch {
      // at most once: an update lost here is a gap the edges resync from
    }
  };
  const tickerFrames = (kind: TickerKind) => [
    encodeServerMessage({ cmd: 'ticker', data: { kind, tickers: hub.tickerFeeds.tickers(kind) } }),
  ];

  const untap = hub.tap({
    channel(channel, frames) {
      const subject = channelSubject(channel);
      if (!subject) return;
      const seq = (seqs.get(channel) ?? 0) + 1;
      seqs.set(channel, seq);
      publish(subject, { engine, seq, frames });
    },
    user(userId, frames, deviceId) {
      publish(userSubject(userId), deviceId === undefined ? { frames } : { frames, deviceId });
    },
    broadcast(frames) {
      publish(BROADCAST, { frames });
    },
  });
  const snapshots = bus.reply(SNAPSHOT, (data) => {
    const { channel } = decode(snapshotRequestSchema, data);
    const resolved = hub.channels.resolve(channel);
    if (!resolved?.kind.accepts(resolved.symbol) || !channelSubject(channel))
      return encode({ unknown: true });
    // The frames of the state after update `seq` and those not flushed yet (as a local subscriber).
    return encode({
      engine,
      seq: seqs.get(channel) ?? 0,
      frames: resolved.kind.snapshot(resolved.symbol, true),
    });
  });
  const tickers = bus.reply(TICKERS, (data) =>
    encode({ frames: tickerFrames(decode(tickersRequestSchema, data).kind) }),
  );
  const timer = setInterval(() => {
    for (const kind of tickerKindSchema.options)
      publish(tickerSubject(kind), { engine, frames: tickerFrames(kind) });
  }, hub.tickerMs);
  timer.unref();
  return () => {
    untap();
    snapshots.unsubscribe();
    tickers.unsubscribe();
    clearInterval(timer);
  };
}

/** The wire command of each channel kind's frames. */
const COMMANDS: Record<z.infer<typeof channelKindSchema>, 'spot' | 'contract' | 'option'> = {
  trade: 'spot',
  contract: 'contract',
  option: 'option',
};

/** Which update a frame of a channel carries (`depth`, `trade`, `kline`, `mark`, `index`). */
function updateOf(frame: string): string | undefined {
  return /"channel":"(\w+)"/.exec(frame)?.[1];
}

/** What a socket that is behind missed in one update (read only when one is). */
function pendingOf(frames: readonly string[]): PendingSymbol {
  const pending: PendingSymbol = {
    depth: false,
    trades: [],
    klines: new Map(),
    mark: null,
    index: null,
  };
  for (const frame of frames) {
    const update = parseFrame(frame).data as MarketUpdate;
    switch (update.channel) {
      case 'depth':
        pending.depth = true;
        break;
      case 'trade':
        pending.trades.push(...update.trades.slice().reverse());
        break;
      case 'kline':
        pending.klines.set(update.period, update.bar);
        break;
      case 'mark':
        pending.mark = update;
        break;
      case 'index':
        pending.index = update;
        break;
      default:
        update satisfies never;
    }
  }
  return pending;
}

/**
 * One remote channel on the edge: its subscription, the engine's sequence it follows, and its
 * state now (the snapshot with every update since applied), which new subscribers and sockets
 * that drain after falling behind get.
 */
class Mirror {
  engine: string | null = null;
  seq = 0;
  loading = false;
  closed = false;
  /** Whether the engine knows the channel (or, while it is away, whether it is assumed to). */
  known = false;
  buffer: ChannelMessage[] = [];
  /** The snapshot's frames in order, each by the update it carries; trades are kept apart. */
  slots: { update: string; frame: string }[] = [];
  trades: PublicTrade[] = [];
  subscription: BusSubscription | null = null;
  first!: Promise<boolean>;

  constructor(
    readonly channel: ChannelSymbol,
    readonly symbol: string,
    readonly cmd: 'spot' | 'contract' | 'option',
    readonly openedAt: number,
  ) {}

  /** Start over from a snapshot's frames. */
  reset(frames: readonly string[]): void {
    this.slots = [];
    this.trades = [];
    for (const frame of frames) this.apply(frame);
  }

  /** One update frame: the book, mark or index replace theirs, trades join the recent ones. */
  apply(frame: string): void {
    const update = updateOf(frame);
    if (update === undefined || update === 'kline') return;
    if (update === 'trade') {
      const { trades } = parseFrame(frame).data as { trades: PublicTrade[] };
      this.trades = [...trades, ...this.trades].slice(0, RECENT_TRADES);
    }
    const slot = this.slots.find((s) => s.update === update);
    if (slot) slot.frame = frame;
    // The first trades go after the book, where a snapshot carries them.
    else if (update === 'trade')
      this.slots.splice(this.slots.findIndex((s) => s.update === 'depth') + 1, 0, {
        update,
        frame,
      });
    else this.slots.push({ update, frame });
  }

  snapshot(withTrades: boolean): string[] {
    const frames: string[] = [];
    for (const { update, frame } of this.slots) {
      if (update !== 'trade') frames.push(frame);
      else if (withTrades && this.trades.length > 0)
        frames.push(
          encodeServerMessage({
            cmd: this.cmd,
            data: { channel: 'trade', symbol: this.symbol, trades: this.trades },
          }),
        );
    }
    return frames;
  }
}

export interface EdgeLive {
  /** Close every socket of the edge hub (1012 on SIGTERM: clients reconnect at once). */
  closeAll(code: number, reason: string): void;
  /** Stop the hub and every subscription (the app's close does it too). */
  stop(): void;
  /** Sockets open now. */
  readonly size: number;
}

/** The edge hub's market: none (its channels, tickers and users come from the bus). */
const NO_MARKET: HubMarket = {
  on: () => () => undefined,
  pairs: [],
  depth: (symbol) => ({ symbol, asks: [], bids: [], timestamp: 0, trades: [] }),
  tickers: () => [],
};

/**
 * The edge's side: GET /ws on `app` (the same route, token, caps and close codes as the single
 * server's live-routes.ts) served by a SocketHub fed from the bus. A channel's subject is
 * subscribed at its first socket's subscription and dropped once none is left; a bound user's
 * subject likewise; tickers and broadcasts always.
 *
 * @example const live = await installEdgeLive(edge, { bus, storage, live: options.live });
 */
export async function installEdgeLive(
  app: FastifyInstance,
  options: { bus: Bus; storage: Storage; live?: LiveOptions; now?: () => number },
): Promise<EdgeLive> {
  const { bus, storage } = options;
  const now = options.now ?? Date.now;
  const mirrors = new Map<ChannelSymbol, Mirror>();
  const users = new Map<number, { subscription: BusSubscription; since: number }>();
  const tickers = new Map<TickerKind, Ticker[]>();
  const subscriptions: BusSubscription[] = [];
  let stopped = false;
  /** The engine the latest tickers came from. */
  let engine: string | null = null;

  const kinds: ChannelKind[] = channelKindSchema.options.map((name) => ({
    name,
    accepts: (symbol) => mirrors.get(`${name}@${symbol}`)?.known === true,
    snapshot: (symbol, withTrades) => mirrors.get(`${name}@${symbol}`)?.snapshot(withTrades) ?? [],
    encode: (data) => encodeServerMessage({ cmd: COMMANDS[name], data }),
  }));

  /** A subscriber that logs what it cannot read (a bus handler that throws ends the process). */
  const heard =
    (handler: (data: Uint8Array) => void) =>
    (data: Uint8Array): void => {
      try {
        handler(data);
      } catch (error) {
        app.log.warn({ err: error }, 'live bridge: a message could not be read');
      }
    };

  const watchUser = (userId: number) => {
    if (users.has(userId)) {
      const watched = users.get(userId);
      if (watched) watched.since = now();
      return;
    }
    const subscription = bus.subscribe(
      userSubject(userId),
      heard((data) => {
        const { frames, deviceId } = decode(framesMessageSchema, data);
        for (const frame of frames) {
          const { cmd, data: payload } = parseFrame(frame);
          // Re-encoded by the hub alike: JSON.stringify of what it parsed is the same text.
          if (cmd === 'bindUid') hub.publishUser(userId, payload as UserEvent);
          else if (cmd === 'notify') hub.notify(userId, payload as NotifyData, deviceId);
        }
      }),
    );
    users.set(userId, { subscription, since: now() });
  };

  const hub: SocketHub = new SocketHub({
    market: NO_MARKET,
    balanceView: () => undefined,
    now,
    ...options.live,
    channels: kinds,
    tickers: {
      trade: () => tickers.get('trade') ?? [],
      contract: () => tickers.get('contract') ?? [],
    },
    remote: { open: (channel) => open(channel) },
    authenticate: async (token) => {
      const row = await storage.db
        .selectFrom('sessions')
        .select(['user_id', 'device_id'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row) return null;
      // Subscribed before the socket binds: its events from now on reach it.
      watchUser(row.user_id);
      return { userId: row.user_id, deviceId: row.device_id };
    },
  });
  hub.onLimitClose((event) => {
    app.log.warn({ socket: event }, 'live socket closed: %s', event.reason);
  });

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms).unref();
    });

  /** Ask for the channel's snapshot until one comes (or the engine says it has no such channel). */
  const load = async (mirror: Mirror, settle: (known: boolean) => void): Promise<void> => {
    // Closed or stopped meanwhile (a call: both change while the request is out).
    const gone = () => mirror.closed || stopped;
    while (!gone()) {
      let reply: z.infer<typeof snapshotReplySchema>;
      try {
        reply = decode(
          snapshotReplySchema,
          await bus.request(SNAPSHOT, encode({ channel: mirror.channel }), REQUEST_TIMEOUT_MS),
        );
      } catch {
        // No engine now (a failover, NATS away): the subscription stands, its snapshot comes later.
        if (!mirror.known) {
          mirror.known = true;
          settle(true);
        }
        await delay(RETRY_MS);
        continue;
      }
      if (gone()) return;
      if ('unknown' in reply) {
        settle(false);
        close(mirror);
        return;
      }
      mirror.known = true;
      mirror.engine = reply.engine;
      mirror.seq = reply.seq;
      mirror.reset(reply.frames);
      mirror.loading = false;
      const buffered = mirror.buffer.sort((a, b) => a.seq - b.seq);
      mirror.buffer = [];
      // Sockets already subscribed missed what changed meanwhile: the state now replaces it.
      const state = mirror.snapshot(true);
      if (state.length > 0) hub.fanOut(mirror.channel, state);
      settle(true);
      for (const message of buffered) receive(mirror, message);
      return;
    }
  };

  const resync = (mirror: Mirror, settle: (known: boolean) => void = () => undefined) => {
    mirror.loading = true;
    mirror.buffer = [];
    void load(mirror, settle);
  };

  const receive = (mirror: Mirror, message: ChannelMessage) => {
    if (mirror.closed) return;
    if (mirror.loading) {
      if (mirror.buffer.length >= MAX_BUFFERED) mirror.buffer = [];
      mirror.buffer.push(message);
      return;
    }
    if (message.engine !== mirror.engine || message.seq > mirror.seq + 1) {
      // Another engine (a failover) or a lost update: start again from a snapshot.
      resync(mirror);
      mirror.buffer.push(message);
      return;
    }
    if (message.seq <= mirror.seq) return;
    mirror.seq = message.seq;
    for (const frame of message.frames) mirror.apply(frame);
    let pending: PendingSymbol | undefined;
    hub.fanOut(mirror.channel, message.frames, () => (pending ??= pendingOf(message.frames)));
  };

  function open(channel: ChannelSymbol): Promise<boolean> {
    const existing = mirrors.get(channel);
    if (existing) return existing.first;
    const subject = channelSubject(channel);
    const at = channel.indexOf('@');
    const kind = channelKindSchema.safeParse(channel.slice(0, at));
    if (!subject || !kind.success || stopped) return Promise.resolve(false);
    const mirror = new Mirror(channel, channel.slice(at + 1), COMMANDS[kind.data], now());
    mirrors.set(channel, mirror);
    mirror.subscription = bus.subscribe(
      subject,
      heard((data) => {
        receive(mirror, decode(channelMessageSchema, data));
      }),
    );
    mirror.first = new Promise((resolve) => {
      resync(mirror, resolve);
    });
    return mirror.first;
  }

  function close(mirror: Mirror): void {
    mirror.closed = true;
    mirror.subscription?.unsubscribe();
    if (mirrors.get(mirror.channel) === mirror) mirrors.delete(mirror.channel);
  }

  subscriptions.push(
    bus.subscribe(
      `${PREFIX}.ticker.*`,
      heard((data) => {
        const message = decode(tickerMessageSchema, data);
        if (message.engine !== engine) {
          // A new engine (a failover): every channel it did not snapshot yet starts over.
          engine = message.engine;
          for (const mirror of mirrors.values())
            if (!mirror.loading && mirror.engine !== engine) resync(mirror);
        }
        for (const frame of message.frames) {
          const { data: payload } = parseFrame(frame);
          const { kind, tickers: list } = payload as { kind: TickerKind; tickers: Ticker[] };
          tickers.set(kind, list);
        }
      }),
    ),
    bus.subscribe(
      BROADCAST,
      heard((data) => {
        for (const frame of decode(framesMessageSchema, data).frames) {
          const { cmd, data: payload } = parseFrame(frame);
          if (cmd === 'notify') hub.broadcast(payload as NotifyData);
        }
      }),
    ),
  );
  // The first tickers, before the engine's next push (none yet: they come with it).
  for (const kind of tickerKindSchema.options)
    bus
      .request(TICKERS, encode({ kind }), REQUEST_TIMEOUT_MS)
      .then((data) => {
        if (tickers.has(kind)) return;
        const [frame] = decode(framesMessageSchema, data).frames;
        if (frame) tickers.set(kind, (parseFrame(frame).data as { tickers: Ticker[] }).tickers);
      })
      .catch(() => undefined);

  // Drop what no socket needs; after the bus was away, every channel resyncs (updates were lost).
  let connected = bus.connected;
  const sweep = setInterval(() => {
    const interests = hub.interests();
    const at = now();
    for (const mirror of [...mirrors.values()])
      if (!interests.channels.has(mirror.channel) && at - mirror.openedAt >= GRACE_MS)
        close(mirror);
    for (const [userId, watched] of users)
      if (!interests.users.has(userId) && at - watched.since >= GRACE_MS) {
        watched.subscription.unsubscribe();
        users.delete(userId);
      }
    const back = bus.connected && !connected;
    connected = bus.connected;
    if (back) for (const mirror of mirrors.values()) if (!mirror.loading) resync(mirror);
  }, SWEEP_MS);
  sweep.unref();

  await registerLiveRoutes(app, hub);
  hub.start();

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(sweep);
    for (const mirror of [...mirrors.values()]) close(mirror);
    for (const { subscription } of users.values()) subscription.unsubscribe();
    users.clear();
    for (const subscription of subscriptions) subscription.unsubscribe();
    hub.stop();
  };
  app.addHook('onClose', () => {
    stop();
  });
  return {
    closeAll: (code, reason) => {
      hub.closeAll(code, reason);
    },
    stop,
    get size() {
      return hub.size;
    },
  };
}
