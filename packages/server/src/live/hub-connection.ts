import type {
  Bar,
  ChannelSymbol,
  MarketUpdate,
  ServerMessage,
  TickerKind,
} from '@exchange/api/socket';
import { CommandBudget, type SocketLimits } from './socket-limits.ts';
import type { SharedFrames } from './wire-frames.ts';

/** What the hub needs of a socket: the ws library's WebSocket fits. */
export interface HubClient {
  send(data: string): void;
  /**
   * Optional: write messages already framed for the wire ({@link SharedFrames.wire}) in one
   * write. Without it, the hub sends each message with `send`.
   */
  write?(wire: Buffer): void;
  /** Bytes written but not yet handed to the network: how far the peer is behind. */
  readonly bufferedAmount: number;
  /** Start the closing handshake with a close code the client sees (RFC 6455 section 7.4). */
  close(code: number, reason: string): void;
  /** Drop the connection at once (no closing handshake): used for dead peers. */
  terminate(): void;
}

/** The signed-in user behind a socket's token. */
export interface SocketSession {
  userId: number;
  deviceId: string;
}

/** What a backed-up socket missed on one channel: the latest snapshot replaces it all. */
export interface HeldChannel {
  /** Trades happened: the snapshot carries the recent trades too. */
  trades: boolean;
  /** The latest bar of each period that changed. */
  klines: Map<Extract<MarketUpdate, { channel: 'kline' }>['period'], Bar>;
}

/**
 * What a connection asks of the hub that serves it (the socket hub implements it; declared here
 * so the connection does not import the hub).
 */
export interface ConnectionHost {
  readonly limits: Readonly<SocketLimits>;
  readonly clock: () => number;
  receive(connection: HubConnection, raw: string): Promise<void>;
  detach(connection: HubConnection): void;
  deliver(connection: HubConnection, frames: readonly string[] | SharedFrames): void;
}

/** One open socket and what it listens to. */
export class HubConnection {
  readonly tickers = new Set<TickerKind>();
  readonly channels = new Set<ChannelSymbol>();
  /** Set once `home.bindUid` proved the uid is the token's own. */
  boundUserId: number | null = null;
  lastSeen: number;
  /** The command rate limit. */
  readonly budget: CommandBudget;
  /** Market state held back while the socket is over the soft ceiling, sent when it drains. */
  readonly held = new Map<ChannelSymbol, HeldChannel>();
  readonly heldTickers = new Set<TickerKind>();
  /** When the socket went over the soft ceiling; null while it keeps up. */
  behindSince: number | null = null;
  /** The most bytes ever queued for it, as the hub saw after each write. */
  peakBufferedAmount = 0;

  constructor(
    readonly id: number,
    readonly client: HubClient,
    private readonly hub: ConnectionHost,
    /** The token the socket was opened with (query `token`), resolved lazily on bind. */
    readonly token: string | null,
    now: number,
    /** The client's address, for the per-address socket cap (null: not counted). */
    readonly address: string | null = null,
  ) {
    this.lastSeen = now;
    this.budget = new CommandBudget(hub.limits, now);
  }

  session: SocketSession | null = null;

  /** Channels plus ticker feeds: what the subscription cap counts. */
  get subscriptions(): number {
    return this.channels.size + this.tickers.size;
  }

  /** A frame from the client. */
  receive(raw: string): Promise<void> {
    return this.hub.receive(this, raw);
  }

  /** The transport closed. */
  closed(): void {
    this.hub.detach(this);
  }

  /** The peer answered a ws ping: it is alive. */
  alive(): void {
    this.lastSeen = this.hub.clock();
  }

  send(message: ServerMessage): void {
    this.hub.deliver(this, [JSON.stringify(message)]);
  }
}
