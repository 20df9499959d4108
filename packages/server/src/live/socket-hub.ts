import {
  encodeServerMessage,
  parseCommand,
  SOCKET_CLOSE_CODES,
  type ChannelSymbol,
  type MarketUpdate,
  type NotifyData,
  type SocketError,
  type TickerKind,
  type UserEvent,
} from '@exchange/api/socket';
import type { Bar, PublicTrade } from '@exchange/api/socket';
import {
  type HeldChannel,
  type HubClient,
  HubConnection,
  type SocketSession,
} from './hub-connection.ts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socket-limits.ts';
import type { MarketEvent } from '../market/market-events.ts';
import type { MarketService } from '../market/market-service.ts';
import type { Period } from '../market/periods.ts';

/** What the hub reads of the market: its events, pairs, books and tickers. */
export type HubMarket = Pick<MarketService, 'on' | 'pairs' | 'depth' | 'tickers'>;

/** A socket the hub closed because it broke a limit (for logs and tests). */
export interface SocketLimitClose {
  connection: number;
  address: string | null;
  code: number;
  reason: string;
  /** Bytes queued for it when it was closed, and the most ever queued. */
  bufferedAmount: number;
  peakBufferedAmount: number;
}

/** A channel name echoed back in an error only up to this length (a real one is far shorter). */
const MAX_ECHOED_SYMBOL = 64;

/** Resolve a bearer token to its session, or null when it is unknown or ended. */
export type SocketAuthenticate = (token: string) => Promise<SocketSession | null>;

/** A user's balance change as the wire's balance event carries it. */
export type BalanceView = (
  event: Extract<MarketEvent, { type: 'balance' }>,
) => Extract<UserEvent, { event: 'balance' }> | undefined;

export interface SocketHubOptions {
  market: HubMarket;
  authenticate: SocketAuthenticate;
  balanceView: BalanceView;
  now?: () => number;
  /** Depth, trades and candles are batched per symbol and sent this often (ms). */
  flushMs?: number;
  /** Tickers (24 h statistics) are pushed this often (ms). */
  tickerMs?: number;
  /** A socket silent this long (no command, no pong) is dropped (ms). */
  idleMs?: number;
  /** Per-socket limits; each defaults to {@link DEFAULT_SOCKET_LIMITS}. */
  limits?: Partial<SocketLimits>;
}

interface PendingSymbol {
  depth: boolean;
  trades: PublicTrade[];
  klines: Map<Period, Bar>;
}

function tokenOfCommand(raw: string): string | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) return null;
    const data: unknown = parsed.data;
    if (typeof data !== 'object' || data === null || !('token' in data)) return null;
    return typeof data.token === 'string' ? data.token : null;
  } catch {
    return null;
  }
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
 * @example
 * const hub = new SocketHub({ market, authenticate, balanceView });
 * hub.start();
 * const connection = hub.attach(ws, token, request.ip);
 * ws.on('message', (data) => void connection.receive(String(data)));
 */
export class SocketHub {
  private readonly connections = new Set<HubConnection>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  private readonly pending = new Map<string, PendingSymbol>();
  private readonly byAddress = new Map<string, number>();
  /** Sockets over the soft ceiling: checked every flush until they drain, stall or overflow. */
  private readonly behind = new Set<HubConnection>();
  /** Sockets the hub closed, and when to cut them off if the peer never answers. */
  private readonly closing = new Map<HubConnection, number>();
  private readonly limitListeners = new Set<(event: SocketLimitClose) => void>();
  private readonly market: HubMarket;
  private readonly authenticate: SocketAuthenticate;
  private readonly balanceView: BalanceView;
  readonly clock: () => number;
  private readonly flushMs: number;
  private readonly tickerMs: number;
  private readonly idleMs: number;
  readonly limits: Readonly<SocketLimits>;
  private nextId = 1;
  private timers: ReturnType<typeof setInterval>[] = [];
  private unsubscribe: (() => void) | null = null;
  /** Messages written to sockets, for the fan-out benchmark. */
  sent = 0;

  constructor(options: SocketHubOptions) {
    this.market = options.market;
    this.authenticate = options.authenticate;
    this.balanceView = options.balanceView;
    this.clock = options.now ?? Date.now;
    this.flushMs = options.flushMs ?? 100;
    this.tickerMs = options.tickerMs ?? 1000;
    this.idleMs = options.idleMs ?? 30_000;
    this.limits = { ...DEFAULT_SOCKET_LIMITS, ...options.limits };
  }

  /** Hear about every socket closed for a limit; returns the unsubscribe. */
  onLimitClose(listener: (event: SocketLimitClose) => void): () => void {
    this.limitListeners.add(listener);
    return () => this.limitListeners.delete(listener);
  }

  /** Start listening to the market and the flush, ticker and idle timers. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.market.on((event) => {
      this.onMarket(event);
    });
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
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const connection of [...this.connections, ...this.closing.keys()])
      connection.client.terminate();
    this.connections.clear();
    this.closing.clear();
    this.behind.clear();
    this.byUser.clear();
    this.byAddress.clear();
  }

  get size(): number {
    return this.connections.size;
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
    if (address !== undefined) {
      const count = this.byAddress.get(address) ?? 0;
      if (count >= this.limits.maxSocketsPerAddress) {
        this.closeFor(connection, SOCKET_CLOSE_CODES.tryAgainLater, 'Too many sockets');
        return connection;
      }
      this.byAddress.set(address, count + 1);
    }
    this.connections.add(connection);
    return connection;
  }

  /** Forget a socket (its transport closed, or it failed): idempotent. */
  detach(connection: HubConnection): void {
    this.closing.delete(connection);
    if (!this.connections.delete(connection)) return;
    if (connection.address !== null) {
      const count = (this.byAddress.get(connection.address) ?? 1) - 1;
      if (count > 0) this.byAddress.set(connection.address, count);
      else this.byAddress.delete(connection.address);
    }
    this.behind.delete(connection);
    connection.held.clear();
    connection.heldTickers.clear();
    this.unbind(connection);
  }

  /**
   * Close a socket for a limit with a code its client reconnects from, and stop writing to it.
   * A peer that never reads never sees the close frame either: it is cut off after the grace
   * period, so what was queued for it is freed.
   */
  private closeFor(connection: HubConnection, code: number, reason: string): void {
    const event: SocketLimitClose = {
      connection: connection.id,
      address: connection.address,
      code,
      reason,
      bufferedAmount: connection.client.bufferedAmount,
      peakBufferedAmount: connection.peakBufferedAmount,
    };
    this.detach(connection);
    try {
      connection.client.close(code, reason);
    } catch {
      connection.client.terminate();
    }
    this.closing.set(connection, this.clock() + this.limits.closeGraceMs);
    for (const listener of this.limitListeners) listener(event);
  }

  private unbind(connection: HubConnection): void {
    if (connection.boundUserId === null) return;
    const set = this.byUser.get(connection.boundUserId);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.boundUserId);
    connection.boundUserId = null;
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
      if (verdict.notify)
        this.sendError(connection, {
          code: 'rate_limited',
          msg: `More than ${this.limits.commandsPerSecond} commands a second: commands dropped`,
        });
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
        if (this.isBehind(connection)) connection.heldTickers.add(kind);
        else connection.send({ cmd: 'ticker', data: { kind, tickers: this.market.tickers() } });
        return;
      }
      case 'home.unsubscribeTicker':
        connection.tickers.delete(command.data.kind);
        connection.heldTickers.delete(command.data.kind);
        return;
      case 'home.subscribe': {
        const { symbol } = command.data;
        if (!connection.channels.has(symbol)) {
          if (!this.lists(symbol)) {
            this.sendError(connection, {
              code: 'unknown_symbol',
              msg: 'No such symbol',
              cmd: command.cmd,
              ...(symbol.length <= MAX_ECHOED_SYMBOL ? { symbol } : {}),
            });
            return;
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
        this.unbind(connection);
        connection.session = session;
        connection.boundUserId = session.userId;
        const set = this.byUser.get(session.userId) ?? new Set<HubConnection>();
        set.add(connection);
        this.byUser.set(session.userId, set);
        return;
      }
      case 'home.unbindUid':
        if (connection.boundUserId !== null && String(connection.boundUserId) === command.data.uid)
          this.unbind(connection);
        return;
      default:
        command satisfies never;
    }
  }

  /** Whether the exchange lists the channel's symbol (spot and contract share the pairs). */
  private lists(channel: ChannelSymbol): boolean {
    const symbol = channel.slice(channel.indexOf('@') + 1);
    return this.market.pairs.some((pair) => pair.symbol === symbol);
  }

  /** Whether one more subscription fits under the cap; refuses with an error message if not. */
  private roomFor(connection: HubConnection, cmd: string, symbol?: string): boolean {
    if (connection.subscriptions < this.limits.maxSubscriptions) return true;
    this.sendError(connection, {
      code: 'too_many_subscriptions',
      msg: `At most ${this.limits.maxSubscriptions} subscriptions per socket`,
      cmd,
      ...(symbol === undefined ? {} : { symbol }),
    });
    return false;
  }

  private sendError(connection: HubConnection, error: SocketError): void {
    connection.send({ cmd: 'error', data: error });
  }

  /** The channel's depth and recent trades, now; or, for a socket that is behind, once it drains. */
  private sendSnapshot(connection: HubConnection, channel: ChannelSymbol): void {
    if (this.isBehind(connection)) {
      const held = this.heldOf(connection, channel);
      held.trades = true;
      return;
    }
    this.deliver(connection, this.snapshotFrames(channel, true));
  }

  private snapshotFrames(channel: ChannelSymbol, withTrades: boolean): string[] {
    const [kind, symbol = ''] = channel.split('@') as [TickerKind, string | undefined];
    const pair = this.market.pairs.find((p) => p.symbol === symbol);
    if (!pair) return [];
    const cmd = kind === 'contract' ? 'contract' : 'spot';
    const depth = this.market.depth(pair.symbol);
    const frames = [
      encodeServerMessage({
        cmd,
        data: {
          channel: 'depth',
          symbol: pair.symbol,
          asks: depth.asks,
          bids: depth.bids,
          ts: depth.timestamp,
        },
      }),
    ];
    if (withTrades && depth.trades.length > 0)
      frames.push(
        encodeServerMessage({
          cmd,
          data: { channel: 'trade', symbol: pair.symbol, trades: depth.trades },
        }),
      );
    return frames;
  }

  private onMarket(event: MarketEvent): void {
    switch (event.type) {
      case 'trades':
        this.pendingOf(event.symbol).trades.push(...event.trades);
        return;
      case 'depth':
        this.pendingOf(event.symbol).depth = true;
        return;
      case 'kline':
        this.pendingOf(event.symbol).klines.set(event.period, event.bar);
        return;
      case 'order':
        this.publishUser(event.userId, {
          event: 'order',
          order: {
            id: String(event.order.id),
            market: 'spot',
            symbol: event.order.symbol,
            side: event.order.side,
            type: event.order.type,
            price: event.order.price ?? '',
            amount: event.order.amount,
            filled: event.order.filled_amount,
            status: event.order.status,
            ts: event.order.updated_at,
          },
        });
        return;
      case 'fill':
        this.publishUser(event.userId, { event: 'fill', fill: { ...event.fill, market: 'spot' } });
        return;
      case 'balance': {
        const view = this.balanceView(event);
        if (view) this.publishUser(event.userId, view);
        return;
      }
      default:
        event satisfies never;
    }
  }

  private pendingOf(symbol: string): PendingSymbol {
    let pending = this.pending.get(symbol);
    if (!pending) {
      pending = { depth: false, trades: [], klines: new Map() };
      this.pending.set(symbol, pending);
    }
    return pending;
  }

  /**
   * Send what changed since the last flush to every socket subscribed to the symbol; a socket
   * that is behind gets it held instead (see {@link relieve}, which runs first).
   */
  flush(): void {
    this.relieve();
    for (const [symbol, pending] of this.pending) {
      const updates: MarketUpdate[] = [];
      if (pending.depth) {
        const depth = this.market.depth(symbol);
        updates.push({
          channel: 'depth',
          symbol,
          asks: depth.asks,
          bids: depth.bids,
          ts: depth.timestamp,
        });
      }
      if (pending.trades.length > 0)
        updates.push({ channel: 'trade', symbol, trades: pending.trades.slice().reverse() });
      for (const [period, bar] of pending.klines)
        updates.push({ channel: 'kline', symbol, period, bar });
      if (updates.length === 0) continue;
      // Contracts are priced off the spot index until contract trading lands: same updates.
      const spotFrames = updates.map((data) => encodeServerMessage({ cmd: 'spot', data }));
      const contractFrames = updates.map((data) => encodeServerMessage({ cmd: 'contract', data }));
      const spot: ChannelSymbol = `trade@${symbol}`;
      const contract: ChannelSymbol = `contract@${symbol}`;
      for (const connection of this.connections) {
        if (connection.channels.has(spot)) this.publish(connection, spot, pending, spotFrames);
        if (connection.channels.has(contract))
          this.publish(connection, contract, pending, contractFrames);
      }
    }
    this.pending.clear();
  }

  /** A market update for one channel of one socket: written, or held while it is behind. */
  private publish(
    connection: HubConnection,
    channel: ChannelSymbol,
    pending: PendingSymbol,
    frames: readonly string[],
  ): void {
    if (!this.isBehind(connection)) {
      this.deliver(connection, frames);
      return;
    }
    const held = this.heldOf(connection, channel);
    if (pending.trades.length > 0) held.trades = true;
    for (const [period, bar] of pending.klines) held.klines.set(period, bar);
  }

  private heldOf(connection: HubConnection, channel: ChannelSymbol): HeldChannel {
    let held = connection.held.get(channel);
    if (!held) {
      held = { trades: false, klines: new Map() };
      connection.held.set(channel, held);
    }
    return held;
  }

  /** Whether the socket is over the soft ceiling (or has not caught up since it was). */
  private isBehind(connection: HubConnection): boolean {
    if (connection.behindSince !== null) return true;
    if (connection.client.bufferedAmount < this.limits.softBufferBytes) return false;
    connection.behindSince = this.clock();
    this.behind.add(connection);
    return true;
  }

  /**
   * Check the sockets that are behind: one that drained gets the latest snapshot of what was
   * held for it; one past the hard limit, or behind for longer than the stall time, is closed.
   * Also cuts off closed sockets whose peer never answered.
   */
  private relieve(): void {
    const now = this.clock();
    for (const [connection, deadline] of this.closing) {
      if (now < deadline) continue;
      this.closing.delete(connection);
      connection.client.terminate();
    }
    for (const connection of this.behind) {
      const queued = connection.client.bufferedAmount;
      connection.peakBufferedAmount = Math.max(connection.peakBufferedAmount, queued);
      if (queued > this.limits.hardBufferBytes) {
        this.closeFor(connection, SOCKET_CLOSE_CODES.tryAgainLater, 'Too far behind');
      } else if (queued < this.limits.softBufferBytes) {
        this.behind.delete(connection);
        connection.behindSince = null;
        this.release(connection);
      } else if (now - (connection.behindSince ?? now) >= this.limits.stallMs) {
        this.closeFor(connection, SOCKET_CLOSE_CODES.tryAgainLater, 'Not reading');
      }
    }
  }

  /** What was held for a socket that drained: each channel's latest state, once. */
  private release(connection: HubConnection): void {
    const frames: string[] = [];
    for (const [channel, held] of connection.held) {
      if (!connection.channels.has(channel)) continue;
      frames.push(...this.snapshotFrames(channel, held.trades));
      const [kind, symbol = ''] = channel.split('@') as [TickerKind, string | undefined];
      const cmd = kind === 'contract' ? 'contract' : 'spot';
      for (const [period, bar] of held.klines)
        frames.push(encodeServerMessage({ cmd, data: { channel: 'kline', symbol, period, bar } }));
    }
    if (connection.heldTickers.size > 0) {
      const tickers = this.market.tickers();
      for (const kind of connection.heldTickers)
        frames.push(encodeServerMessage({ cmd: 'ticker', data: { kind, tickers } }));
    }
    connection.held.clear();
    connection.heldTickers.clear();
    this.deliver(connection, frames);
  }

  /**
   * Write frames to a socket the hub still serves, then check its queue: past the hard limit
   * it is closed. Market updates go through {@link publish}, which holds them while it is behind.
   */
  deliver(connection: HubConnection, frames: readonly string[]): void {
    if (!this.connections.has(connection)) return;
    for (const frame of frames) {
      try {
        connection.client.send(frame);
        this.sent += 1;
      } catch {
        this.detach(connection);
        return;
      }
    }
    const queued = connection.client.bufferedAmount;
    connection.peakBufferedAmount = Math.max(connection.peakBufferedAmount, queued);
    if (queued > this.limits.hardBufferBytes)
      this.closeFor(connection, SOCKET_CLOSE_CODES.tryAgainLater, 'Too far behind');
    else if (queued >= this.limits.softBufferBytes) this.isBehind(connection);
  }

  pushTickers(): void {
    const listening = [...this.connections].filter((c) => c.tickers.size > 0);
    if (listening.length === 0) return;
    const tickers = this.market.tickers();
    const frames = {
      trade: encodeServerMessage({ cmd: 'ticker', data: { kind: 'trade', tickers } }),
      contract: encodeServerMessage({ cmd: 'ticker', data: { kind: 'contract', tickers } }),
    };
    for (const connection of listening) {
      for (const kind of connection.tickers) {
        if (this.isBehind(connection)) connection.heldTickers.add(kind);
        else this.deliver(connection, [frames[kind]]);
      }
    }
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
    const frame = encodeServerMessage({ cmd: 'bindUid', data: event });
    for (const connection of [...(this.byUser.get(userId) ?? [])])
      this.deliver(connection, [frame]);
  }

  /**
   * A session notice (SPEC.md section 4): to the sockets of one device of the user, or all of
   * the user's sockets when `deviceId` is undefined. Returns how many sockets got it.
   */
  notify(userId: number, data: NotifyData, deviceId?: string): number {
    let count = 0;
    const frame = encodeServerMessage({ cmd: 'notify', data });
    for (const connection of [...(this.byUser.get(userId) ?? [])]) {
      if (deviceId !== undefined && connection.session?.deviceId !== deviceId) continue;
      this.deliver(connection, [frame]);
      count += 1;
      // The device's session is over: it gets no more of the user's events.
      if (data.type === 40 || data.type === 44) this.unbind(connection);
    }
    return count;
  }

  /** A notice for every socket (type 50: a new version is out). */
  broadcast(data: NotifyData): void {
    const frame = encodeServerMessage({ cmd: 'notify', data });
    for (const connection of this.connections) this.deliver(connection, [frame]);
  }
}
