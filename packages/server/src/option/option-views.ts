import type { Selectable } from 'kysely';
import type { OptionOrder } from '@exchange/api';
import type { OptionEvent } from '@exchange/api/socket';
import { toAmount } from '../wallet/ledger.ts';
import type { OptionOrdersTable } from './option-tables.ts';

/** An option order as the database returns it. */
export type OptionRow = Selectable<OptionOrdersTable>;

const amountOrNull = (value: string | null) => (value === null ? null : toAmount(value));

/**
 * An order row as GET /option/order lists it.
 *
 * @example optionView(row).payout // '18.5'
 */
export function optionView(row: OptionRow): OptionOrder {
  return {
    id: row.id,
    client_order_id: row.client_order_id,
    symbol: row.symbol,
    coin: row.coin,
    direction: row.direction,
    amount: toAmount(row.amount),
    time_id: row.time_id,
    seconds: row.seconds,
    payout_rate: toAmount(row.payout_rate),
    payout: toAmount(row.payout),
    open_price: amountOrNull(row.open_price),
    entry_at: row.entry_at,
    close_price: amountOrNull(row.close_price),
    profit: amountOrNull(row.profit),
    status: row.status,
    opened_at: row.opened_at,
    settle_at: row.settle_at,
    settled_at: row.settled_at,
  };
}

/** The user channel's `option` event of a change to one order. */
export function optionEventOf(kind: OptionEvent['kind'], row: OptionRow, ts: number): OptionEvent {
  const view = optionView(row);
  return {
    event: 'option',
    kind,
    option: {
      id: view.id,
      symbol: view.symbol,
      direction: view.direction,
      amount: view.amount,
      open_price: view.open_price,
      close_price: view.close_price,
      profit: view.profit,
      status: view.status,
      settle_at: view.settle_at,
      ts,
    },
  };
}
