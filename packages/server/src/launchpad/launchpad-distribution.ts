import { Big } from 'big.js';
import { launchpadAllocations } from '@exchange/formulas';
import {
  type AccountSnapshot,
  type Executor,
  type Leg,
  ledger,
  SYSTEM_USER,
  toAmount,
} from '../wallet/ledger.ts';
import type { LaunchpadProjectsTable } from './launchpad-tables.ts';

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
  const rows = await trx
    .selectFrom('launchpad_commitments')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('user_id')
    .execute();
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
 * Create the token and settle every commitment, in the caller's transaction: the supply is
 * minted from 'external' into the system 'issuer' account (system_seed); for each user the
 * allocation's cost leaves their frozen quote coin for the system 'launchpad' account and the
 * tokens move from 'issuer' into their spot account (launchpad_allocation), and the rest of
 * the commitment is unfrozen (launchpad_refund); an allocation and a refund record are written.
 * Returns each user's changed accounts, to publish once the transaction commits.
 */
export async function distributeProject(
  trx: Executor,
  project: LaunchpadProjectsTable,
  now: number,
): Promise<Map<number, AccountSnapshot[]>> {
  const refId = `launchpad-${String(project.id)}`;
  const { token, quote_coin: quote } = project;
  await ledger.post(trx, {
    reason: 'system_seed',
    refId,
    legs: [
      {
        userId: SYSTEM_USER,
        kind: 'external',
        coin: token,
        balance: new Big(project.supply).neg(),
      },
      { userId: SYSTEM_USER, kind: 'issuer', coin: token, balance: project.supply },
    ],
  });
  const rows = await trx
    .selectFrom('launchpad_commitments')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('user_id')
    .execute();
  const changed = new Map<number, AccountSnapshot[]>();
  for (const row of rows) {
    const allocated = new Big(row.allocated ?? 0);
    const cost = new Big(row.cost ?? 0);
    const refund = new Big(row.refunded ?? row.committed);
    const user = row.user_id;
    const legs: Leg[] = [];
    if (cost.gt(0)) {
      const reason = 'launchpad_allocation' as const;
      legs.push(
        { userId: user, kind: 'spot', coin: quote, frozen: cost.neg(), reason },
        { userId: SYSTEM_USER, kind: 'launchpad', coin: quote, balance: cost, reason },
      );
    }
    if (allocated.gt(0)) {
      const reason = 'launchpad_allocation' as const;
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
    if (legs.length === 0) continue;
    const posting = await ledger.post(trx, { reason: 'launchpad_allocation', refId, legs });
    changed.set(
      user,
      posting.accounts.filter((account) => account.userId === user),
    );
    const record = {
      project_id: project.id,
      user_id: user,
      client_order_id: null,
      created_at: now,
    };
    if (allocated.gt(0)) {
      await trx
        .insertInto('launchpad_records')
        .values({
          ...record,
          type: 'allocation',
          coin: token,
          amount: toAmount(allocated),
          cost: toAmount(cost),
        })
        .execute();
    }
    if (refund.gt(0)) {
      await trx
        .insertInto('launchpad_records')
        .values({ ...record, type: 'refund', coin: quote, amount: toAmount(refund), cost: null })
        .execute();
    }
  }
  return changed;
}
