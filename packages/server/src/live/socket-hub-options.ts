import type { ChannelSymbol, Ticker, TickerKind } from '@exchange/api/socket';
import type { ChannelKind } from './channel-registry.ts';
import type { SocketSession } from './hub-connection.ts';
import type { HubMarket } from './market-channels.ts';
import type { SocketLimits } from './socket-limits.ts';
import type { BalanceView } from './user-events.ts';

/** Resolve a bearer token to its session, or null when it is unknown or ended. */
export type SocketAuthenticate = (token: string) => Promise<SocketSession | null>;

/**
 * Channels whose data comes from another process (the cluster's edge hub, cluster/live-bridge.ts):
 * a subscription to a channel its kinds do not accept yet opens it first.
 */
export interface RemoteChannels {
  /**
   * Make the channel served (its kind accepts it and its snapshot is known from then on);
   * resolves false when it does not exist (the socket gets `unknown_symbol`).
   */
  open(channel: ChannelSymbol): Promise<boolean>;
}

/** What a `SocketHub` is built from: its market, how it authenticates, its timings and limits. */
export interface SocketHubOptions {
  market: HubMarket;
  authenticate: SocketAuthenticate;
  balanceView: BalanceView;
  now?: () => number;
  /** Depth, trades and candles are batched per symbol and sent this often (ms; default 16). */
  flushMs?: number;
  /** Tickers (24 h statistics) are pushed this often (ms). */
  tickerMs?: number;
  /** A socket silent this long (no command, no pong) is dropped (ms). */
  idleMs?: number;
  /** Per-socket limits; each defaults to `DEFAULT_SOCKET_LIMITS`. */
  limits?: Partial<SocketLimits>;
  /**
   * The per-symbol channel kinds served from the start (more can be registered on
   * `hub.channels`); omitted, the spot and contract channels of `market`.
   */
  channels?: readonly ChannelKind[];
  /**
   * Where each ticker feed's tickers come from (contracts have their own); a kind not named
   * gets `market.tickers()`.
   */
  tickers?: Partial<Record<TickerKind, () => Ticker[]>>;
  /** Channels served from elsewhere (the cluster's edge): see {@link RemoteChannels}. */
  remote?: RemoteChannels;
}
