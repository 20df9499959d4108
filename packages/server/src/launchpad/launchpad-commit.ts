import { Big } from 'big.js';
import type { LaunchpadCommitBody, LaunchpadRecord } from '@exchange/api';
import { decimalsOf } from '@exchange/formulas';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { type Executor, InsufficientFundsError, ledger, toAmount } from '../wallet/ledger.ts';
import { phaseAt } from './launchpad-config.ts';
import { recordView } from './launchpad-views.ts';
import './launchpad-tables.ts';

/** A replayed commitment: the first one's record, or a 409 when the retry differs from it. */
async function replayed(
  db: Executor,
  userId: number,
  body: LaunchpadCommitBody,
): Promise<LaunchpadRecord | undefined> {
  const row = await db
    .selectFrom('launchpad_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_order_id', '=', body.client_order_id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.project_id !== body.project_id || !new Big(row.amount).eq(body.amount)) {
    throw new HttpError(409, 'client_order_id: Already used for another commitment', [
      { field: 'client_order_id', message: 'Already used for another commitment' },
    ]);
  }
  const project = await db
    .selectFrom('launchpad_projects')
    .selectAll()
    .where('id', '=', row.project_id)
    .executeTakeFirstOrThrow();
  return recordView(row, project);
}

/**
 * Commit quote coin to a project in one transaction: the amount is frozen in the user's spot
 * account, added to their commitment and the project's total, and recorded. Every refusal is a
 * 4xx naming the field, with nothing changed (see the route's TSDoc in api/src/subscription.ts).
 * A replayed `client_order_id` answers the first commitment.
 *
 * @example await commitToProject(ctx, userId, { project_id: 2, amount: '100', client_order_id: 'c1' });
 */
export async function commitToProject(
  ctx: ServerContext,
  userId: number,
  body: LaunchpadCommitBody,
): Promise<LaunchpadRecord> {
  const now = ctx.now();
  const result = await ctx.storage.db
    .transaction()
    .execute(async (trx) => {
      const again = await replayed(trx, userId, body);
      if (again) return { record: again, accounts: [] };
      const project = await trx
        .selectFrom('launchpad_projects')
        .selectAll()
        .where('id', '=', body.project_id)
        .executeTakeFirst();
      if (!project) {
        throw new HttpError(404, 'project_id: No such project', [
          { field: 'project_id', message: 'No such project' },
        ]);
      }
      if (project.phase !== 'subscribing' || phaseAt(project, now) !== 'subscribing') {
        throw new HttpError(409, 'project_id: The project is not open for subscription', [
          { field: 'project_id', message: 'The project is not open for subscription' },
        ]);
      }
      const amount = new Big(body.amount);
      if (decimalsOf(amount.toFixed()) > project.amount_precision) {
        throw fieldError(
          'amount',
          `At most ${String(project.amount_precision)} decimals of ${project.quote_coin}`,
        );
      }
      if (amount.lt(project.min_commit)) {
        throw fieldError(
          'amount',
          `At least ${toAmount(project.min_commit)} ${project.quote_coin}`,
        );
      }
      const own = await trx
        .selectFrom('launchpad_commitments')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const committed = amount.plus(own?.committed ?? 0);
      if (committed.gt(project.user_cap)) {
        const room = new Big(project.user_cap).minus(own?.committed ?? 0);
        throw fieldError(
          'amount',
          `At most ${toAmount(project.user_cap)} ${project.quote_coin} in all (${toAmount(room)} left)`,
        );
      }
      const refId = `launchpad-${String(project.id)}`;
      const posting = await ledger
        .freeze(trx, {
          userId,
          coin: project.quote_coin,
          amount,
          reason: 'launchpad_commit',
          refId,
        })
        .catch((error: unknown) => {
          if (error instanceof InsufficientFundsError)
            throw fieldError('amount', `More than your available ${project.quote_coin}`);
          throw error;
        });
      if (own) {
        await trx
          .updateTable('launchpad_commitments')
          .set({ committed: toAmount(committed), updated_at: now })
          .where('project_id', '=', project.id)
          .where('user_id', '=', userId)
          .execute();
      } else {
        await trx
          .insertInto('launchpad_commitments')
          .values({
            project_id: project.id,
            user_id: userId,
            committed: toAmount(committed),
            allocated: null,
            cost: null,
            refunded: null,
            updated_at: now,
          })
          .execute();
      }
      const updated = {
        ...project,
        total_committed: toAmount(amount.plus(project.total_committed)),
        participants: project.participants + (own ? 0 : 1),
      };
      await trx
        .updateTable('launchpad_projects')
        .set({ total_committed: updated.total_committed, participants: updated.participants })
        .where('id', '=', project.id)
        .execute();
      const row = {
        project_id: project.id,
        user_id: userId,
        type: 'commit' as const,
        coin: project.quote_coin,
        amount: toAmount(amount),
        cost: null,
        client_order_id: body.client_order_id,
        created_at: now,
      };
      const { id } = await trx
        .insertInto('launchpad_records')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return { record: recordView({ ...row, id }, updated), accounts: posting.accounts };
    })
    .catch(async (error: unknown) => {
      if (error instanceof HttpError) throw error;
      // The same client_order_id raced in (PostgreSQL): the unique index kept the first one.
      const raced = await replayed(ctx.storage.db, userId, body);
      if (!raced) throw error;
      return { record: raced, accounts: [] };
    });
  if (result.accounts.length > 0) ctx.hooks.onBalances?.(userId, result.accounts);
  return result.record;
}
