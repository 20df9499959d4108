import type { SpotPair } from '@exchange/api';
import type { ChartSymbol } from '@exchange/chart';
import { chartSymbolOf } from '../../../trading/chart-panel/chart-symbol.ts';
import { tradingPairOf } from '../../../trading/trading-pair.ts';

/**
 * The chart's symbol for a spot pair (the chart's symbol search lists spot pairs).
 *
 * @example toChartSymbol(btcUsdt) // { ticker: 'BTCUSDT', shortName: 'BTC/USDT', … }
 */
export function toChartSymbol(pair: SpotPair): ChartSymbol {
  return chartSymbolOf(tradingPairOf(pair));
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
