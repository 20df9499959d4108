import type { OrderSide, OrderStatus, OrderType } from '@exchange/api';

// What the shared orders tables read of a row, whatever the product: the wire's field names, which
// a spot order or fill (SpotOrder, SpotFill) has and a product's own rows can share, so the
// columns, labels and display rules never name one product's type.

/** What an order and a fill both have: enough for every shared column but type and price. */
export interface TradedRow {
  symbol: string;
  side: OrderSide;
  /** Base coin ordered (an order) or filled (a fill). */
  amount: string;
  fee: string;
  /** Coin the fee is charged in. */
  fee_coin: string;
  /** ms. */
  created_at: number;
}

/** The order-only fields the tables read. */
export interface OrderRowFields {
  type: OrderType;
  status: OrderStatus;
  /** Limit price; null for a market order. */
  price: string | null;
  filled_amount: string;
  /** Quote value filled so far. */
  filled_quote: string;
}
