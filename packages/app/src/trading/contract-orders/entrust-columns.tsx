import { useLingui } from '@lingui/react/macro';
import type { Entrust } from '@exchange/api';
import { formatDateTime, NO_VALUE, type TableColumn } from '@exchange/design-system';
import { TimeText, WithCoin } from '../orders/order-cells.tsx';
import {
  filledPercent,
  formatFee,
  formatPrice,
  formatQuote,
  formatSize,
  isZero,
  type PairFormat,
} from '../orders/order-format.ts';
import { useDateTimeOptions } from '../use-date-time-options.ts';
import { PositionSideText, SignedText } from './contract-cells.tsx';
import { filledOrNothing, signedQuote } from './contract-format.ts';
import { useContractLabels } from './use-contract-labels.ts';
import styles from './contract-orders.module.css';

/** Whether an entrust's type takes a time in force (a limit price rests on the book). */
function restsOnBook(entrust: Pick<Entrust, 'type'>): boolean {
  return entrust.type === 'limit' || entrust.type === 'stop_limit';
}

/**
 * The entrusts table's columns, open and finished alike: time, contract, side and action, type
 * (with its time in force and reduce-only), price, trigger (with the price it watches), amount,
 * filled, average price, margin, fee, realised PnL, status and source.
 */
export function useEntrustColumns(
  formatOf: (symbol: string) => PairFormat,
): TableColumn<Entrust>[] {
  const { t } = useLingui();
  const labels = useContractLabels();
  const timeOptions = useDateTimeOptions();
  return [
    {
      key: 'time',
      header: t`Time`,
      cell: (row) => <TimeText text={formatDateTime(row.created_at, timeOptions)} />,
    },
    {
      key: 'symbol',
      header: t`Contract`,
      cell: (row) => <span className={styles.nowrap}>{formatOf(row.symbol).name}</span>,
    },
    {
      key: 'side',
      header: t`Side`,
      cell: (row) => (
        <PositionSideText side={row.side} label={labels.sideAction(row.side, row.action)} />
      ),
    },
    {
      key: 'type',
      header: t`Type`,
      cell: (row) => {
        const notes = [
          restsOnBook(row) ? labels.timeInForce(row.time_in_force) : null,
          row.reduce_only ? t`Reduce only` : null,
        ].filter((note) => note !== null);
        return (
          <span className={styles.stack}>
            <span>{labels.type(row.type)}</span>
            {notes.length > 0 ? <span className={styles.muted}>{notes.join(' · ')}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'price',
      header: t`Price`,
      numeric: true,
      cell: (row) =>
        row.price === null ? labels.type('market') : formatPrice(row.price, formatOf(row.symbol)),
    },
    {
      key: 'trigger',
      header: t`Trigger`,
      numeric: true,
      cell: (row) =>
        row.trigger_price === null ? (
          NO_VALUE
        ) : (
          <span className={styles.stack}>
            <span>{formatPrice(row.trigger_price, formatOf(row.symbol))}</span>
            {row.trigger_by === null ? null : (
              <span className={styles.muted}>{labels.triggerBy(row.trigger_by)}</span>
            )}
          </span>
        ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => formatSize(row.amount, formatOf(row.symbol)),
    },
    {
      key: 'filled',
      header: t`Filled`,
      numeric: true,
      cell: (row) => (
        <span className={styles.stack} dir="ltr">
          <span>{formatSize(row.filled_amount, formatOf(row.symbol))}</span>
          <span className={styles.muted}>{filledPercent(row)}%</span>
        </span>
      ),
    },
    {
      key: 'avg_price',
      header: t`Average price`,
      numeric: true,
      cell: (row) =>
        filledOrNothing(row.filled_amount, () => formatPrice(row.avg_price, formatOf(row.symbol))),
    },
    {
      key: 'margin',
      header: t`Margin`,
      numeric: true,
      cell: (row) => {
        const format = formatOf(row.symbol);
        const value = isZero(row.margin) ? NO_VALUE : formatQuote(row.margin, format);
        return <WithCoin value={value} coin={format.quote} />;
      },
    },
    {
      key: 'fee',
      header: t`Fee`,
      numeric: true,
      cell: (row) => {
        const format = formatOf(row.symbol);
        // A liquidation or ADL close is charged nothing: a plain zero, not seven decimals of it.
        const value =
          isZero(row.fee) && !isZero(row.filled_amount)
            ? formatQuote('0', format)
            : formatFee(row.fee, row.filled_amount);
        return <WithCoin value={value} coin={format.quote} />;
      },
    },
    {
      key: 'realized_pnl',
      header: t`Realised PnL`,
      numeric: true,
      cell: (row) =>
        row.action === 'open' || isZero(row.filled_amount) ? (
          NO_VALUE
        ) : (
          <SignedText
            value={row.realized_pnl}
            text={signedQuote(row.realized_pnl, formatOf(row.symbol))}
          />
        ),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => <span className={styles.nowrap}>{labels.status(row)}</span>,
    },
    {
      key: 'source',
      header: t`Source`,
      cell: (row) => <span className={styles.nowrap}>{labels.source(row.source)}</span>,
    },
  ];
}
