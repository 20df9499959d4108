import { useEffect, useState } from 'react';
import { useAppServices } from '../../../app-services.tsx';
import { useMarketChannel } from '../../../live/use-market-channel.ts';
import { useSocketReopened } from '../../../live/use-socket-reopened.ts';
import { createOrderBookStore, type OrderBookStore } from '../../../trading/order-book/order-book-store.ts';
import { createTradesStore, type TradesStore } from '../../../trading/recent-trades/trades-store.ts';
import { createSpotMarketFeed } from './spot-market-feed.ts';

/** The live stores of the pair shown. */
export interface SpotMarket {
  book: OrderBookStore;
  trades: TradesStore;
}

/**
 * The order book and trade tape of `symbol`, live: the HTTP snapshot, then the socket's depth and
 * trade messages. A pair switch resets both stores to loading; a socket reconnect resyncs the
 * feed (the resubscribed server's next full book replaces the shown one) and fetches the
 * snapshot again (what happened while it was down is lost otherwise).
 *
 * @example
 * const { book, trades } = useSpotMarket(pair.symbol);
 * <OrderBook store={book} … />
 */
export function useSpotMarket(symbol: string | null): SpotMarket {
  const { api } = useAppServices();
  const [market] = useState(() => {
    const book = createOrderBookStore();
    const trades = createTradesStore();
    return { book, trades, feed: createSpotMarketFeed({ api, book, trades }) };
  });
  const [reloads, setReloads] = useState(0);
  const { feed } = market;

  useEffect(() => {
    if (symbol !== null) feed.reset(symbol);
  }, [feed, symbol]);

  useEffect(() => {
    if (symbol === null) return;
    const controller = new AbortController();
    void feed.load(symbol, controller.signal);
    return () => {
      controller.abort();
    };
  }, [feed, symbol, reloads]);

  useSocketReopened(() => {
    // Synchronously, before the new connection's first book: it must win whatever its stamp.
    feed.resync();
    setReloads((count) => count + 1);
  });
  useMarketChannel('spot', 'depth', symbol, feed.depth);
  useMarketChannel('spot', 'trade', symbol, feed.trade);

  return { book: market.book, trades: market.trades };
}
