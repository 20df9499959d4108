import type { Generated } from 'kysely';
import type { PositionSide } from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

/** A lead trader's closed position, as the statistics read it (migration 0195). */
export interface CopyLeaderTradesTable {
  id: Generated<number>;
  /** copy_leaders.id */
  leader_id: number;
  /** contract_positions.id; null for the demo's seeded history. */
  position_id: number | null;
  symbol: string;
  side: PositionSide;
  leverage: number;
  /** The size closed in the base coin. */
  amount: DecimalString;
  entry_price: DecimalString;
  /** The average price of the closing fills. */
  close_price: DecimalString;
  /** Realized net of fees and funding. */
  pnl: DecimalString;
  /** 1 for the demo leaders' seeded history (demo-leaders.ts). */
  seeded: number;
  opened_at: UnixMs;
  closed_at: UnixMs;
}

/** A lead trader's futures equity, the first seen on a UTC day (migration 0196). */
export interface CopyLeaderDaysTable {
  leader_id: number;
  day: UnixMs;
  equity: DecimalString;
}

declare module '../db/schema.ts' {
  interface Database {
    copy_leader_trades: CopyLeaderTradesTable;
    copy_leader_days: CopyLeaderDaysTable;
  }
}
