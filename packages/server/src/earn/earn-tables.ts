import type { Generated } from 'kysely';
import type { EarnPositionStatus, EarnRecordType, EarnType } from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

/** One earn product (migration 0130); `tiers` is the JSON of its rate tiers. */
export interface EarnProductsTable {
  id: Generated<number>;
  key: string;
  coin: string;
  type: EarnType;
  duration_days: number | null;
  tiers: string;
  min_amount: DecimalString;
  user_cap: DecimalString;
  total_quota: DecimalString;
  subscribed_total: DecimalString;
  amount_precision: number;
}

/** One subscription (migration 0131); `accrued_until`: the start of the next day to book. */
export interface EarnPositionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  client_order_id: string;
  status: EarnPositionStatus;
  amount: DecimalString;
  subscribed_amount: DecimalString;
  total_interest: DecimalString;
  last_interest: DecimalString;
  last_interest_day: UnixMs | null;
  accrued_until: UnixMs;
  value_date: UnixMs;
  maturity_date: UnixMs | null;
  subscribed_at: UnixMs;
  closed_at: UnixMs | null;
}

/** One movement of `/order/finance` (migration 0132). */
export interface EarnRecordsTable {
  id: Generated<number>;
  user_id: number;
  position_id: number;
  product_id: number;
  type: EarnRecordType;
  amount: DecimalString;
  forfeited_interest: DecimalString;
  interest_day: UnixMs | null;
  created_at: UnixMs;
}

declare module '../db/schema.ts' {
  interface Database {
    earn_products: EarnProductsTable;
    earn_positions: EarnPositionsTable;
    earn_records: EarnRecordsTable;
  }
}
