import type { ChartSymbol } from '@exchange/chart';
import type { TradingPair } from '../trading-pair.ts';

/**
 * The chart's symbol for a pair: the ticker is the pair's symbol, prices and volumes keep the
 * pair's precisions.
 *
 * @example chartSymbolOf(tradingPairOf(btcUsdt)) // { ticker: 'BTCUSDT', shortName: 'BTC/USDT', … }
 */
export function chartSymbolOf(pair: TradingPair): ChartSymbol {
  return {
    ticker: pair.symbol,
    shortName: `${pair.baseCoin}/${pair.quoteCoin}`,
    name: pair.name,
    logo: pair.logo,
    priceCurrency: pair.quoteCoin,
    pricePrecision: pair.pricePrecision,
    volumePrecision: pair.sizePrecision,
  };
}
