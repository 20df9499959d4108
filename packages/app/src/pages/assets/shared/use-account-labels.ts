import { useLingui } from '@lingui/react/macro';
import type { AccountType } from '@exchange/api';

/**
 * The translated name of each account a user holds.
 *
 * @example const labels = useAccountLabels(); labels.futures // 'Futures'
 */
export function useAccountLabels(): Record<AccountType, string> {
  const { t } = useLingui();
  return { spot: t`Spot`, futures: t`Futures`, finance: t`Earn` };
}
