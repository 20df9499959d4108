import { useContractPairs } from '../../queries/contract.query.ts';
import { pairFormatOf, unknownPairFormat, type PairFormat } from '../orders/order-format.ts';
import { tradingPairOf } from '../trading-pair.ts';

/**
 * The display rules of any contract by symbol, from the contract pair list (loaded by the shell
 * at start-up, SPEC.md section 7); a symbol the list does not hold keeps the wire's decimals.
 *
 * @example const formatOf = useContractPairFormats(); formatOf('BTCUSDT').pricePrecision // 1
 */
export function useContractPairFormats(): (symbol: string) => PairFormat {
  const { data: pairs } = useContractPairs();
  return (symbol) => {
    const listed = pairs?.find((item) => item.symbol === symbol);
    return listed ? pairFormatOf(tradingPairOf(listed)) : unknownPairFormat(symbol);
  };
}
