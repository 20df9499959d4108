import { encodeServerMessage, type TickerKind } from '@exchange/api/socket';
import type { MarketService } from '../market/market-service.ts';
import type { ChannelKind } from './channel-registry.ts';

/** What the hub reads of the market: its events, pairs, books and tickers. */
export type HubMarket = Pick<MarketService, 'on' | 'pairs' | 'depth' | 'tickers'>;

function marketChannel(name: TickerKind, cmd: 'spot' | 'contract', market: HubMarket): ChannelKind {
  return {
    name,
    // Spot and contract share the pairs.
    accepts: (symbol) => market.pairs.some((pair) => pair.symbol === symbol),
    snapshot: (symbol, withTrades) => {
      const pair = market.pairs.find((p) => p.symbol === symbol);
      if (!pair) return [];
      const depth = market.depth(pair.symbol);
      const frames = [
        encodeServerMessage({
          cmd,
          data: {
            channel: 'depth',
            symbol: pair.symbol,
            asks: depth.asks,
            bids: depth.bids,
            ts: depth.timestamp,
          },
        }),
      ];
      if (withTrades && depth.trades.length > 0)
        frames.push(
          encodeServerMessage({
            cmd,
            data: { channel: 'trade', symbol: pair.symbol, trades: depth.trades },
          }),
        );
      return frames;
    },
    encode: (data) => encodeServerMessage({ cmd, data }),
  };
}

/**
 * The spot channels (`trade@…`, sent as `spot`) and the contract channels (`contract@…`, sent as
 * `contract`) of the market's pairs. Contracts are priced off the spot index until contract
 * trading lands: both carry the same updates.
 *
 * @example hub.channels.register(...marketChannels(market));
 */
export function marketChannels(market: HubMarket): ChannelKind[] {
  return [marketChannel('trade', 'spot', market), marketChannel('contract', 'contract', market)];
}
