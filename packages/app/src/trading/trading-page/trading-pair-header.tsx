import type { TickerStats } from '@exchange/api';
import type { Ticker } from '@exchange/api/socket';
import { ConnectionIndicator } from '../../live/connection-indicator.tsx';
import type { ConnectionStatusValue } from '../../live/use-connection-status.ts';
import type { MarketRow } from '../../markets/market-rows.ts';
import { PairHeader } from '../pair-header/pair-header.tsx';
import type { PriceDirection } from '../pair-header/use-price-direction.ts';
import { PairSwitcher } from '../pair-switcher/pair-switcher.tsx';
import type { FavoritePairs } from '../pair-switcher/favorite-pairs.ts';
import type { TradingPair } from '../trading-pair.ts';

/** Props of {@link TradingPairHeader}. */
export interface TradingPairHeaderProps {
  pair: TradingPair;
  listed: TickerStats;
  ticker: Ticker | undefined;
  direction: PriceDirection;
  favorites: FavoritePairs;
  /** The switcher's pairs with their live prices. */
  rows: readonly MarketRow[];
  /** Accessible name of the switcher's list: "Spot pairs", "Perpetual contracts". */
  listLabel: string;
  onSymbolChange: (symbol: string) => void;
  connection: ConnectionStatusValue;
  timeZone: string | undefined;
}

/**
 * A trading page's pair header as the spot and contract pages show it: the pair switcher, the
 * favourite star, the live 24 h stats muted while the feed is not live, and the feed's status.
 *
 * @example <TradingPairHeader pair={trading} listed={pair} ticker={ticker} direction={direction} favorites={favorites} rows={rows} listLabel={t`Spot pairs`} onSymbolChange={go} connection={connection} timeZone={timezone} />
 */
export function TradingPairHeader({
  pair,
  listed,
  ticker,
  direction,
  favorites,
  rows,
  listLabel,
  onSymbolChange,
  connection,
  timeZone,
}: TradingPairHeaderProps) {
  return (
    <PairHeader
      pair={pair}
      listed={listed}
      ticker={ticker}
      direction={direction}
      favorite={favorites.isFavorite(pair.symbol)}
      onToggleFavorite={() => {
        favorites.toggle(pair.symbol);
      }}
      stale={connection.state !== 'live'}
      status={<ConnectionIndicator connection={connection} timeZone={timeZone} />}
      switcher={
        <PairSwitcher
          rows={rows}
          listLabel={listLabel}
          pair={pair}
          favorites={favorites}
          onSelect={onSymbolChange}
        />
      }
    />
  );
}
