import { useLingui } from '@lingui/react/macro';
import type { MarginMode, PositionSide } from '@exchange/api';
import { useContractLabels } from '../../../trading/contract-orders/use-contract-labels.ts';

/** "Long" / "Short" in the active language (the contract tables' words). */
export function useSideLabel(): (side: PositionSide) => string {
  return useContractLabels().side;
}

/** "Cross" / "Isolated" in the active language. */
export function useMarginModeLabel(): (mode: MarginMode) => string {
  const { t } = useLingui();
  return (mode) => {
    switch (mode) {
      case 'cross':
        return t`Cross`;
      case 'isolated':
        return t`Isolated`;
      default:
        return mode satisfies never;
    }
  };
}
