import type { ChannelSymbol } from '@exchange/api/socket';
import type {
  ChannelDataEvent,
  ChannelDepth,
  ChannelFeed,
  ChannelKind,
} from './channel-registry.ts';
import { type PendingSymbol, PendingUpdates } from './pending-updates.ts';

/** One channel's batched updates, framed by its kind. */
export interface ChannelBatch {
  channel: ChannelSymbol;
  pending: PendingSymbol;
  frames: string[];
}

interface Fed {
  kind: ChannelKind;
  feed: ChannelFeed;
  pending: PendingUpdates;
  stop: () => void;
}

/**
 * The live feed's market data, batched per symbol between flushes. The hub market's events
 * (spot) go out on every kind without a feed of its own; a kind with a feed (contracts, see
 * {@link ChannelKind.feed}) is batched apart and drained for that kind alone, so a contract's
 * book never goes out on a spot channel of the same symbol, nor the other way round.
 *
 * @example
 * feeds.start(hub.channels.all());
 * market.on((event) => feeds.add(event));
 * for (const { channel, frames } of feeds.drain(hub.channels.all(), market)) send(channel, frames);
 */
export class ChannelFeeds {
  private readonly shared = new PendingUpdates();
  private fed: Fed[] = [];
  private started = false;

  /** Listen to every kind's feed (kinds without one are skipped). */
  start(kinds: Iterable<ChannelKind>): void {
    this.stop();
    this.started = true;
    this.listen(kinds);
  }

  /** Listen to the feeds of kinds not listened to yet (registered after the start). */
  private listen(kinds: Iterable<ChannelKind>): void {
    for (const kind of kinds) {
      const { feed } = kind;
      if (!feed || this.fed.some((fed) => fed.kind === kind)) continue;
      const pending = new PendingUpdates();
      const stop = feed.on((event) => {
        pending.add(event);
      });
      this.fed.push({ kind, feed, pending, stop });
    }
  }

  stop(): void {
    for (const fed of this.fed) fed.stop();
    this.fed = [];
    this.started = false;
  }

  /** An event of the hub market (for the kinds without a feed). */
  add(event: ChannelDataEvent): void {
    this.shared.add(event);
  }

  /**
   * What changed since the last drain, per channel and framed, then forget it. A kind with a
   * feed registered since the start is listened to from now on.
   */
  drain(
    kinds: readonly ChannelKind[],
    market: { depth(symbol: string): ChannelDepth },
  ): ChannelBatch[] {
    if (this.started) this.listen(kinds);
    const batches: ChannelBatch[] = [];
    const frame = (kind: ChannelKind, drained: ReturnType<PendingUpdates['drain']>) => {
      for (const { symbol, pending, updates } of drained)
        batches.push({
          channel: `${kind.name}@${symbol}` as ChannelSymbol,
          pending,
          frames: updates.map((data) => kind.encode(data)),
        });
    };
    const shared = this.shared.drain(market);
    for (const kind of kinds) if (!kind.feed) frame(kind, shared);
    for (const { kind, feed, pending } of this.fed) frame(kind, pending.drain(feed));
    return batches;
  }
}
