import { encodeServerMessage, type MarketUpdate } from '@exchange/api/socket';
import type { DepthAggTrade } from '@exchange/api';
import type { ContractFeed } from '../contract/contract-feed.ts';
import type { MarketService } from '../market/market-service.ts';
import type { ChannelFeed, ChannelKind } from './channel-registry.ts';

/** What the hub reads of the market: its events, pairs, books and tickers. */
export type HubMarket = Pick<MarketService, 'on' | 'pairs' | 'depth' | 'tickers'>;

/** Where a market channel's snapshots come from. */
interface ChannelSource {
  accepts(symbol: string): boolean;
  /** The book and recent trades. */
  depth(symbol: string): DepthAggTrade;
  /** What else a snapshot carries after the book and trades (a contract's mark). */
  extra?(symbol: string): MarketUpdate[];
  feed?: ChannelFeed;
}

function marketChannel(
  name: 'trade' | 'contract',
  cmd: 'spot' | 'contract',
  source: ChannelSource,
): ChannelKind {
  const encode = (data: MarketUpdate) => encodeServerMessage({ cmd, data });
  return {
    name,
    accepts: (symbol) => source.accepts(symbol),
    snapshot: (symbol, withTrades) => {
      if (!source.accepts(symbol)) return [];
      const depth = source.depth(symbol);
      const frames = [
        encode({
          channel: 'depth',
          symbol,
          asks: depth.asks,
          bids: depth.bids,
          ts: depth.timestamp,
        }),
      ];
      if (withTrades && depth.trades.length > 0)
        frames.push(encode({ channel: 'trade', symbol, trades: depth.trades }));
      for (const update of source.extra?.(symbol) ?? []) frames.push(encode(update));
      return frames;
    },
    encode,
    ...(source.feed ? { feed: source.feed } : {}),
  };
}

/**
 * The spot channels (`trade@…`, sent as `spot`), fed by the hub's market.
 *
 * @example hub.channels.register(spotChannel(market));
 */
export function spotChannel(market: HubMarket): ChannelKind {
  return marketChannel('trade', 'spot', {
    accepts: (symbol) => market.pairs.some((pair) => pair.symbol === symbol),
    depth: (symbol) => market.depth(symbol),
  });
}

/**
 * The perpetual contracts' channels (`contract@…`, sent as `contract`, issue 19): the contract
 * books, trades and last-price candles, and the `mark` update every tick, all from the
 * contracts' own feed. A new subscriber gets the book, the recent trades and the latest mark.
 *
 * @example hub.channels.register(contractChannel(feed));
 */
export function contractChannel(feed: ContractFeed): ChannelKind {
  return marketChannel('contract', 'contract', {
    accepts: (symbol) => feed.accepts(symbol),
    depth: (symbol) => feed.depthAggTrade(symbol, 20),
    extra: (symbol) => {
      const mark = feed.lastMark(symbol);
      return mark ? [mark] : [];
    },
    feed,
  });
}

/**
 * The channels a hub serves when none are given: spot's, and contract channels priced off
 * the spot market (tests and benchmarks of the hub alone; a server registers
 * {@link contractChannel} instead).
 *
 * @example new SocketHub({ market, authenticate, balanceView, channels: marketChannels(market) });
 */
export function marketChannels(market: HubMarket): ChannelKind[] {
  const spot = spotChannel(market);
  const contract = marketChannel('contract', 'contract', {
    accepts: (symbol) => spot.accepts(symbol),
    depth: (symbol) => market.depth(symbol),
  });
  return [spot, contract];
}
