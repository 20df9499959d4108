import type { Generated } from 'kysely';
import type { LaunchpadPhase, LaunchpadRecordType } from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

// The launchpad's tables (migrations 0135-0137).

export interface LaunchpadProjectsTable {
  id: number;
  name: string;
  token: string;
  /** The token's id in the coin catalogue once it is created. */
  token_id: number;
  token_precision: number;
  summary: string;
  quote_coin: string;
  price: DecimalString;
  /** Decimals of a price on the token's spot pair. */
  price_precision: number;
  supply: DecimalString;
  user_cap: DecimalString;
  min_commit: DecimalString;
  amount_precision: number;
  total_committed: DecimalString;
  participants: number;
  /** The last phase the server carried out. */
  phase: LaunchpadPhase;
  subscribe_start: UnixMs;
  subscribe_end: UnixMs;
  distribute_at: UnixMs;
  listing_at: UnixMs;
  created_at: UnixMs;
}

export interface LaunchpadCommitmentsTable {
  project_id: number;
  user_id: number;
  committed: DecimalString;
  allocated: DecimalString | null;
  cost: DecimalString | null;
  refunded: DecimalString | null;
  updated_at: UnixMs;
}

export interface LaunchpadRecordsTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  type: LaunchpadRecordType;
  coin: string;
  amount: DecimalString;
  cost: DecimalString | null;
  client_order_id: string | null;
  created_at: UnixMs;
}

declare module '../db/schema.ts' {
  interface Database {
    launchpad_projects: LaunchpadProjectsTable;
    launchpad_commitments: LaunchpadCommitmentsTable;
    launchpad_records: LaunchpadRecordsTable;
  }
}
