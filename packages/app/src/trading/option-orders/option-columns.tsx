import { useLingui } from '@lingui/react/macro';
import type { OptionOrder } from '@exchange/api';
import { formatAmount, type TableColumn } from '@exchange/design-system';
import { WithCoin } from '../orders/order-cells.tsx';
import { DirectionText } from './option-cells.tsx';
import { useOptionPairFormats } from './use-option-pair-formats.ts';
import styles from './option-orders.module.css';

/**
 * The columns both option tables open with, the open options' and the history's: pair,
 * direction and stake.
 *
 * @example const columns = [...useOptionLeadColumns(), { key: 'payout', … }];
 */
export function useOptionLeadColumns(): TableColumn<OptionOrder>[] {
  const { t } = useLingui();
  const formatOf = useOptionPairFormats();
  return [
    {
      key: 'symbol',
      header: t`Pair`,
      cell: (row) => <span className={styles.nowrap}>{formatOf(row.symbol).name}</span>,
    },
    {
      key: 'direction',
      header: t`Direction`,
      cell: (row) => <DirectionText direction={row.direction} />,
    },
    {
      key: 'amount',
      header: t`Stake`,
      numeric: true,
      cell: (row) => (
        <WithCoin
          value={formatAmount(row.amount, formatOf(row.symbol).amountPrecision)}
          coin={row.coin}
        />
      ),
    },
  ];
}
