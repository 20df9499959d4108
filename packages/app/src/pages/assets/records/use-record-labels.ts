import { useLingui } from '@lingui/react/macro';
import type { Deposit, Withdrawal } from '@exchange/api';
import type { BadgeTone } from '@exchange/design-system';

/** How a record's status reads and looks. */
export interface StatusLook {
  label: string;
  tone: BadgeTone;
}

/**
 * The words and colours of deposit and withdrawal statuses. A confirming deposit says how far it
 * got ("Confirming 6/20").
 *
 * @example const { deposit } = useRecordLabels(); deposit(row).label // 'Credited'
 */
export function useRecordLabels() {
  const { t } = useLingui();
  const depositStatus = (status: Deposit['status']): string => {
    switch (status) {
      case 'confirming':
        return t`Confirming`;
      case 'credited':
        return t`Credited`;
      case 'failed':
        return t`Failed`;
      default:
        return status satisfies never;
    }
  };
  const withdrawStatus = (status: Withdrawal['status']): string => {
    switch (status) {
      case 'pending':
        return t`Pending`;
      case 'processing':
        return t`Processing`;
      case 'completed':
        return t`Completed`;
      case 'cancelled':
        return t`Cancelled`;
      case 'rejected':
        return t`Rejected`;
      default:
        return status satisfies never;
    }
  };
  return {
    depositStatus,
    withdrawStatus,
    deposit: (row: Pick<Deposit, 'status' | 'confirmations' | 'required_confirmations'>) => {
      const confirmations = `${String(row.confirmations)}/${String(row.required_confirmations)}`;
      return {
        label:
          row.status === 'confirming' ? t`Confirming ${confirmations}` : depositStatus(row.status),
        tone:
          row.status === 'credited' ? 'success' : row.status === 'failed' ? 'danger' : 'warning',
      } satisfies StatusLook;
    },
    withdraw: (row: Pick<Withdrawal, 'status'>) =>
      ({
        label: withdrawStatus(row.status),
        tone:
          row.status === 'completed'
            ? 'success'
            : row.status === 'rejected'
              ? 'danger'
              : row.status === 'cancelled'
                ? 'neutral'
                : 'warning',
      }) satisfies StatusLook,
  };
}
