import type { ChannelSymbol, MarketUpdate, TickerKind } from '@exchange/api/socket';
import type { ChannelKind, ChannelRegistry } from './channel-registry.ts';
import type { HeldChannel, HubConnection } from './hub-connection.ts';
import type { PendingSymbol } from './pending-updates.ts';
import type { SocketLimits } from './socket-limits.ts';

/**
 * Backpressure of the live feed: which sockets are over the soft ceiling of queued bytes, and
 * what their market channels missed meanwhile (the latest snapshot replaces it all once they
 * drain, see {@link releaseFrames}).
 *
 * @example
 * if (conflation.isBehind(connection)) conflation.hold(connection, channel, pending);
 */
export class Conflation {
  /** Sockets over the soft ceiling: checked every flush until they drain, stall or overflow. */
  readonly behind = new Set<HubConnection>();

  constructor(
    private readonly limits: Readonly<
      Pick<SocketLimits, 'softBufferBytes' | 'hardBufferBytes' | 'stallMs'>
    >,
    private readonly clock: () => number,
  ) {}

  /** Whether the socket is over the soft ceiling (or has not caught up since it was). */
  isBehind(connection: HubConnection): boolean {
    if (connection.behindSince !== null) return true;
    if (connection.client.bufferedAmount < this.limits.softBufferBytes) return false;
    connection.behindSince = this.clock();
    this.behind.add(connection);
    return true;
  }

  /**
   * After a write: whether the socket is past the hard limit (to be closed); past the soft
   * ceiling it is behind from now on.
   */
  overflows(connection: HubConnection): boolean {
    const queued = connection.client.bufferedAmount;
    connection.peakBufferedAmount = Math.max(connection.peakBufferedAmount, queued);
    if (queued > this.limits.hardBufferBytes) return true;
    if (queued >= this.limits.softBufferBytes) this.isBehind(connection);
    return false;
  }

  /** Note what a channel of a socket that is behind missed: an update, or (none) its snapshot. */
  hold(connection: HubConnection, channel: ChannelSymbol, pending?: PendingSymbol): void {
    let held: HeldChannel | undefined = connection.held.get(channel);
    if (!held) {
      held = { trades: false, klines: new Map() };
      connection.held.set(channel, held);
    }
    if (!pending) {
      held.trades = true;
      return;
    }
    if (pending.trades.length > 0) held.trades = true;
    for (const [period, bar] of pending.klines) held.klines.set(period, bar);
  }

  /**
   * Check the sockets that are behind: one that drained is `drained` (it gets the latest
   * snapshot of what was held for it); one past the hard limit, or behind for longer than the
   * stall time, is `overflowed` (closed).
   */
  relieve(
    now: number,
    overflowed: (connection: HubConnection, reason: string) => void,
    drained: (connection: HubConnection) => void,
  ): void {
    for (const connection of this.behind) {
      const queued = connection.client.bufferedAmount;
      connection.peakBufferedAmount = Math.max(connection.peakBufferedAmount, queued);
      if (queued > this.limits.hardBufferBytes) {
        overflowed(connection, 'Too far behind');
      } else if (queued < this.limits.softBufferBytes) {
        this.behind.delete(connection);
        connection.behindSince = null;
        drained(connection);
      } else if (now - (connection.behindSince ?? now) >= this.limits.stallMs) {
        overflowed(connection, 'Not reading');
      }
    }
  }
}

/**
 * Where released frames come from: a kind's snapshot of a symbol and a ticker kind's frame
 * (the hub shares them between the sockets that drain in one pass).
 */
export interface ReleaseSource {
  snapshot(kind: ChannelKind, symbol: string, withTrades: boolean): readonly string[];
  /** A held candle's update (the bar objects are the feed's, alike for every socket). */
  kline(kind: ChannelKind, update: Extract<MarketUpdate, { channel: 'kline' }>): string;
  tickers(kind: TickerKind): string;
}

/** What was held for a socket that drained: each channel's latest state and tickers, once. */
export function releaseFrames(
  connection: HubConnection,
  channels: ChannelRegistry,
  source: ReleaseSource,
): string[] {
  const frames: string[] = [];
  for (const [channel, held] of connection.held) {
    const resolved = connection.channels.has(channel) ? channels.resolve(channel) : undefined;
    if (!resolved) continue;
    const { kind, symbol } = resolved;
    frames.push(...source.snapshot(kind, symbol, held.trades));
    for (const [period, bar] of held.klines)
      frames.push(source.kline(kind, { channel: 'kline', symbol, period, bar }));
  }
  for (const kind of connection.heldTickers) frames.push(source.tickers(kind));
  return frames;
}
