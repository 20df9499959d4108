import { useEffect, useEffectEvent } from 'react';
import type { Market } from '@exchange/api/socket';
import { useLive } from './live-context.tsx';
import type { MarketChannelKind, MarketUpdateOf } from './market-bus.ts';

/**
 * Calls `onUpdate` with every `kind` message (`depth`, `trade` or `kline`) of `symbol` while
 * mounted. The socket subscribes to the symbol's channel (`trade@BTCUSDT` for spot) while anyone
 * listens and restores it after reconnects; `onUpdate` may change on every render.
 *
 * @example
 * useMarketChannel('spot', 'trade', 'BTCUSDT', (update) => trades.add(update.trades));
 */
export function useMarketChannel<K extends MarketChannelKind>(
  market: Market,
  kind: K,
  symbol: string | null,
  onUpdate: (update: MarketUpdateOf<K>) => void,
): void {
  const { bus } = useLive();
  const handle = useEffectEvent(onUpdate);
  useEffect(() => {
    if (symbol === null) return;
    return bus.onMarket(market, symbol, (update) => {
      if (update.channel === kind) handle(update as MarketUpdateOf<K>);
    });
  }, [bus, market, kind, symbol]);
}
