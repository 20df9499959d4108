import type {
  MarkUpdate,
  MarketUpdate,
  OptionIndexUpdate,
  PublicTrade,
} from '@exchange/api/socket';
import type { ChannelDataEvent, ChannelDepth } from './channel-registry.ts';
import type { HeldChannel } from './hub-connection.ts';

/** What changed on one symbol since the last flush. */
export interface PendingSymbol {
  depth: boolean;
  trades: PublicTrade[];
  /** The latest bar of each period that changed. */
  klines: HeldChannel['klines'];
  /** The latest mark sample (contracts), if one came. */
  mark: MarkUpdate | null;
  /** The latest option index tick (options), if one came. */
  index: OptionIndexUpdate | null;
}

/**
 * Market data batched per symbol between flushes.
 *
 * @example
 * pending.add(event);
 * for (const { symbol, updates } of pending.drain(market)) send(symbol, updates);
 */
export class PendingUpdates {
  private readonly bySymbol = new Map<string, PendingSymbol>();

  add(event: ChannelDataEvent): void {
    switch (event.type) {
      case 'trades':
        this.of(event.symbol).trades.push(...event.trades);
        return;
      case 'depth':
        this.of(event.symbol).depth = true;
        return;
      case 'kline':
        this.of(event.symbol).klines.set(event.period, event.bar);
        return;
      case 'mark':
        this.of(event.symbol).mark = event.update;
        return;
      case 'index':
        this.of(event.symbol).index = event.update;
        return;
      default:
        event satisfies never;
    }
  }

  /** Each symbol's updates (depth, newest trade first, candles), then forget them all. */
  drain(market: {
    depth(symbol: string): ChannelDepth;
  }): { symbol: string; pending: PendingSymbol; updates: MarketUpdate[] }[] {
    const drained: { symbol: string; pending: PendingSymbol; updates: MarketUpdate[] }[] = [];
    for (const [symbol, pending] of this.bySymbol) {
      const updates: MarketUpdate[] = [];
      if (pending.depth) {
        const depth = market.depth(symbol);
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
      if (pending.mark) updates.push(pending.mark);
      if (pending.index) updates.push(pending.index);
      if (updates.length > 0) drained.push({ symbol, pending, updates });
    }
    this.bySymbol.clear();
    return drained;
  }

  private of(symbol: string): PendingSymbol {
    let pending = this.bySymbol.get(symbol);
    if (!pending) {
      pending = { depth: false, trades: [], klines: new Map(), mark: null, index: null };
      this.bySymbol.set(symbol, pending);
    }
    return pending;
  }
}
