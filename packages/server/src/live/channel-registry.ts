import type { MarkUpdate, MarketUpdate, OptionIndexUpdate, PriceLevel } from '@exchange/api/socket';
import type { MarketEvent } from '../market/market-events.ts';

/**
 * A per-symbol data event: the book changed, trades happened, a candle moved, (contracts)
 * the mark price was sampled, or (options, issue 20) an index tick was recorded.
 */
export type ChannelDataEvent =
  | Extract<MarketEvent, { type: 'trades' | 'depth' | 'kline' }>
  | { type: 'mark'; symbol: string; update: MarkUpdate }
  | { type: 'index'; symbol: string; update: OptionIndexUpdate };

/** A book as a depth update carries it. */
export interface ChannelDepth {
  asks: PriceLevel[];
  bids: PriceLevel[];
  timestamp: number;
}

/**
 * A product's own market data (contracts have their own books, trades, candles and mark): the
 * hub batches its events per symbol and sends them on that kind's channels only.
 */
export interface ChannelFeed {
  /** Listen to the product's data events; returns the function that stops listening. */
  on(listener: (event: ChannelDataEvent) => void): () => void;
  /** The symbol's book now (read when a flush sends a depth update). */
  depth(symbol: string): ChannelDepth;
}

/**
 * One kind of per-symbol channel of the live feed (`trade@BTCUSDT`: kind `trade`): a product
 * registers it with the hub, which then serves subscriptions to it without knowing the product.
 */
export interface ChannelKind {
  /** The part of its channel names before the `@`. */
  readonly name: string;
  /** Whether a subscription to `symbol` is valid (refused with `unknown_symbol` otherwise). */
  accepts(symbol: string): boolean;
  /**
   * The frames a new subscriber gets at once; also what a socket that fell behind gets instead
   * of what it missed (with the recent trades when it missed some).
   */
  snapshot(symbol: string, withTrades: boolean): string[];
  /** A market update of the symbol (depth, trades, a candle) as this kind's frame. */
  encode(update: MarketUpdate): string;
  /**
   * The kind's own data. Absent, the kind carries the hub market's updates (spot's `trade@`);
   * present, only the feed's. Read when the hub starts: register such a kind before.
   */
  readonly feed?: ChannelFeed;
}

/**
 * The channel kinds one hub serves, in registration order (the order a socket subscribed to
 * several of a symbol's channels gets their updates).
 *
 * @example
 * const registry = new ChannelRegistry();
 * registry.register(kind);
 * registry.resolve('trade@BTCUSDT'); // { kind, symbol: 'BTCUSDT' }
 */
export class ChannelRegistry {
  private readonly kinds = new Map<string, ChannelKind>();

  register(kind: ChannelKind): void {
    if (this.kinds.has(kind.name)) throw new Error(`Channel kind ${kind.name} is registered twice`);
    this.kinds.set(kind.name, kind);
  }

  /** The kind and symbol of a channel name, or undefined when no kind of that name is registered. */
  resolve(channel: string): { kind: ChannelKind; symbol: string } | undefined {
    const at = channel.indexOf('@');
    const kind = at < 0 ? undefined : this.kinds.get(channel.slice(0, at));
    return kind && { kind, symbol: channel.slice(at + 1) };
  }

  /** Whether a registered kind serves the channel and accepts its symbol. */
  accepts(channel: string): boolean {
    const resolved = this.resolve(channel);
    return resolved !== undefined && resolved.kind.accepts(resolved.symbol);
  }

  all(): IterableIterator<ChannelKind> {
    return this.kinds.values();
  }
}
