import type { Generated } from 'kysely';
import type { OptionDirection, OptionOrderStatus } from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

// The fixed-time options' tables (migrations 0120-0121).

export interface OptionOrdersTable {
  id: Generated<number>;
  user_id: number;
  client_order_id: string;
  symbol: string;
  coin: string;
  direction: OptionDirection;
  amount: DecimalString;
  time_id: number;
  seconds: number;
  payout_rate: DecimalString;
  payout: DecimalString;
  open_price: DecimalString | null;
  entry_at: UnixMs | null;
  close_price: DecimalString | null;
  profit: DecimalString | null;
  status: OptionOrderStatus;
  opened_at: UnixMs;
  settle_at: UnixMs;
  settled_at: UnixMs | null;
}

export interface OptionTicksTable {
  symbol: string;
  ts: UnixMs;
  price: DecimalString;
}

export interface OptionIndexOverridesTable {
  symbol: string;
  price: DecimalString;
  updated_at: UnixMs;
}

declare module '../db/schema.ts' {
  interface Database {
    option_orders: OptionOrdersTable;
    option_ticks: OptionTicksTable;
    option_index_overrides: OptionIndexOverridesTable;
  }
}
