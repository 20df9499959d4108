import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useAppServices } from '../../app-services.tsx';
import { SPOT_MARKET, useMarketRows } from '../../markets/use-market-rows.ts';
import { cardSymbols, homeCards, sparklineValues } from './home-cards.ts';
import type { HomeMarketsProps } from './home-markets.tsx';
import { sparklineQuery } from './home-queries.ts';

/**
 * The home page's market cards, live: the spot rows of {@link useMarketRows}, and a sparkline
 * per shown pair (24 hourly bars, one cached query per pair) whose end follows the ticker.
 */
export function useHomeMarkets(): HomeMarketsProps {
  const { api } = useAppServices();
  const { pairs, rows, tickers } = useMarketRows(SPOT_MARKET);
  const list = pairs.data;
  const cards = useMemo(() => homeCards(rows, list ?? []), [rows, list]);
  const symbols = cardSymbols(cards);
  const bars = useQueries({ queries: symbols.map((symbol) => sparklineQuery(api, symbol)) });
  const sparklines = new Map(
    symbols.map((symbol, index) => [
      symbol,
      sparklineValues(bars[index]?.data, tickers.get(symbol)?.last),
    ]),
  );
  const precision = useMemo(
    () => new Map((list ?? []).map((pair) => [pair.symbol, pair.price_precision])),
    [list],
  );
  const state = list
    ? list.length === 0
      ? 'empty'
      : 'ready'
    : pairs.isError
      ? 'error'
      : 'loading';
  return {
    state,
    cards,
    precision,
    sparklines,
    retrying: pairs.isFetching,
    onRetry: () => {
      void pairs.refetch();
    },
  };
}
