import { encodeServerMessage, type OptionIndexUpdate } from '@exchange/api/socket';
import type { ChannelDataEvent, ChannelFeed, ChannelKind } from '../live/channel-registry.ts';

/**
 * The `option@{symbol}` channels (sent as `option`, issue 20): each recorded index tick, once
 * per server tick. A new subscriber (or a socket that fell behind) gets the latest tick.
 *
 * @example
 * const feed = new OptionFeed((symbol) => pairs.has(symbol));
 * hub.channels.register(feed.kind());
 * feed.publish({ channel: 'index', symbol: 'BTCUSDT', price: '65000', ts });
 */
export class OptionFeed implements ChannelFeed {
  private readonly listeners = new Set<(event: ChannelDataEvent) => void>();
  private readonly latest = new Map<string, OptionIndexUpdate>();

  constructor(private readonly accepts: (symbol: string) => boolean) {}

  on(listener: (event: ChannelDataEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Options have no book of their own: an empty one (never sent, no depth event is emitted). */
  depth() {
    return { asks: [], bids: [], timestamp: 0 };
  }

  /** A recorded tick: kept as the symbol's latest and sent to its subscribers. */
  publish(update: OptionIndexUpdate): void {
    this.latest.set(update.symbol, update);
    for (const listener of this.listeners)
      listener({ type: 'index', symbol: update.symbol, update });
  }

  /** The channel kind to register with the hub. */
  kind(): ChannelKind {
    const encode = (data: OptionIndexUpdate | Parameters<ChannelKind['encode']>[0]) =>
      encodeServerMessage({ cmd: 'option', data });
    return {
      name: 'option',
      accepts: (symbol) => this.accepts(symbol),
      snapshot: (symbol) => {
        const last = this.accepts(symbol) ? this.latest.get(symbol) : undefined;
        return last ? [encode(last)] : [];
      },
      encode,
      feed: this,
    };
  }
}
