import { useLingui } from '@lingui/react/macro';
import { Badge, formatDateTime, Num, type TableColumn } from '@exchange/design-system';
import type { StatusLook } from './use-record-labels.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import styles from '../shared/assets-page.module.css';

/** What a deposit and a withdrawal row both have, as the records tables show it. */
export interface RecordRow {
  id: number;
  created_at: number;
  coin_name: string;
  network: string;
  amount: string;
}

export interface RecordColumnsOptions<Row extends RecordRow> {
  /** The row's status badge: its tone and translated label. */
  status: (row: Row) => StatusLook;
  /** The accessible name of a row's Details button, e.g. "Details of deposit 12". */
  detailsLabel: (row: Row) => string;
  onDetails: (row: Row) => void;
}

/**
 * The columns the deposit and withdraw components of /assets/records share: time, coin,
 * network, amount, status badge and a Details button that opens the row's dialog.
 */
export function useRecordColumns<Row extends RecordRow>({
  status,
  detailsLabel,
  onDetails,
}: RecordColumnsOptions<Row>): TableColumn<Row>[] {
  const { t } = useLingui();
  const times = useDateTimeOptions();
  return [
    {
      key: 'time',
      header: t`Time`,
      cell: (row) => <Num>{formatDateTime(row.created_at, times)}</Num>,
    },
    { key: 'coin', header: t`Coin`, cell: (row) => row.coin_name },
    { key: 'network', header: t`Network`, cell: (row) => row.network },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => <Num>{coinAmount(row.amount)}</Num>,
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => {
        const look = status(row);
        return <Badge tone={look.tone}>{look.label}</Badge>;
      },
    },
    {
      key: 'details',
      header: t`Details`,
      align: 'end',
      cell: (row) => (
        <button
          type="button"
          className={styles.linkButton}
          aria-label={detailsLabel(row)}
          onClick={() => {
            onDetails(row);
          }}
        >
          {t`Details`}
        </button>
      ),
    },
  ];
}
