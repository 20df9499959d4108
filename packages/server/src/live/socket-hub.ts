import {
  encodeServerMessage,
  parseCommand,
  SOCKET_CLOSE_CODES,
  type ChannelSymbol,
  type NotifyData,
  type SocketError,
  type UserEvent,
} from '@exchange/api/socket';
import type { MarketEvent } from '../market/market-events.ts';
import { ChannelFeeds } from './channel-feeds.ts';
import { ChannelRegistry } from './channel-registry.ts';
import { tokenOfCommand } from './command-token.ts';
import { Conflation, releaseFrames } from './conflation.ts';
import { type ConnectionHost, type HubClient, HubConnection } from './hub-connection.ts';
import { type HubMarket, marketChannels } from './market-channels.ts';
import type { PendingSymbol } from './pending-updates.ts';
import {
  rateLimitedError,
  tooManySubscriptionsError,
  unknownSymbolError,
} from './socket-errors.ts';
import { SocketGuard, type SocketLimitClose } from './socket-guard.ts';
import type { RemoteChannels, SocketAuthenticate, SocketHubOptions } from './socket-hub-options.ts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socket-limits.ts';
import { type BalanceView, userEventOf } from './user-events.ts';
import { TickerFeeds } from './ticker-feeds.ts';
import { UserSockets } from './user-sockets.ts';
import { SharedFrames } from './wire-frames.ts';

export type { HubMarket } from './market-channels.ts';
export type { BalanceView } from './user-events.ts';
export type { RemoteChannels, SocketAuthenticate, SocketHubOptions } from './socket-hub-options.ts';

/**
 * What a hub sends, for another process's hubs (cluster/live-bridge.ts publishes it on the bus):
 * each channel's frames of a flush, whoever subscribes here; a user's events and notices; broadcasts.
 */
export interface LiveTap {
  channel(channel: ChannelSymbol, frames: readonly string[]): void;
  /** A user's frames: to the sockets of one device only when `deviceId` is given (notices). */
  user(userId: number, frames: readonly string[], deviceId?: string): void;
  broadcast(frames: readonly string[]): void;
}

/**
 * The live feed (SPEC.md section 7): tickers of all pairs, per-symbol depth/trades/candles
 * (batched, so a burst of fills is one message per channel per flush), a bound user's order,
 * fill and balance events, and session notices. `home.bindUid` binds only the uid of the token
 * the socket was opened with (`?token=` or `data.token`), never a bare uid.
 *
 * Every socket is bounded ({@link SocketLimits}): past the soft ceiling of queued bytes its
 * market channels are conflated (held back, then sent as the latest snapshot once it drains);
 * past the hard limit, or behind for longer than the stall time, it is closed with 1013. It may
 * hold so many subscriptions, to listed symbols only, and send commands at a limited rate
 * (refused ones get an `error` message; a flood closes it with 1008). Each client address may
 * hold so many sockets.
 *
 * Channels are per symbol and of a kind a product registers ({@link ChannelRegistry}): its name,
 * which symbols it accepts and what a subscriber gets at once. The hub knows no product.
 *
 * @example
 * const hub = new SocketHub({ market, authenticate, balanceView });
 * hub.start();
 * const connection = hub.attach(ws, token, request.ip);
 * ws.on('message', (data) => void connection.receive(String(data)));
 */
export class SocketHub implements ConnectionHost {
  private readonly connections = new Set<HubConnection>();
  private readonly users = new UserSockets((connection, frames) => {
    this.deliver(connection, frames);
  });
  /** Market data batched per channel between flushes (contracts bring their own feed). */
  private readonly feeds = new ChannelFeeds();
  /** The channel kinds served: products register theirs here. */
  readonly channels = new ChannelRegistry();
  private readonly conflation: Conflation;
  private readonly guard: SocketGuard;
  private readonly market: HubMarket;
  private readonly authenticate: SocketAuthenticate;
  private readonly balanceView: BalanceView;
  /** Where each ticker feed kind's tickers come from (products may add theirs). */
  readonly tickerFeeds: TickerFeeds;
  readonly clock: () => number;
  private readonly flushMs: number;
  /** Tickers are pushed this often (ms). */
  readonly tickerMs: number;
  private readonly idleMs: number;
  readonly limits: Readonly<SocketLimits>;
  private nextId = 1;
  private timers: ReturnType<typeof setInterval>[] = [];
  private unsubscribe: (() => void) | null = null;
  private readonly taps = new Set<LiveTap>();
  private readonly remote: RemoteChannels | undefined;
  /** Messages written to sockets, for the fan-out benchmark. */
  sent = 0;

  constructor(options: SocketHubOptions) {
    this.market = options.market;
    this.authenticate = options.authenticate;
    this.balanceView = options.balanceView;
    this.tickerFeeds = new TickerFeeds(() => this.market.tickers(), options.tickers);
    this.clock = options.now ?? Date.now;
    this.flushMs = options.flushMs ?? 16;
    this.tickerMs = options.tickerMs ?? 1000;
    this.idleMs = options.idleMs ?? 30_000;
    this.limits = { ...DEFAULT_SOCKET_LIMITS, ...options.limits };
    this.conflation = new Conflation(this.limits, this.clock);
    this.guard = new SocketGuard(this.limits, this.clock);
    this.remote = options.remote;
    for (const kind of options.channels ?? marketChannels(this.market))
      this.channels.register(kind);
  }

  /** Hear everything this hub sends (see {@link LiveTap}); returns the unsubscribe. */
  tap(tap: LiveTap): () => void {
    this.taps.add(tap);
    return () => this.taps.delete(tap);
  }

  /** Hear about every socket closed for a limit; returns the unsubscribe. */
  onLimitClose(listener: (event: SocketLimitClose) => void): () => void {
    return this.guard.onLimitClose(listener);
  }

  /** Start listening to the market and the flush, ticker and idle timers. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.market.on((event) => {
      this.onMarket(event);
    });
    this.feeds.start(this.channels.all());
    this.timers = [
      setInterval(() => {
        this.flush();
      }, this.flushMs),
      setInterval(() => {
        this.pushTickers();
      }, this.tickerMs),
      setInterval(
        () => {
          this.sweep();
        },
        Math.max(1000, Math.floor(this.idleMs / 3)),
      ),
    ];
    // The feed never keeps a process alive on its own: closing the server is what ends it.
    for (const timer of this.timers) timer.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.feeds.stop();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const connection of [...this.connections, ...this.guard.closing.keys()])
      connection.client.terminate();
    this.connections.clear();
    this.guard.clear();
    this.conflation.behind.clear();
    this.users.clear();
  }

  get size(): number {
    return this.connections.size;
  }

  /** Close every socket with `code` (1012: the server restarts) and forget it. */
  closeAll(code: number, reason: string): void {
    for (const connection of [...this.connections]) {
      try {
        connection.client.close(code, reason);
      } catch {
        connection.client.terminate();
      }
      this.detach(connection);
    }
  }

  /** The channels the sockets subscribe to and the users they are bound to, now. */
  interests(): { channels: Set<ChannelSymbol>; users: Set<number> } {
    const channels = new Set<ChannelSymbol>();
    const users = new Set<number>();
    for (const connection of this.connections) {
      for (const channel of connection.channels) channels.add(channel);
      if (connection.boundUserId !== null) users.add(connection.boundUserId);
    }
    return { channels, users };
  }

  /**
   * A socket opened from `address` (the client's IP; omitted, the socket is not counted). Past
   * the per-address cap it is closed with 1013 at once: the connection returned ignores it.
   */
  attach(client: HubClient, token: string | null, address?: string): HubConnection {
    const connection = new HubConnection(
      this.nextId++,
      client,
      this,
      token,
      this.clock(),
      address ?? null,
    );
    if (address !== undefined && !this.guard.admit(address)) {
      this.closeFor(connection, SOCKET_CLOSE_CODES.tryAgainLater, 'Too many sockets');
      return connection;
    }
    this.connections.add(connection);
    return connection;
  }

  /** Forget a socket (its transport closed, or it failed): idempotent. */
  detach(connection: HubConnection): void {
    this.guard.closing.delete(connection);
    if (!this.connections.delete(connection)) return;
    if (connection.address !== null) this.guard.leave(connection.address);
    this.conflation.behind.delete(connection);
    connection.held.clear();
    connection.heldTickers.clear();
    this.users.unbind(connection);
  }

  /** Close a socket for a limit with a code its client reconnects from (see {@link SocketGuard}). */
  private closeFor(connection: HubConnection, code: number, reason: string): void {
    this.guard.close(connection, code, reason, (c) => {
      this.detach(c);
    });
  }

  async receive(connection: HubConnection, raw: string): Promise<void> {
    if (!this.connections.has(connection)) return;
    const now = this.clock();
    connection.lastSeen = now;
    // Every frame costs a token, read or not: a flood is refused before it is parsed.
    const verdict = connection.budget.take(now);
    if (!verdict.ok) {
      if (verdict.abusive) {
        this.closeFor(connection, SOCKET_CLOSE_CODES.policyViolation, 'Too many commands');
        return;
      }
      if (verdict.notify) this.sendError(connection, rateLimitedError(this.limits));
      return;
    }
    const parsed = parseCommand(raw);
    // A frame that is not a known command is ignored: the client never waits on a reply.
    if (!parsed.ok) return;
    const command = parsed.value;
    switch (command.cmd) {
      case 'home.heartbeat':
        connection.send({ cmd: 'home.heartbeat', data: { ts: this.clock() } });
        return;
      case 'home.subscribeTicker': {
        const { kind } = command.data;
        if (!connection.tickers.has(kind) && !this.roomFor(connection, command.cmd)) return;
        connection.tickers.add(kind);
        if (this.conflation.isBehind(connection)) connection.heldTickers.add(kind);
        else
          connection.send({
            cmd: 'ticker',
            data: { kind, tickers: this.tickerFeeds.tickers(kind) },
          });
        return;
      }
      case 'home.unsubscribeTicker':
        connection.tickers.delete(command.data.kind);
        connection.heldTickers.delete(command.data.kind);
        return;
      case 'home.subscribe': {
        const { symbol } = command.data;
        if (!connection.channels.has(symbol)) {
          if (!this.channels.accepts(symbol)) {
            // A remote channel (the cluster's edge) is opened first: its data comes from elsewhere.
            if (!this.remote || !(await this.remote.open(symbol))) {
              this.sendError(connection, unknownSymbolError(command.cmd, symbol));
              return;
            }
            if (!this.connections.has(connection)) return;
          }
          if (!this.roomFor(connection, command.cmd, symbol)) return;
        }
        connection.channels.add(symbol);
        this.sendSnapshot(connection, symbol);
        return;
      }
      case 'home.unsubscribe':
        connection.channels.delete(command.data.symbol);
        connection.held.delete(command.data.symbol);
        return;
      case 'home.bindUid': {
        const token = tokenOfCommand(raw) ?? connection.token;
        const session = token ? await this.authenticate(token) : null;
        if (!session || String(session.userId) !== command.data.uid) return;
        this.users.bind(connection, session);
        return;
      }
      case 'home.unbindUid':
        if (connection.boundUserId !== null && String(connection.boundUserId) === command.data.uid)
          this.users.unbind(connection);
        return;
      default:
        command satisfies never;
    }
  }

  /** Whether one more subscription fits under the cap; refuses with an error message if not. */
  private roomFor(connection: HubConnection, cmd: string, symbol?: string): boolean {
    if (connection.subscriptions < this.limits.maxSubscriptions) return true;
    this.sendError(connection, tooManySubscriptionsError(this.limits, cmd, symbol));
    return false;
  }

  private sendError(connection: HubConnection, error: SocketError): void {
    connection.send({ cmd: 'error', data: error });
  }

  /** The channel's snapshot, now; or, for a socket that is behind, once it drains. */
  private sendSnapshot(connection: HubConnection, channel: ChannelSymbol): void {
    if (this.conflation.isBehind(connection)) {
      this.conflation.hold(connection, channel);
      return;
    }
    const resolved = this.channels.resolve(channel);
    if (resolved) this.deliver(connection, resolved.kind.snapshot(resolved.symbol, true));
  }

  private onMarket(event: MarketEvent): void {
    if (event.type === 'trades' || event.type === 'depth' || event.type === 'kline') {
      this.feeds.add(event);
      return;
    }
    // The rest concern one user (userEventOf's switch is exhaustive).
    const view = userEventOf(event, this.balanceView);
    if (view) this.publishUser(event.userId, view);
  }

  /**
   * Send what changed since the last flush to every socket subscribed to the symbol, in each
   * registered kind's frames; a socket that is behind gets it held instead (see
   * {@link relieve}, which runs first).
   */
  flush(): void {
    this.relieve();
    for (const { channel, pending, frames } of this.feeds.drain(
      [...this.channels.all()],
      this.market,
    )) {
      for (const tap of this.taps) tap.channel(channel, frames);
      this.fanOut(channel, frames, pending);
    }
  }

  /**
   * One channel's update to every socket subscribed to it: written, or held while the socket is
   * behind (`pending` says what it missed; a function is called only then; absent, the snapshot
   * with trades). The flush sends through it, and so does the cluster's edge its remote channels.
   */
  fanOut(
    channel: ChannelSymbol,
    frames: readonly string[],
    pending?: PendingSymbol | (() => PendingSymbol),
  ): void {
    // Serialised once per channel (by the kind) and framed once for every socket's write.
    const shared = new SharedFrames(frames);
    for (const connection of this.connections) {
      if (!connection.channels.has(channel)) continue;
      if (!this.conflation.isBehind(connection)) this.deliver(connection, shared);
      else
        this.conflation.hold(
          connection,
          channel,
          typeof pending === 'function' ? pending() : pending,
        );
    }
  }

  /**
   * Check the sockets that are behind (see {@link Conflation.relieve}) and cut off closed
   * sockets whose peer never answered.
   */
  private relieve(): void {
    const now = this.clock();
    this.guard.cutOff(now);
    // Sockets that drain together get the same snapshots: each is serialised once per pass.
    const snapshots = new Map<string, string[]>();
    const klines = new Map<string, { bar: object; frame: string }>();
    const tickers = new Map<string, string>();
    this.conflation.relieve(
      now,
      (connection, reason) => {
        this.closeFor(connection, SOCKET_CLOSE_CODES.tryAgainLater, reason);
      },
      (connection) => {
        // What was held for it goes out now: each channel's latest state, once.
        const frames = releaseFrames(connection, this.channels, {
          snapshot: (kind, symbol, withTrades) => {
            const key = `${kind.name}@${symbol}${withTrades ? '+trades' : ''}`;
            let cached = snapshots.get(key);
            if (!cached) {
              cached = kind.snapshot(symbol, withTrades);
              snapshots.set(key, cached);
            }
            return cached;
          },
          kline: (kind, update) => {
            const key = `${kind.name}@${update.symbol}/${update.period}`;
            const cached = klines.get(key);
            if (cached?.bar === update.bar) return cached.frame;
            const frame = kind.encode(update);
            klines.set(key, { bar: update.bar, frame });
            return frame;
          },
          tickers: (kind) => {
            let frame = tickers.get(kind);
            if (frame === undefined) {
              frame = encodeServerMessage({
                cmd: 'ticker',
                data: { kind, tickers: this.tickerFeeds.tickers(kind) },
              });
              tickers.set(kind, frame);
            }
            return frame;
          },
        });
        connection.held.clear();
        connection.heldTickers.clear();
        this.deliver(connection, new SharedFrames(frames));
      },
    );
  }

  /**
   * Write frames to a socket the hub still serves, then check its queue: past the hard limit
   * it is closed. Market updates go through {@link publish}, which holds them while it is behind.
   * Frames many sockets share ({@link SharedFrames}) go out as one write of bytes framed once,
   * when the socket takes that ({@link HubClient.write}).
   */
  deliver(connection: HubConnection, frames: readonly string[] | SharedFrames): void {
    if (!this.connections.has(connection)) return;
    const { client } = connection;
    if (frames instanceof SharedFrames && client.write) {
      try {
        client.write(frames.wire);
        this.sent += frames.texts.length;
      } catch {
        this.detach(connection);
        return;
      }
    } else {
      for (const frame of frames instanceof SharedFrames ? frames.texts : frames) {
        try {
          client.send(frame);
          this.sent += 1;
        } catch {
          this.detach(connection);
          return;
        }
      }
    }
    if (this.conflation.overflows(connection))
      this.closeFor(connection, SOCKET_CLOSE_CODES.tryAgainLater, 'Too far behind');
  }

  pushTickers(): void {
    const listening = [...this.connections].filter((c) => c.tickers.size > 0);
    if (listening.length === 0) return;
    this.tickerFeeds.push(
      listening,
      (connection) => this.conflation.isBehind(connection),
      (connection, frames) => {
        this.deliver(connection, frames);
      },
    );
  }

  /** Drop sockets that stayed silent past the idle limit (no heartbeat, no pong). */
  sweep(): void {
    const limit = this.clock() - this.idleMs;
    for (const connection of this.connections) {
      if (connection.lastSeen < limit) {
        connection.client.terminate();
        this.detach(connection);
      }
    }
  }

  /** An event for one user: every socket bound to that user gets it. */
  publishUser(userId: number, event: UserEvent): void {
    this.users.publish(userId, event);
    if (this.taps.size === 0) return;
    const frames = [encodeServerMessage({ cmd: 'bindUid', data: event })];
    for (const tap of this.taps) tap.user(userId, frames);
  }

  /** A session notice to one device of the user, or all of its sockets (see {@link UserSockets.notify}). */
  notify(userId: number, data: NotifyData, deviceId?: string): number {
    if (this.taps.size > 0) {
      const frames = [encodeServerMessage({ cmd: 'notify', data })];
      for (const tap of this.taps) tap.user(userId, frames, deviceId);
    }
    return this.users.notify(userId, data, deviceId);
  }

  /** A notice for every socket (type 50: a new version is out). */
  broadcast(data: NotifyData): void {
    const frames = new SharedFrames([encodeServerMessage({ cmd: 'notify', data })]);
    for (const tap of this.taps) tap.broadcast(frames.texts);
    for (const connection of this.connections) this.deliver(connection, frames);
  }
}
