import { useEffect, useState } from 'react';
import { useAppServices } from '../../../app-services.tsx';
import { useMarketChannel } from '../../../live/use-market-channel.ts';
import { useSocketReopened } from '../../../live/use-socket-reopened.ts';
import { createOrderBookStore, type OrderBookStore } from '../../../trading/order-book/order-book-store.ts';
import { createTradesStore, type TradesStore } from '../../../trading/recent-trades/trades-store.ts';
import { createSpotMarketFeed } from '../../spot-trade/data/spot-market-feed.ts';

/** The live stores of the contract shown. */
export interface ContractMarket {
  book: OrderBookStore;
  trades: TradesStore;
}

/**
 * The order book and trade tape of a contract, live: the HTTP snapshot (GET
 * /contract/depth_aggTrade), then the depth and trade messages of `contract@{symbol}`, merged by
 * the spot page's feed (full books only, never rolled back; see createSpotMarketFeed). A symbol
 * switch resets both stores; a socket reconnect resyncs and fetches the snapshot again.
 *
 * @example const { book, trades } = useContractMarket(pair.symbol);
 */
export function useContractMarket(symbol: string): ContractMarket {
  const { api } = useAppServices();
  const [market] = useState(() => {
    const book = createOrderBookStore();
    const trades = createTradesStore();
    return {
      book,
      trades,
      feed: createSpotMarketFeed({ api, book, trades, snapshotRoute: 'contractDepth' }),
    };
  });
  const [reloads, setReloads] = useState(0);
  const { feed } = market;

  useEffect(() => {
    feed.reset(symbol);
  }, [feed, symbol]);

  useEffect(() => {
    const controller = new AbortController();
    void feed.load(symbol, controller.signal);
    return () => {
      controller.abort();
    };
  }, [feed, symbol, reloads]);

  useSocketReopened(() => {
    feed.resync();
    setReloads((count) => count + 1);
  });
  useMarketChannel('contract', 'depth', symbol, feed.depth);
  useMarketChannel('contract', 'trade', symbol, feed.trade);

  return { book: market.book, trades: market.trades };
}
