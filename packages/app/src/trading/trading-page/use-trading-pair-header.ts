import { useMemo } from 'react';
import type { ContractPair, OptionPair, SpotPair } from '@exchange/api';
import { useConnectionStatus } from '../../live/use-connection-status.ts';
import { useTickers } from '../../live/use-tickers.ts';
import { toMarketRows, type MarketKind } from '../../markets/market-rows.ts';
import { useFavoritePairs } from '../../pages/spot-trade/data/use-favorite-pairs.ts';
import { pairStats } from '../pair-header/pair-header.tsx';
import { usePriceDirection } from '../pair-header/use-price-direction.ts';
import type { TradingPair } from '../trading-pair.ts';
import { useDateTimeOptions } from '../use-date-time-options.ts';
import type { TradingPairHeaderProps } from './trading-pair-header.tsx';

/** What {@link useTradingPairHeader} is given: the page's pair, its list and the switcher's words. */
export interface TradingPairHeaderInput<P extends SpotPair | ContractPair | OptionPair> {
  /** Whose tickers and rows: the spot pairs' (the option pairs are spot pairs) or the contracts'. */
  market: MarketKind;
  pair: P;
  pairs: readonly P[];
  /** The pair as the shared widgets take it. */
  trading: TradingPair;
  /** Accessible name of the switcher's list: "Spot pairs", "Perpetual contracts". */
  listLabel: string;
  onSymbolChange: (symbol: string) => void;
}

/** The header's props and what the rest of the page reads of the same live data. */
export interface TradingPairHeaderState {
  header: TradingPairHeaderProps;
  /** The pair's last price: the live ticker's, else the listing's. */
  last: string;
}

/**
 * The live data behind a trading page's pair header, wired the same way on the spot, contract
 * and option pages: the market's tickers, the switcher's rows, the price direction, the
 * favourites, the feed's status and the reader's time zone.
 *
 * @example const { header, last } = useTradingPairHeader({ market: 'spot', pair, pairs, trading, listLabel: t`Spot pairs`, onSymbolChange }); <TradingPairHeader {...header} />
 */
export function useTradingPairHeader<P extends SpotPair | ContractPair | OptionPair>({
  market,
  pair,
  pairs,
  trading,
  listLabel,
  onSymbolChange,
}: TradingPairHeaderInput<P>): TradingPairHeaderState {
  const { timezone } = useDateTimeOptions();
  // The spot pairs' tickers are the 'trade' channel's.
  const tickers = useTickers(market === 'spot' ? 'trade' : 'contract');
  const ticker = tickers.get(pair.symbol);
  const rows = useMemo(() => toMarketRows(market, pairs, tickers), [market, pairs, tickers]);
  const { last } = pairStats(pair, ticker);
  const direction = usePriceDirection(last);
  const favorites = useFavoritePairs();
  const connection = useConnectionStatus();
  return {
    header: {
      pair: trading,
      listed: pair,
      ticker,
      direction,
      favorites,
      rows,
      listLabel,
      onSymbolChange,
      connection,
      timeZone: timezone,
    },
    last,
  };
}
