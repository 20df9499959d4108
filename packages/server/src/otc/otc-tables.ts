import type { Generated } from 'kysely';
import type { OrderSide } from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

/** One OTC quote (migration 0180). */
export interface OtcQuotesTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  quote_coin: string;
  side: OrderSide;
  amount: DecimalString;
  price: DecimalString;
  total: DecimalString;
  created_at: UnixMs;
  expires_at: UnixMs;
  accepted_at: UnixMs | null;
}

/** One OTC block trade (migration 0181). */
export interface OtcTradesTable {
  id: Generated<number>;
  quote_id: number;
  user_id: number;
  coin: string;
  quote_coin: string;
  side: OrderSide;
  amount: DecimalString;
  price: DecimalString;
  total: DecimalString;
  created_at: UnixMs;
}

declare module '../db/schema.ts' {
  interface Database {
    otc_quotes: OtcQuotesTable;
    otc_trades: OtcTradesTable;
  }
}
