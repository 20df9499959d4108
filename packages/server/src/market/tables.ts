import type { Generated } from 'kysely';
import type { DecimalString, UnixMs } from '../db/schema.ts';

export interface SpotOrdersTable {
  id: Generated<number>;
  user_id: number;
  client_order_id: string;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price: DecimalString | null;
  amount: DecimalString;
  filled: DecimalString;
  filled_quote: DecimalString;
  frozen: DecimalString;
  fee: DecimalString;
  status: 'open' | 'partial' | 'filled' | 'cancelled';
  created_at: UnixMs;
  updated_at: UnixMs;
}

export interface SpotTradesTable {
  id: Generated<number>;
  symbol: string;
  price: DecimalString;
  amount: DecimalString;
  quote: DecimalString;
  taker_side: 'buy' | 'sell';
  maker_order_id: number;
  taker_order_id: number;
  buyer_id: number;
  seller_id: number;
  buyer_fee: DecimalString;
  seller_fee: DecimalString;
  created_at: UnixMs;
}

export interface MarketMetaTable {
  key: string;
  value: string;
}

export interface SpotKlinesTable {
  symbol: string;
  ts: UnixMs;
  open: DecimalString;
  high: DecimalString;
  low: DecimalString;
  close: DecimalString;
  volume: DecimalString;
  turnover: DecimalString;
}

declare module '../db/schema.ts' {
  interface Database {
    spot_orders: SpotOrdersTable;
    spot_trades: SpotTradesTable;
    market_meta: MarketMetaTable;
    spot_klines: SpotKlinesTable;
  }
}
