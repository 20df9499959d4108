import { useOptionPairs } from '../../queries/option.query.ts';
import {
  optionPairFormatOf,
  unknownOptionPairFormat,
  type OptionPairFormat,
} from './option-format.ts';

/**
 * The display rules of any option pair by symbol, from the option pair list (loaded by the shell
 * at start-up, SPEC.md section 7); a symbol the list does not hold keeps the wire's decimals.
 *
 * @example const formatOf = useOptionPairFormats(); formatOf('BTCUSDT').amountPrecision // 2
 */
export function useOptionPairFormats(): (symbol: string) => OptionPairFormat {
  const { data: pairs } = useOptionPairs();
  return (symbol) => {
    const listed = pairs?.find((item) => item.symbol === symbol);
    return listed ? optionPairFormatOf(listed) : unknownOptionPairFormat(symbol);
  };
}

/**
 * The last price the option pair list holds for `symbol` (the index before its first live
 * tick), or null when the list does not hold the pair.
 */
export function useOptionListedPrice(): (symbol: string) => string | null {
  const { data: pairs } = useOptionPairs();
  return (symbol) => pairs?.find((item) => item.symbol === symbol)?.last_price ?? null;
}
