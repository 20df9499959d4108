import type { ChannelSymbol, ServerMessage, TickerKind } from '@exchange/api/socket';
import type { SocketHub } from './socket-hub.ts';

/** What the hub needs of a socket: the ws library's WebSocket fits. */
export interface HubClient {
  send(data: string): void;
  /** Drop the connection at once (no closing handshake): used for dead peers. */
  terminate(): void;
}

/** The signed-in user behind a socket's token. */
export interface SocketSession {
  userId: number;
  deviceId: string;
}

/** One open socket and what it listens to. */
export class HubConnection {
  readonly tickers = new Set<TickerKind>();
  readonly channels = new Set<ChannelSymbol>();
  /** Set once `home.bindUid` proved the uid is the token's own. */
  boundUserId: number | null = null;
  lastSeen: number;

  constructor(
    readonly id: number,
    readonly client: HubClient,
    private readonly hub: SocketHub,
    /** The token the socket was opened with (query `token`), resolved lazily on bind. */
    readonly token: string | null,
    now: number,
  ) {
    this.lastSeen = now;
  }

  session: SocketSession | null = null;

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
    try {
      this.client.send(JSON.stringify(message));
    } catch {
      this.hub.detach(this);
    }
  }
}
