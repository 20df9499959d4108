import type { SpotPair } from '@exchange/api';
import type { ChartSymbol } from '@exchange/chart';

/**
 * The chart's symbol for a spot pair: the ticker is the pair's symbol, prices and volumes keep
 * the pair's precisions.
 *
 * @example toChartSymbol(btcUsdt) // { ticker: 'BTCUSDT', shortName: 'BTC/USDT', … }
 */
export function toChartSymbol(pair: SpotPair): ChartSymbol {
  return {
    ticker: pair.symbol,
    shortName: `${pair.base_coin}/${pair.quote_coin}`,
    name: pair.name,
    logo: pair.logo,
    priceCurrency: pair.quote_coin,
    pricePrecision: pair.price_precision,
    volumePrecision: pair.size_precision,
  };
}

/**
 * Pairs whose symbol or name contains `text` (case- and slash-insensitive); all pairs for an
 * empty text.
 *
 * @example matchPairs(pairs, 'btc/u') // BTCUSDT
 */
export function matchPairs(pairs: readonly SpotPair[], text = ''): SpotPair[] {
  const needle = normalise(text);
  if (needle === '') return [...pairs];
  return pairs.filter(
    (pair) => normalise(pair.symbol).includes(needle) || normalise(pair.name).includes(needle),
  );
}

function normalise(text: string): string {
  return text.trim().toUpperCase().replaceAll('/', '');
}
