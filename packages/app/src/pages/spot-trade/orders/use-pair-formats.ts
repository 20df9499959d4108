import { useQuery } from '@tanstack/react-query';
import type { SpotPair } from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import { spotPairsQuery } from '../../../queries/pairs.query.ts';
import {
  pairFormatOf,
  unknownPairFormat,
  type PairFormat,
} from '../../../trading/orders/order-format.ts';
import { tradingPairOf } from '../../../trading/trading-pair.ts';

/**
 * The display rules of any pair by symbol: the page's own pair at once (the order centre has
 * none: null), the others from the spot pair list (already loaded by the app at start-up, SPEC.md section 4).
 *
 * @example const formatOf = usePairFormats(pair); formatOf('ETHUSDT').pricePrecision // 2
 */
export function usePairFormats(pair: SpotPair | null): (symbol: string) => PairFormat {
  const { api } = useAppServices();
  const { data: pairs } = useQuery(spotPairsQuery(api));
  return (symbol) => {
    if (pair !== null && symbol === pair.symbol) return pairFormatOf(tradingPairOf(pair));
    const listed = pairs?.find((item) => item.symbol === symbol);
    return listed ? pairFormatOf(tradingPairOf(listed)) : unknownPairFormat(symbol);
  };
}
