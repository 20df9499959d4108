import { Big } from 'big.js';
import type { LaunchpadProject, LaunchpadRecord } from '@exchange/api';
import { launchpadOfferedValue } from '@exchange/formulas';
import { toAmount } from '../wallet/ledger.ts';
import { phaseEnd, tokenLogo } from './launchpad-config.ts';
import type {
  LaunchpadCommitmentsTable,
  LaunchpadProjectsTable,
  LaunchpadRecordsTable,
} from './launchpad-tables.ts';

// The wire's views of the launchpad's rows (api/src/subscription.ts).

/** Whether a project's allocations have been credited (its `user_*` results are shown). */
export function distributed(row: Pick<LaunchpadProjectsTable, 'phase'>): boolean {
  return row.phase === 'distributing' || row.phase === 'ended';
}

/** A project as the caller sees it; `own` is the caller's commitment (none without a token). */
export function projectView(
  row: LaunchpadProjectsTable,
  own: LaunchpadCommitmentsTable | undefined,
): LaunchpadProject {
  const settled = own !== undefined && distributed(row);
  return {
    id: row.id,
    name: row.name,
    token: row.token,
    token_precision: row.token_precision,
    logo: tokenLogo(row.token),
    summary: row.summary,
    quote_coin: row.quote_coin,
    price: toAmount(row.price),
    supply: toAmount(row.supply),
    offered_value: toAmount(
      launchpadOfferedValue({
        price: row.price,
        supply: row.supply,
        tokenPrecision: row.token_precision,
      }),
    ),
    user_cap: toAmount(row.user_cap),
    min_commit: toAmount(row.min_commit),
    amount_precision: row.amount_precision,
    total_committed: toAmount(row.total_committed),
    participants: row.participants,
    user_committed: own ? toAmount(own.committed) : '0',
    user_allocated: settled ? toAmount(own.allocated ?? '0') : null,
    user_refunded: settled ? toAmount(own.refunded ?? new Big(own.committed)) : null,
    phase: row.phase,
    phase_ends_at: phaseEnd(row, row.phase),
    subscribe_start: row.subscribe_start,
    subscribe_end: row.subscribe_end,
    distribute_at: row.distribute_at,
    listing_at: row.listing_at,
    pair: `${row.token}${row.quote_coin}`,
  };
}

/** One record row with its project. */
export function recordView(
  row: Pick<
    LaunchpadRecordsTable,
    'type' | 'project_id' | 'coin' | 'amount' | 'cost' | 'client_order_id' | 'created_at'
  > & { id: number },
  project: LaunchpadProjectsTable,
): LaunchpadRecord {
  return {
    id: row.id,
    type: row.type,
    project_id: row.project_id,
    project_name: project.name,
    token: project.token,
    quote_coin: project.quote_coin,
    price: toAmount(project.price),
    coin: row.coin,
    amount: toAmount(row.amount),
    cost: row.cost === null ? null : toAmount(row.cost),
    client_order_id: row.client_order_id,
    phase: project.phase,
    created_at: row.created_at,
  };
}
