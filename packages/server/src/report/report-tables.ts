import type { Generated } from 'kysely';
import type { DecimalString, UnixMs } from '../db/schema.ts';

/**
 * The report's own accounts: where a row's PnL was made (api `ReportAccount` but 'all'), and
 * 'finance' whose rows only carry deposits and transfers (so moving funds into earn is no loss
 * in the 'all' report's return).
 */
export type ReportBook = 'spot' | 'futures' | 'option' | 'finance';

/** One user's sums of one UTC day, account and symbol (migration 0170). */
export interface ReportDailyTable {
  user_id: number;
  account: ReportBook;
  day: UnixMs;
  /** '' for the row of the day's deposits, withdrawals and transfers. */
  symbol: string;
  /** Realised PnL net of fees, funding included (USDT). */
  pnl: DecimalString;
  fees: DecimalString;
  funding: DecimalString;
  volume: DecimalString;
  net_deposit: DecimalString;
  trade_count: number;
  /** Trades that closed something (spot sells, futures closes, settled options). */
  closes: number;
  /** Closes in profit. */
  wins: number;
}

/** A fill, a settlement or a funding payment as its user sees it (migration 0170). */
export interface ReportTradesTable {
  id: Generated<number>;
  user_id: number;
  account: ReportBook;
  kind: 'spot' | 'futures' | 'option' | 'funding';
  source_id: number;
  symbol: string;
  side: 'buy' | 'sell' | null;
  price: DecimalString;
  amount: DecimalString;
  fee: DecimalString;
  fee_coin: string;
  realized_pnl: DecimalString;
  day: UnixMs;
  created_at: UnixMs;
}

export interface ReportSpotPositionsTable {
  user_id: number;
  symbol: string;
  amount: DecimalString;
  cost: DecimalString;
}

export interface ReportWatermarksTable {
  source: string;
  last_id: number;
}

/** An id the tick read past without its row: folded if the row appears (migration 0172). */
export interface ReportGapsTable {
  source: string;
  source_id: number;
  /** When the tick first missed it (the tick's clock, ms). */
  seen_at: UnixMs;
}

/** A user's value of one ledger kind at a day's close, USDT (migration 0171). */
export interface ReportAssetDaysTable {
  user_id: number;
  day: UnixMs;
  kind: string;
  value: DecimalString;
}

declare module '../db/schema.ts' {
  interface Database {
    report_daily: ReportDailyTable;
    report_trades: ReportTradesTable;
    report_spot_positions: ReportSpotPositionsTable;
    report_watermarks: ReportWatermarksTable;
    report_gaps: ReportGapsTable;
    report_asset_days: ReportAssetDaysTable;
  }
}
