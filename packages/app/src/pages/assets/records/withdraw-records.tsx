import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Withdrawal } from '@exchange/api';
import {
  AlertDialog,
  Badge,
  Button,
  formatDateTime,
  Num,
  Table,
  withUnit,
} from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import {
  FUNDING_QUERY_KEYS,
  withdrawalsQuery,
  type RecordsFilter,
} from '../../../queries/funding.query.ts';
import { invalidateBalances } from '../../../queries/wallet.query.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { refusalOf } from '../shared/refusal.ts';
import { RecordDetailDialog } from './record-detail-dialog.tsx';
import { RecordsPager } from './records-pager.tsx';
import { useRecordColumns } from './record-columns.tsx';
import { useRecordLabels } from './use-record-labels.ts';
import detailStyles from './record-detail.module.css';

/** The details of one withdrawal, with Cancel (after a confirmation) while it is pending. */
function WithdrawalDetail({ row, onClose }: { row: Withdrawal; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { api, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const labels = useRecordLabels();
  const times = useDateTimeOptions();
  const [shown, setShown] = useState(row);
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api.request('cancelWithdraw', { body: { id: shown.id } }),
    onSuccess: (result) => {
      if (result.ok) {
        setShown(result.data);
        toaster.success(t`Withdrawal cancelled: the funds are back in your spot account.`);
      }
    },
    // Refetch either way: a refusal means the withdrawal moved on (processing, completed), and
    // an unanswered request may have cancelled it.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_KEYS.withdrawals }),
        invalidateBalances(queryClient),
      ]);
    },
  });
  const refusal = refusalOf(cancel.data);
  const failure =
    refusal.form ??
    Object.values(refusal.fields)[0] ??
    (cancel.error ? callErrorMessage(cancel.error, i18n).text : null);
  const look = labels.withdraw(shown);
  const coin = shown.coin_name;
  return (
    <RecordDetailDialog
      title={t`Withdrawal details`}
      onClose={onClose}
      rows={[
        { key: 'status', label: t`Status`, value: <Badge tone={look.tone}>{look.label}</Badge> },
        {
          key: 'amount',
          label: t`Amount`,
          value: <Num>{withUnit(coinAmount(shown.amount), coin)}</Num>,
        },
        {
          key: 'fee',
          label: t`Network fee`,
          value: <Num>{withUnit(coinAmount(shown.fee), coin)}</Num>,
        },
        {
          key: 'receive',
          label: t`Amount received`,
          value: <Num>{withUnit(coinAmount(shown.receive_amount), coin)}</Num>,
        },
        { key: 'network', label: t`Network`, value: shown.network },
        {
          key: 'address',
          label: t`Address`,
          value: shown.address,
          copy: shown.address,
          copyLabel: t`Copy address`,
          mono: true,
        },
        {
          key: 'memo',
          label: t`Memo`,
          value: shown.memo,
          copy: shown.memo,
          copyLabel: t`Copy memo`,
          mono: true,
        },
        {
          key: 'hash',
          label: t`Transaction hash`,
          value: shown.tx_hash,
          copy: shown.tx_hash,
          copyLabel: t`Copy transaction hash`,
          mono: true,
        },
        {
          key: 'created',
          label: t`Requested`,
          value: <Num>{formatDateTime(shown.created_at, times)}</Num>,
        },
        {
          key: 'updated',
          label: t`Updated`,
          value: <Num>{formatDateTime(shown.updated_at, times)}</Num>,
        },
      ]}
    >
      {failure === null ? null : (
        <p className={detailStyles.alert} role="alert">
          {failure}
        </p>
      )}
      {shown.status === 'pending' ? (
        <Button
          variant="danger"
          loading={cancel.isPending}
          onClick={() => {
            setConfirming(true);
          }}
        >
          <Trans>Cancel withdrawal</Trans>
        </Button>
      ) : null}
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Cancel this withdrawal?`}
        description={t`${withUnit(coinAmount(shown.amount), coin)} to ${shown.address} will not be sent, and the amount goes back to your spot account.`}
        actionLabel={t`Cancel withdrawal`}
        actionVariant="danger"
        cancelLabel={t`Keep it`}
        onAction={() => {
          cancel.mutate();
        }}
      />
    </RecordDetailDialog>
  );
}

/**
 * The withdraw component of /assets/records: one page of withdrawals (GET /wallet/getWithdraw),
 * a details dialog per row (cancel while pending) and pagination.
 */
export function WithdrawRecords({
  filter,
  onPageChange,
}: {
  filter: RecordsFilter<Withdrawal['status']>;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const labels = useRecordLabels();
  const withdrawals = useQuery(withdrawalsQuery(api, filter));
  const [selected, setSelected] = useState<Withdrawal | null>(null);
  const columns = useRecordColumns<Withdrawal>({
    status: labels.withdraw,
    detailsLabel: (row) => t`Details of withdrawal ${String(row.id)}`,
    onDetails: setSelected,
  });

  if (withdrawals.isError)
    return (
      <LoadFailed
        message={callErrorMessage(withdrawals.error, i18n).text}
        onRetry={() => {
          void withdrawals.refetch();
        }}
      />
    );
  const page = withdrawals.data;
  return (
    <>
      <Table
        label={t`Withdrawals`}
        rows={page?.list ?? []}
        rowKey={(row) => String(row.id)}
        loading={withdrawals.isPending || withdrawals.isPlaceholderData}
        loadingLabel={t`Loading withdrawals…`}
        empty={t`No withdrawals yet.`}
        columns={columns}
      />
      <RecordsPager page={page} onPageChange={onPageChange} label={t`Withdrawal pages`} />
      {selected === null ? null : (
        <WithdrawalDetail
          row={selected}
          onClose={() => {
            setSelected(null);
          }}
        />
      )}
    </>
  );
}
