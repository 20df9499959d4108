import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Deposit } from '@exchange/api';
import { Badge, formatDateTime, Num, Table, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { depositsQuery } from '../../../queries/funding.query.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { RecordDetailDialog } from './record-detail-dialog.tsx';
import { RecordsPager } from './records-pager.tsx';
import type { RecordsFilter } from '../../../queries/funding.query.ts';
import { useRecordColumns } from './record-columns.tsx';
import { useRecordLabels } from './use-record-labels.ts';

/**
 * The deposit component of /assets/records: one page of deposits (GET /wallet/getDeposits) with
 * their live status ("Confirming 6/20" → "Credited"), a details dialog per row and pagination.
 */
export function DepositRecords({
  filter,
  onPageChange,
}: {
  filter: RecordsFilter<Deposit['status']>;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const labels = useRecordLabels();
  const times = useDateTimeOptions();
  const deposits = useQuery(depositsQuery(api, filter));
  const [selected, setSelected] = useState<Deposit | null>(null);
  const columns = useRecordColumns<Deposit>({
    status: labels.deposit,
    detailsLabel: (row) => t`Details of deposit ${String(row.id)}`,
    onDetails: setSelected,
  });

  if (deposits.isError)
    return (
      <LoadFailed
        message={callErrorMessage(deposits.error, i18n).text}
        onRetry={() => {
          void deposits.refetch();
        }}
      />
    );
  const page = deposits.data;
  return (
    <>
      <Table
        label={t`Deposits`}
        rows={page?.list ?? []}
        rowKey={(row) => String(row.id)}
        loading={deposits.isPending || deposits.isPlaceholderData}
        loadingLabel={t`Loading deposits…`}
        empty={t`No deposits yet.`}
        columns={columns}
      />
      <RecordsPager page={page} onPageChange={onPageChange} label={t`Deposit pages`} />
      {selected === null ? null : (
        <RecordDetailDialog
          title={t`Deposit details`}
          onClose={() => {
            setSelected(null);
          }}
          rows={[
            {
              key: 'status',
              label: t`Status`,
              value: (
                <Badge tone={labels.deposit(selected).tone}>{labels.deposit(selected).label}</Badge>
              ),
            },
            {
              key: 'amount',
              label: t`Amount`,
              value: <Num>{withUnit(coinAmount(selected.amount), selected.coin_name)}</Num>,
            },
            { key: 'network', label: t`Network`, value: selected.network },
            {
              key: 'confirmations',
              label: t`Confirmations`,
              value: (
                <Num>{`${String(selected.confirmations)}/${String(selected.required_confirmations)}`}</Num>
              ),
            },
            {
              key: 'address',
              label: t`Address`,
              value: selected.address,
              copy: selected.address,
              copyLabel: t`Copy address`,
              mono: true,
            },
            {
              key: 'hash',
              label: t`Transaction hash`,
              value: selected.tx_hash,
              copy: selected.tx_hash,
              copyLabel: t`Copy transaction hash`,
              mono: true,
            },
            {
              key: 'created',
              label: t`Time`,
              value: <Num>{formatDateTime(selected.created_at, times)}</Num>,
            },
          ]}
        />
      )}
    </>
  );
}
