import type { Generated } from 'kysely';
import type { DecimalString, UnixMs } from '../db/schema.ts';

// The referral tables (migrations 0160-0162).

/** Which trade's fee a commission came from (the wire's `source`). */
export type CommissionSource = 'spot' | 'contract';

export interface ReferralCommissionsTable {
  id: Generated<number>;
  inviter_id: number;
  invitee_id: number;
  source: CommissionSource;
  coin: string;
  /** The fee the invitee paid. */
  fee: DecimalString;
  /** The inviter's share of it. */
  amount: DecimalString;
  /** The journal the fee was charged in (e.g. `spot-order:12`). */
  ref_id: string;
  created_at: UnixMs;
}

export interface ReferralTradersTable {
  user_id: number;
  first_traded_at: UnixMs;
}

export interface ReferralMonthlyTotalsTable {
  inviter_id: number;
  coin: string;
  /** The UTC month, "2026-11". */
  month: string;
  amount: DecimalString;
}

declare module '../db/schema.ts' {
  interface Database {
    referral_commissions: ReferralCommissionsTable;
    referral_traders: ReferralTradersTable;
    referral_monthly_totals: ReferralMonthlyTotalsTable;
  }
}
