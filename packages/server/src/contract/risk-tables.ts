import type { Generated } from 'kysely';
import type { PositionSide } from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

/** A demo index price held for a symbol (migration 0111). */
export interface ContractIndexOverridesTable {
  symbol: string;
  price: DecimalString;
  updated_at: UnixMs;
}

/** One settled funding of a symbol (migration 0111); the key makes it happen once. */
export interface FundingRatesTable {
  symbol: string;
  funding_time: UnixMs;
  rate: DecimalString;
  mark_price: DecimalString;
  settled_at: UnixMs;
}

/** One position's funding payment (migration 0111); `amount` negative when the holder paid. */
export interface FundingPaymentsTable {
  id: Generated<number>;
  user_id: number;
  position_id: number;
  symbol: string;
  side: PositionSide;
  amount_held: DecimalString;
  mark_price: DecimalString;
  rate: DecimalString;
  amount: DecimalString;
  funding_time: UnixMs;
}

declare module '../db/schema.ts' {
  interface Database {
    contract_index_overrides: ContractIndexOverridesTable;
    funding_rates: FundingRatesTable;
    funding_payments: FundingPaymentsTable;
  }
}
