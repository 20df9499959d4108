import type { Generated } from 'kysely';
import type {
  ContractOrderType,
  EntrustSource,
  EntrustStatus,
  MarginMode,
  PositionSide,
  TimeInForce,
  TriggerBy,
} from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

/** One entrust (migration 0110); `margin` is what the ledger still freezes for it. */
export interface ContractOrdersTable {
  id: Generated<number>;
  user_id: number;
  client_order_id: string;
  symbol: string;
  side: PositionSide;
  action: 'open' | 'close';
  type: ContractOrderType;
  source: EntrustSource;
  time_in_force: TimeInForce;
  status: EntrustStatus;
  price: DecimalString | null;
  trigger_price: DecimalString | null;
  trigger_by: TriggerBy | null;
  reduce_only: number;
  amount: DecimalString;
  filled: DecimalString;
  filled_quote: DecimalString;
  remaining: DecimalString;
  leverage: number;
  margin_mode: MarginMode;
  margin: DecimalString;
  fee: DecimalString;
  realized_pnl: DecimalString;
  take_profit: DecimalString | null;
  stop_loss: DecimalString | null;
  seq: number;
  created_at: UnixMs;
  updated_at: UnixMs;
}

/** One position's life (migration 0110): `open_key` "user:symbol" while open, null once closed. */
export interface ContractPositionsTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  open_key: string | null;
  side: PositionSide;
  size: DecimalString;
  entry_price: DecimalString;
  margin: DecimalString;
  isolated: number;
  leverage: number;
  take_profit: DecimalString | null;
  stop_loss: DecimalString | null;
  realized_pnl: DecimalString;
  opened_at: UnixMs;
  updated_at: UnixMs;
  closed_at: UnixMs | null;
}

/** One party's side of one contract trade (migration 0110). */
export interface ContractFillsTable {
  id: Generated<number>;
  trade_id: string;
  entrust_id: number;
  user_id: number;
  symbol: string;
  side: PositionSide;
  action: 'open' | 'close';
  role: 'maker' | 'taker';
  price: DecimalString;
  amount: DecimalString;
  fee: DecimalString;
  realized_pnl: DecimalString;
  created_at: UnixMs;
}

/** A user's leverage and margin mode of a symbol (migration 0110). */
export interface ContractSettingsTable {
  user_id: number;
  symbol: string;
  leverage: number;
  margin_mode: MarginMode;
}

declare module '../db/schema.ts' {
  interface Database {
    contract_orders: ContractOrdersTable;
    contract_positions: ContractPositionsTable;
    contract_fills: ContractFillsTable;
    contract_settings: ContractSettingsTable;
  }
}
