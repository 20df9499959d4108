import { Big } from 'big.js';
import type { SpotOrder } from '@exchange/api';
import { truncateDecimal } from '@exchange/formulas';
import type { BookOrder } from './order-book.ts';
import type { SpotPair } from './pairs.ts';
import type { SpotOrdersTable } from './tables.ts';

type OrderRow = Omit<SpotOrdersTable, 'id'> & { id: number };

/** Plain decimal notation: PostgreSQL hands back NUMERIC with trailing zeros, SQLite as stored. */
export function plain(value: string): string {
  return new Big(value).toFixed();
}

/**
 * A stored spot order as the wire contract's `SpotOrder`.
 *
 * @example toSpotOrder(row, pair).avg_price // '64999.5'
 */
export function toSpotOrder(row: OrderRow, pair: SpotPair): SpotOrder {
  const filled = new Big(row.filled);
  const filledQuote = new Big(row.filled_quote);
  return {
    id: row.id,
    client_order_id: row.client_order_id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    status: row.status,
    price: row.price === null ? null : plain(row.price),
    amount: plain(row.amount),
    filled_amount: filled.toFixed(),
    filled_quote: filledQuote.toFixed(),
    avg_price: filled.gt(0)
      ? truncateDecimal(filledQuote.div(filled), pair.pricePrecision + 2)
      : '0',
    fee: plain(row.fee),
    fee_coin: row.side === 'buy' ? pair.base : pair.quote,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An order the engine just changed, as the wire's `SpotOrder`, without reading it back. */
export function bookOrderView(order: BookOrder, pair: SpotPair, updatedAt: number): SpotOrder {
  return toSpotOrder(
    {
      id: Number(order.id),
      user_id: order.userId,
      client_order_id: order.clientOrderId ?? '',
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      price: order.price === null ? null : order.price.toFixed(),
      amount: order.amount.toFixed(),
      filled: order.filled.toFixed(),
      filled_quote: order.filledQuote.toFixed(),
      frozen: order.frozen.toFixed(),
      fee: order.fee.toFixed(),
      status: order.status,
      created_at: order.ts,
      updated_at: updatedAt,
    },
    pair,
  );
}
