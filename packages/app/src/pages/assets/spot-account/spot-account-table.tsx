import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { WalletEntry } from '@exchange/api';
import {
  Avatar,
  compareDecimal,
  Num,
  Table,
  Tooltip,
  VISUALLY_HIDDEN,
  withUnit,
  type TableColumn,
} from '@exchange/design-system';
import { coinAmount, quoteValue } from '../shared/coin-amount.ts';
import { masked } from '../shared/use-hide-amounts.ts';
import styles from '../shared/assets-page.module.css';

/** Props of {@link SpotAccountTable}. */
export interface SpotAccountTableProps {
  rows: readonly WalletEntry[];
  loading: boolean;
  /** Shown when no row is left: nothing held, or nothing matches the search. */
  empty: string;
  hidden: boolean;
  quoteName: string;
  symbolOf: (coin: string) => string | null;
  onTransfer: (coin: string) => void;
}

/** The frozen amount; its tooltip says what holds it, as the server splits it. */
function FrozenCell({ entry, hidden }: { entry: WalletEntry; hidden: boolean }) {
  const { t } = useLingui();
  const amount = <Num>{masked(coinAmount(entry.freeze), hidden)}</Num>;
  if (hidden || compareDecimal(entry.freeze, '0') === 0) return amount;
  const coin = entry.coin_name;
  const content = t`Open orders: ${withUnit(coinAmount(entry.freeze_orders), coin)}. Pending withdrawals: ${withUnit(coinAmount(entry.freeze_withdrawals), coin)}.`;
  return (
    <Tooltip content={content}>
      {/* The name starts with the amount the button shows (axe: label-content-name-mismatch). */}
      <button type="button" className={styles.frozen}>
        {amount}
        <span className={VISUALLY_HIDDEN}> {t`Frozen ${coin}: ${content}`}</span>
      </button>
    </Tooltip>
  );
}

/**
 * The spot account, one row per coin: logo and name, available, frozen (what holds it in a
 * tooltip), total, value in the quote coin, and the coin's actions. Every column sorts.
 */
export function SpotAccountTable({
  rows,
  loading,
  empty,
  hidden,
  quoteName,
  symbolOf,
  onTransfer,
}: SpotAccountTableProps) {
  const { t } = useLingui();
  const columns: TableColumn<WalletEntry>[] = [
    {
      key: 'coin',
      header: t`Coin`,
      cell: (entry) => (
        <span className={styles.coin}>
          <span aria-hidden="true">
            <Avatar name={entry.coin_name} src={entry.logo || null} size={24} />
          </span>
          {entry.coin_name}
        </span>
      ),
      compare: (a, b) => a.coin_name.localeCompare(b.coin_name),
    },
    {
      key: 'available',
      header: t`Available`,
      numeric: true,
      cell: (entry) => <Num>{masked(coinAmount(entry.balance), hidden)}</Num>,
      compare: (a, b) => compareDecimal(a.balance, b.balance),
    },
    {
      key: 'frozen',
      header: t`Frozen`,
      numeric: true,
      cell: (entry) => <FrozenCell entry={entry} hidden={hidden} />,
      compare: (a, b) => compareDecimal(a.freeze, b.freeze),
    },
    {
      key: 'total',
      header: t`Total`,
      numeric: true,
      cell: (entry) => <Num>{masked(coinAmount(entry.total_balance), hidden)}</Num>,
      compare: (a, b) => compareDecimal(a.total_balance, b.total_balance),
    },
    {
      key: 'value',
      header: t`Value (${quoteName})`,
      numeric: true,
      cell: (entry) => <Num>{masked(quoteValue(entry.usdt_equivalence), hidden)}</Num>,
      compare: (a, b) => compareDecimal(a.usdt_equivalence, b.usdt_equivalence),
    },
    {
      key: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (entry) => {
        const coin = entry.coin_name;
        const symbol = symbolOf(coin);
        return (
          <span className={styles.rowActions}>
            <Link
              to="/assets/recharge"
              search={{ coin }}
              className={styles.link}
              aria-label={t`Deposit ${coin}`}
            >
              {t`Deposit`}
            </Link>
            <Link
              to="/assets/withdraw"
              search={{ coin }}
              className={styles.link}
              aria-label={t`Withdraw ${coin}`}
            >
              {t`Withdraw`}
            </Link>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={t`Transfer ${coin}`}
              onClick={() => {
                onTransfer(coin);
              }}
            >
              {t`Transfer`}
            </button>
            {symbol === null ? null : (
              <Link
                to="/spot-trade"
                search={{ symbol }}
                className={styles.link}
                aria-label={t`Trade ${coin}`}
              >
                {t`Trade`}
              </Link>
            )}
          </span>
        );
      },
    },
  ];
  return (
    <Table
      label={t`Spot balances`}
      columns={columns}
      rows={rows}
      rowKey={(entry) => String(entry.coin_id)}
      loading={loading}
      loadingLabel={t`Loading balances…`}
      empty={empty}
      defaultSort={{ key: 'value', direction: 'descending' }}
    />
  );
}
