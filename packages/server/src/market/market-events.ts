import type { SpotOrder } from '@exchange/api';
import type { Bar, PublicTrade } from '@exchange/api/socket';
import type { AccountSnapshot } from '../wallet/ledger.ts';
import type { KlinePeriod } from '@exchange/formulas';

/** An order the exchange refuses. `field` names the request field at fault (answered as 422). */
export class OrderRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 422,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'OrderRejectedError';
  }
}

/** What the market tells the live feed; the socket hub turns these into protocol messages. */
export type MarketEvent =
  | { type: 'trades'; symbol: string; trades: PublicTrade[] }
  | { type: 'depth'; symbol: string }
  | { type: 'kline'; symbol: string; period: KlinePeriod; bar: Bar }
  | { type: 'order'; userId: number; order: SpotOrder }
  | { type: 'fill'; userId: number; fill: UserFill }
  | { type: 'balance'; userId: number; account: AccountSnapshot };

export interface UserFill {
  tradeId: string;
  orderId: string;
  symbol: string;
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  fee: string;
  feeCoin: string;
  ts: number;
}

export interface PlaceOrderInput {
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price?: string | undefined;
  amount: string;
  client_order_id: string;
}
