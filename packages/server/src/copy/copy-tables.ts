import type { Generated } from 'kysely';
import type { PositionSide } from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

/** A lead trader (migration 0190). */
export interface CopyLeadersTable {
  id: Generated<number>;
  user_id: number;
  nickname: string;
  bio: string;
  profit_share_rate: DecimalString;
  /** 1 when visitors and followers see position sizes. */
  show_positions: number;
  max_followers: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: UnixMs;
  approved_at: UnixMs | null;
}

/** A copy portfolio through its sub-account user (migration 0191). */
export interface CopyFollowsTable {
  id: Generated<number>;
  follower_id: number;
  /** copy_leaders.id */
  leader_id: number;
  /** The copy sub-account: a users row with no password, holding the budget in futures. */
  sub_user_id: number;
  mode: 'fixed' | 'ratio';
  fixed_amount: DecimalString | null;
  ratio: DecimalString | null;
  max_per_position: DecimalString;
  budget: DecimalString;
  stop_loss_rate: DecimalString | null;
  /** Realized PnL of all copied closes so far (the profit share's high-water base). */
  realized_pnl: DecimalString;
  /** Profit share paid to the leader so far. */
  shared: DecimalString;
  status: 'active' | 'stopped';
  created_at: UnixMs;
  stopped_at: UnixMs | null;
  /** When the sub-account's balance went back to the follower's futures account. */
  returned_at: UnixMs | null;
}

/** The last leader position the copy tick saw (migration 0192). */
export interface CopyLeaderPositionsTable {
  /** copy_leaders.id */
  leader_id: number;
  symbol: string;
  side: PositionSide;
  size: DecimalString;
  leverage: number;
}

/** A change of a leader's position (migration 0192). */
export interface CopySignalsTable {
  id: Generated<number>;
  leader_id: number;
  symbol: string;
  side: PositionSide;
  action: 'open' | 'close';
  amount: DecimalString;
  size_before: DecimalString;
  size_after: DecimalString;
  leverage: number;
  /** The mark price when the change was seen. */
  price: DecimalString;
  created_at: UnixMs;
  done_at: UnixMs | null;
}

/** A copied order (migration 0193). */
export interface CopyOrdersTable {
  id: Generated<number>;
  signal_id: number | null;
  follow_id: number;
  follower_id: number;
  leader_id: number;
  symbol: string;
  side: PositionSide;
  action: 'open' | 'close';
  amount: DecimalString;
  price: DecimalString | null;
  leverage: number;
  realized_pnl: DecimalString;
  profit_share: DecimalString;
  status: 'filled' | 'skipped';
  skip_reason: string | null;
  contract_order_id: number | null;
  created_at: UnixMs;
}

/** A profit share paid (migration 0194). */
export interface CopyProfitSharesTable {
  id: Generated<number>;
  follow_id: number;
  follower_id: number;
  leader_user_id: number;
  copy_order_id: number;
  coin: string;
  realized_pnl: DecimalString;
  amount: DecimalString;
  created_at: UnixMs;
}

declare module '../db/schema.ts' {
  interface Database {
    copy_leaders: CopyLeadersTable;
    copy_follows: CopyFollowsTable;
    copy_leader_positions: CopyLeaderPositionsTable;
    copy_signals: CopySignalsTable;
    copy_orders: CopyOrdersTable;
    copy_profit_shares: CopyProfitSharesTable;
  }
}
