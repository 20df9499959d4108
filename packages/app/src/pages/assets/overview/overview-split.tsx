import { useQueries } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPES } from '@exchange/api';
import { AllocationChart, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { walletQuery } from '../../../queries/wallet.query.ts';
import { quoteValue } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { useAccountLabels } from '../shared/use-account-labels.ts';
import { accountTotal } from './account-split.ts';

/**
 * How the total splits across the spot, futures and earn accounts: a ring with each account's
 * value and share beside it (GET /wallet per account, valued in the quote coin).
 */
export function OverviewSplit({ hidden, quoteName }: { hidden: boolean; quoteName: string }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const labels = useAccountLabels();
  const wallets = useQueries({
    queries: ACCOUNT_TYPES.map((account) => walletQuery(api, account)),
  });
  const failed = wallets.find((wallet) => wallet.isError);
  if (failed?.error)
    return (
      <LoadFailed
        message={callErrorMessage(failed.error, i18n).text}
        onRetry={() => {
          for (const wallet of wallets) if (wallet.isError) void wallet.refetch();
        }}
      />
    );
  const loading = wallets.some((wallet) => wallet.isPending);
  return (
    <AllocationChart
      label={t`Assets by account`}
      totalLabel={t`Total`}
      hidden={hidden}
      hiddenLabel={t`Hidden`}
      loading={loading}
      loadingLabel={t`Loading accounts…`}
      emptyLabel={t`No accounts yet.`}
      formatValue={(value) => withUnit(quoteValue(value), quoteName)}
      slices={ACCOUNT_TYPES.map((account, index) => ({
        key: account,
        label: labels[account],
        value: accountTotal(wallets[index]?.data?.list ?? []),
      }))}
    />
  );
}
