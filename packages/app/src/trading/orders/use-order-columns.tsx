import type { ReactNode } from 'react';
import { formatDateTime, type TableColumn } from '@exchange/design-system';
import type { OrderRowFields, TradedRow } from './order-rows.ts';
import { SideText, TimeText, WithCoin } from './order-cells.tsx';
import {
  formatFee,
  formatPrice,
  formatQuote,
  formatSize,
  type PairFormat,
} from './order-format.ts';
import { useDateTimeOptions } from '../use-date-time-options.ts';
import { useOrderLabels } from './use-order-labels.ts';

/** An order's filled amount (a fill has none: it is a trade, so something did fill). */
function filledAmountOf(row: object): string | undefined {
  return 'filled_amount' in row && typeof row.filled_amount === 'string'
    ? row.filled_amount
    : undefined;
}

/** Builds one shared column under the header its table gives it. */
type ColumnOf<Shape> = <Row extends Shape>(header: string) => TableColumn<Row>;

/** The columns the open orders, order history and trade history tables share. */
export interface OrderColumns {
  /** Created at, in the configured time zone and clock. */
  time: ColumnOf<TradedRow>;
  /** The row's pair, "BTC/USDT". */
  pair: ColumnOf<TradedRow>;
  /** Limit or Market. */
  type: ColumnOf<Pick<OrderRowFields, 'type'>>;
  /** Buy or Sell, in the up/down colours. */
  side: ColumnOf<TradedRow>;
  /** The price at the pair's precision; "Market" for a market order, which has none. */
  price: ColumnOf<Pick<OrderRowFields, 'price'> & Pick<TradedRow, 'symbol'>>;
  /** The base amount at the pair's size precision. */
  amount: ColumnOf<TradedRow>;
  /** The fee with its coin. */
  fee: ColumnOf<TradedRow>;
  /** A quote value with the quote coin; `quoteOf` picks it from the row. */
  total: <Row extends TradedRow>(
    header: string,
    quoteOf: (row: NoInfer<Row>) => string,
  ) => TableColumn<Row>;
}

/**
 * The shared columns of the orders tables, so that a price or a time reads, truncates and aligns
 * the same in each. The header comes from the table: its wording is the table's ("Price" is a
 * limit price in one and a fill price in another), and it keeps each message listed under the
 * tab that shows it in the catalogs the translators work from.
 *
 * @example
 * const column = useOrderColumns(formatOf);
 * const columns: TableColumn<SpotFill>[] = [column.time(t`Time`), column.pair(t`Pair`)];
 */
export function useOrderColumns(formatOf: (symbol: string) => PairFormat): OrderColumns {
  const labels = useOrderLabels();
  const timeOptions = useDateTimeOptions();
  const numeric = <Row,>(
    key: string,
    header: string,
    cell: (row: Row) => ReactNode,
  ): TableColumn<Row> => ({ key, header, numeric: true, cell });
  return {
    time: (header) => ({
      key: 'time',
      header,
      cell: (row) => <TimeText text={formatDateTime(row.created_at, timeOptions)} />,
    }),
    pair: (header) => ({ key: 'pair', header, cell: (row) => formatOf(row.symbol).name }),
    type: (header) => ({ key: 'type', header, cell: (row) => labels.type(row.type) }),
    side: (header) => ({
      key: 'side',
      header,
      cell: (row) => <SideText side={row.side} label={labels.side(row.side)} />,
    }),
    price: (header) =>
      numeric('price', header, (row) =>
        row.price === null ? labels.type('market') : formatPrice(row.price, formatOf(row.symbol)),
      ),
    amount: (header) =>
      numeric('amount', header, (row) => formatSize(row.amount, formatOf(row.symbol))),
    fee: (header) =>
      numeric('fee', header, (row) => (
        <WithCoin value={formatFee(row.fee, filledAmountOf(row))} coin={row.fee_coin} />
      )),
    total: (header, quoteOf) =>
      numeric('total', header, (row) => {
        const format = formatOf(row.symbol);
        return <WithCoin value={formatQuote(quoteOf(row), format)} coin={format.quote} />;
      }),
  };
}
