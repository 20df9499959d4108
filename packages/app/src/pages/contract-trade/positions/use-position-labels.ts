import { useLingui } from '@lingui/react/macro';
import type { MarginMode, PositionSide } from '@exchange/api';

/** "Long" / "Short" in the active language. */
export function useSideLabel(): (side: PositionSide) => string {
  const { t } = useLingui();
  return (side) => {
    switch (side) {
      case 'long':
        return t`Long`;
      case 'short':
        return t`Short`;
      default:
        return side satisfies never;
    }
  };
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
