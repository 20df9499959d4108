import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Position } from '@exchange/api';
import {
  formatPercent,
  formatSignedPercent,
  NO_VALUE,
  Num,
  Table,
  withUnit,
  type TableColumn,
} from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { useContractPositions } from '../../../queries/contract.query.ts';
import { PositionSideText, SignedText } from '../../../trading/contract-orders/contract-cells.tsx';
import { signedQuote } from '../../../trading/contract-orders/contract-format.ts';
import { useContractPairFormats } from '../../../trading/contract-orders/contract-pair-formats.ts';
import { useContractLabels } from '../../../trading/contract-orders/use-contract-labels.ts';
import {
  formatPrice,
  formatQuote,
  formatSize,
  isZero,
} from '../../../trading/orders/order-format.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { masked } from '../shared/use-hide-amounts.ts';
import pageStyles from '../shared/assets-page.module.css';
import styles from './futures-positions.module.css';

/**
 * The futures account's open positions (GET /contract/position): contract with side, leverage
 * and margin mode, size, entry, mark and liquidation prices, margin, margin ratio and unrealised
 * PnL with ROE; managing them is the contract page's (linked). Money hides with the account's
 * other amounts (the eye toggle).
 */
export function FuturesPositions({ hidden }: { hidden: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useContractLabels();
  const formatOf = useContractPairFormats();
  const positions = useContractPositions(true);

  const columns: TableColumn<Position>[] = [
    {
      key: 'symbol',
      header: t`Contract`,
      cell: (row) => (
        <span className={styles.nowrap}>
          {formatOf(row.symbol).name}{' '}
          <PositionSideText side={row.side} label={labels.side(row.side)} />{' '}
          <Num>{`${String(row.leverage)}×`}</Num>{' '}
          {row.margin_mode === 'cross' ? t`Cross` : t`Isolated`}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Size`,
      numeric: true,
      cell: (row) => formatSize(row.amount, formatOf(row.symbol)),
    },
    {
      key: 'entry',
      header: t`Entry price`,
      numeric: true,
      cell: (row) => formatPrice(row.entry_price, formatOf(row.symbol)),
    },
    {
      key: 'mark',
      header: t`Mark price`,
      numeric: true,
      cell: (row) => formatPrice(row.mark_price, formatOf(row.symbol)),
    },
    {
      key: 'liquidation',
      header: t`Liquidation price`,
      numeric: true,
      // "0": a fully collateralised position cannot be liquidated.
      cell: (row) =>
        isZero(row.liquidation_price)
          ? NO_VALUE
          : formatPrice(row.liquidation_price, formatOf(row.symbol)),
    },
    {
      key: 'margin',
      header: t`Margin`,
      numeric: true,
      cell: (row) => {
        const format = formatOf(row.symbol);
        return <Num>{masked(withUnit(formatQuote(row.margin, format), format.quote), hidden)}</Num>;
      },
    },
    {
      key: 'margin_ratio',
      header: t`Margin ratio`,
      numeric: true,
      cell: (row) => <Num>{formatPercent(row.margin_ratio)}</Num>,
    },
    {
      key: 'pnl',
      header: t`Unrealised PnL (ROE)`,
      numeric: true,
      cell: (row) => {
        const format = formatOf(row.symbol);
        return (
          <SignedText
            value={row.unrealized_pnl}
            text={masked(
              `${withUnit(signedQuote(row.unrealized_pnl, format), format.quote)} (${formatSignedPercent(row.roe)})`,
              hidden,
            )}
          />
        );
      },
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="futures-positions-title">
      <div className={styles.header}>
        <h2 id="futures-positions-title" className={pageStyles.heading}>
          {t`Open positions`}
        </h2>
        <Link to="/contract-trade" className={pageStyles.link}>
          {t`Trade futures`}
        </Link>
      </div>
      {positions.isError ? (
        <LoadFailed
          message={callErrorMessage(positions.error, i18n).text}
          onRetry={() => {
            void positions.refetch();
          }}
        />
      ) : (
        <Table
          label={t`Open positions`}
          columns={columns}
          rows={positions.data ?? []}
          rowKey={(row) => String(row.id)}
          loading={positions.isPending}
          loadingLabel={t`Loading…`}
          empty={t`No open positions`}
        />
      )}
    </section>
  );
}
