import { useLingui } from '@lingui/react/macro';
import type { CopyOrder, Follow } from '@exchange/api';
import { formatAmount, TRIM_TRAILING_ZEROS } from '@exchange/design-system';
import { copyAmount } from './copy-format.ts';

/** The copy pages' words for the wire's values, in the reader's language. */
export function useCopyLabels() {
  const { t } = useLingui();
  return {
    side: (side: CopyOrder['side']): string => {
      switch (side) {
        case 'long':
          return t`Long`;
        case 'short':
          return t`Short`;
        default:
          return side satisfies never;
      }
    },
    action: (action: CopyOrder['action']): string => {
      switch (action) {
        case 'open':
          return t`Open`;
        case 'close':
          return t`Close`;
        default:
          return action satisfies never;
      }
    },
    orderStatus: (status: CopyOrder['status']): string => {
      switch (status) {
        case 'filled':
          return t`Filled`;
        case 'skipped':
          return t`Skipped`;
        default:
          return status satisfies never;
      }
    },
    followStatus: (status: Follow['status']): string => {
      switch (status) {
        case 'active':
          return t`Copying`;
        case 'stopped':
          return t`Stopped`;
        default:
          return status satisfies never;
      }
    },
    /** A follow's mode with its figure: "Fixed · 50 USDT per order", "Ratio · 0.1×". */
    mode: (follow: Pick<Follow, 'mode' | 'fixed_amount' | 'ratio'>): string => {
      switch (follow.mode) {
        case 'fixed':
          return t`Fixed · ${copyAmount(follow.fixed_amount ?? '0')} per order`;
        case 'ratio':
          return t`Ratio · ${formatAmount(follow.ratio ?? '0', TRIM_TRAILING_ZEROS)}×`;
        default:
          return follow.mode satisfies never;
      }
    },
  };
}
