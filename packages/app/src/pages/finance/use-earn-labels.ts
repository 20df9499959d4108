import { useLingui } from '@lingui/react/macro';
import type { EarnRecordType, EarnType } from '@exchange/api';

/**
 * The translated names of earn's kinds: a product's term ("Flexible", "Locked 30 days") and a
 * record's type.
 *
 * @example const labels = useEarnLabels(); labels.term('locked', 30) // 'Locked · 30 days'
 */
export function useEarnLabels() {
  const { t } = useLingui();
  return {
    term: (type: EarnType, days: number | null): string =>
      type === 'flexible' || days === null ? t`Flexible` : t`Locked · ${days} days`,
    type: (type: EarnType): string => (type === 'flexible' ? t`Flexible` : t`Locked`),
    record: (type: EarnRecordType): string => {
      switch (type) {
        case 'subscribe':
          return t`Subscription`;
        case 'redeem':
          return t`Redemption`;
        case 'interest':
          return t`Interest`;
        case 'maturity':
          return t`Maturity`;
        default:
          return type satisfies never;
      }
    },
  };
}
