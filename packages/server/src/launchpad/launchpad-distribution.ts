import { Big } from 'big.js';
import { launchpadAllocations } from '@exchange/formulas';
import { type Executor, type Leg, SYSTEM_USER, toAmount } from '../wallet/ledger.ts';
import type { LaunchpadCommitmentsTable, LaunchpadProjectsTable } from './launchpad-tables.ts';

// The two money steps of a project's end (issue 21): the calculation of every allocation, and
// the distribution that credits them. Each runs inside the transaction that moves the project's
// phase, so it happens exactly once.

/**
 * Work out every user's allocation pro rata (formula `launchpadAllocations`) and store it with
 * the commitment: tokens, their cost, the refund. Nothing moves yet.
 */
export async function calculateAllocations(
  trx: Executor,
  project: LaunchpadProjectsTable,
  now: number,
): Promise<void> {
  const rows = await commitmentsOf(trx, project.id);
  const shares = launchpadAllocations(
    rows.map((row) => row.committed),
    { price: project.price, supply: project.supply, tokenPrecision: project.token_precision },
  );
  for (const [i, row] of rows.entries()) {
    const share = shares[i];
    if (!share) continue;
    await trx
      .updateTable('launchpad_commitments')
      .set({
        allocated: toAmount(share.allocated),
        cost: toAmount(share.cost),
        refunded: toAmount(share.refund),
        updated_at: now,
      })
      .where('project_id', '=', project.id)
      .where('user_id', '=', row.user_id)
      .execute();
  }
}

/**
 * The one balanced journal that creates the token and settles every commitment (posted by the
 * caller's settlement, in the transaction that claims the step): the supply is minted from
 * 'external' into the system 'issuer' account (system_seed); for each user the allocation's
 * cost leaves their frozen quote coin for the system 'launchpad' account and the tokens move
 * from 'issuer' into their spot account (launchpad_allocation), and the rest of the commitment
 * is unfrozen (launchpad_refund).
 */
export async function distributionJournal(
  trx: Executor,
  project: LaunchpadProjectsTable,
): Promise<{ refId: string; reason: 'launchpad_allocation'; legs: Leg[] }> {
  const { token, quote_coin: quote } = project;
  const seed = 'system_seed' as const;
  const legs: Leg[] = [
    {
      userId: SYSTEM_USER,
      kind: 'external',
      coin: token,
      balance: new Big(project.supply).neg(),
      reason: seed,
    },
    { userId: SYSTEM_USER, kind: 'issuer', coin: token, balance: project.supply, reason: seed },
  ];
  const reason = 'launchpad_allocation' as const;
  for (const row of await commitmentsOf(trx, project.id)) {
    const { allocated, cost, refund } = settlementOf(row);
    const user = row.user_id;
    if (cost.gt(0)) {
      legs.push(
        { userId: user, kind: 'spot', coin: quote, frozen: cost.neg(), reason },
        { userId: SYSTEM_USER, kind: 'launchpad', coin: quote, balance: cost, reason },
      );
    }
    if (allocated.gt(0)) {
      legs.push(
        { userId: SYSTEM_USER, kind: 'issuer', coin: token, balance: allocated.neg(), reason },
        { userId: user, kind: 'spot', coin: token, balance: allocated, reason },
      );
    }
    if (refund.gt(0)) {
      legs.push({
        userId: user,
        kind: 'spot',
        coin: quote,
        balance: refund,
        frozen: refund.neg(),
        reason: 'launchpad_refund',
      });
    }
  }
  return { refId: `launchpad-${String(project.id)}`, reason, legs };
}

/** The allocation and refund records of a distribution (the order centre's rows). */
export async function writeDistributionRecords(
  trx: Executor,
  project: LaunchpadProjectsTable,
  now: number,
): Promise<void> {
  for (const row of await commitmentsOf(trx, project.id)) {
    const { allocated, cost, refund } = settlementOf(row);
    const record = {
      project_id: project.id,
      user_id: row.user_id,
      client_order_id: null,
      created_at: now,
    };
    if (allocated.gt(0)) {
      await trx
        .insertInto('launchpad_records')
        .values({
          ...record,
          type: 'allocation',
          coin: project.token,
          amount: toAmount(allocated),
          cost: toAmount(cost),
        })
        .execute();
    }
    if (refund.gt(0)) {
      await trx
        .insertInto('launchpad_records')
        .values({
          ...record,
          type: 'refund',
          coin: project.quote_coin,
          amount: toAmount(refund),
          cost: null,
        })
        .execute();
    }
  }
}

function commitmentsOf(trx: Executor, projectId: number) {
  return trx
    .selectFrom('launchpad_commitments')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('user_id')
    .execute();
}

/** A calculated commitment's figures (uncalculated: the whole commitment is refunded). */
function settlementOf(row: LaunchpadCommitmentsTable) {
  return {
    allocated: new Big(row.allocated ?? 0),
    cost: new Big(row.cost ?? 0),
    refund: new Big(row.refunded ?? row.committed),
  };
}
