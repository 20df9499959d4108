import {
  encodeServerMessage,
  parseCommand,
  type ChannelSymbol,
  type MarketUpdate,
  type NotifyData,
  type TickerKind,
  type UserEvent,
} from '@exchange/api/socket';
import type { Bar, PublicTrade } from '@exchange/api/socket';
import { type HubClient, HubConnection, type SocketSession } from './hub-connection.ts';
import type { MarketEvent } from '../market/market-events.ts';
import type { MarketService } from '../market/market-service.ts';
import type { Period } from '../market/periods.ts';

/** Resolve a bearer token to its session, or null when it is unknown or ended. */
export type SocketAuthenticate = (token: string) => Promise<SocketSession | null>;

/** A user's balance change as the wire's balance event carries it. */
export type BalanceView = (
  event: Extract<MarketEvent, { type: 'balance' }>,
) => Extract<UserEvent, { event: 'balance' }> | undefined;

export interface SocketHubOptions {
  market: MarketService;
  authenticate: SocketAuthenticate;
  balanceView: BalanceView;
  now?: () => number;
  /** Depth, trades and candles are batched per symbol and sent this often (ms). */
  flushMs?: number;
  /** Tickers (24 h statistics) are pushed this often (ms). */
  tickerMs?: number;
  /** A socket silent this long (no command, no pong) is dropped (ms). */
  idleMs?: number;
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
 * @example
 * const hub = new SocketHub({ market, authenticate, balanceView });
 * hub.start();
 * const connection = hub.attach(ws, token);
 * ws.on('message', (data) => void connection.receive(String(data)));
 */
export class SocketHub {
  private readonly connections = new Set<HubConnection>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  private readonly pending = new Map<string, PendingSymbol>();
  private readonly market: MarketService;
  private readonly authenticate: SocketAuthenticate;
  private readonly balanceView: BalanceView;
  readonly clock: () => number;
  private readonly flushMs: number;
  private readonly tickerMs: number;
  private readonly idleMs: number;
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
    for (const connection of this.connections) connection.client.terminate();
    this.connections.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.connections.size;
  }

  attach(client: HubClient, token: string | null): HubConnection {
    const connection = new HubConnection(this.nextId++, client, this, token, this.clock());
    this.connections.add(connection);
    return connection;
  }

  detach(connection: HubConnection): void {
    this.connections.delete(connection);
    this.unbind(connection);
  }

  private unbind(connection: HubConnection): void {
    if (connection.boundUserId === null) return;
    const set = this.byUser.get(connection.boundUserId);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.boundUserId);
    connection.boundUserId = null;
  }

  async receive(connection: HubConnection, raw: string): Promise<void> {
    connection.lastSeen = this.clock();
    const parsed = parseCommand(raw);
    // A frame that is not a known command is ignored: the client never waits on a reply.
    if (!parsed.ok) return;
    const command = parsed.value;
    switch (command.cmd) {
      case 'home.heartbeat':
        connection.send({ cmd: 'home.heartbeat', data: { ts: this.clock() } });
        return;
      case 'home.subscribeTicker':
        connection.tickers.add(command.data.kind);
        connection.send({
          cmd: 'ticker',
          data: { kind: command.data.kind, tickers: this.market.tickers() },
        });
        return;
      case 'home.unsubscribeTicker':
        connection.tickers.delete(command.data.kind);
        return;
      case 'home.subscribe':
        connection.channels.add(command.data.symbol);
        this.sendSnapshot(connection, command.data.symbol);
        return;
      case 'home.unsubscribe':
        connection.channels.delete(command.data.symbol);
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

  private sendSnapshot(connection: HubConnection, channel: ChannelSymbol): void {
    const [kind, symbol = ''] = channel.split('@') as [TickerKind, string | undefined];
    const pair = this.market.pairs.find((p) => p.symbol === symbol);
    if (!pair) return;
    const cmd = kind === 'contract' ? 'contract' : 'spot';
    const depth = this.market.depth(pair.symbol);
    connection.send({
      cmd,
      data: {
        channel: 'depth',
        symbol: pair.symbol,
        asks: depth.asks,
        bids: depth.bids,
        ts: depth.timestamp,
      },
    });
    if (depth.trades.length > 0)
      connection.send({
        cmd,
        data: { channel: 'trade', symbol: pair.symbol, trades: depth.trades },
      });
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

  /** Send what changed since the last flush to every socket subscribed to the symbol. */
  flush(): void {
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
      for (const connection of this.connections) {
        if (connection.channels.has(`trade@${symbol}`)) this.write(connection, spotFrames);
        if (connection.channels.has(`contract@${symbol}`)) this.write(connection, contractFrames);
      }
    }
    this.pending.clear();
  }

  private write(connection: HubConnection, frames: readonly string[]): void {
    for (const frame of frames) {
      try {
        connection.client.send(frame);
        this.sent += 1;
      } catch {
        this.detach(connection);
        return;
      }
    }
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
      for (const kind of connection.tickers) this.write(connection, [frames[kind]]);
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
    for (const connection of this.byUser.get(userId) ?? []) this.write(connection, [frame]);
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
      this.write(connection, [frame]);
      count += 1;
      // The device's session is over: it gets no more of the user's events.
      if (data.type === 40 || data.type === 44) this.unbind(connection);
    }
    return count;
  }

  /** A notice for every socket (type 50: a new version is out). */
  broadcast(data: NotifyData): void {
    const frame = encodeServerMessage({ cmd: 'notify', data });
    for (const connection of this.connections) this.write(connection, [frame]);
  }
}
