import { Big } from 'big.js';
import type { LaunchpadCommitBody, LaunchpadRecord } from '@exchange/api';
import { decimalsOf } from '@exchange/formulas';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { settle } from '../settlement/settle.ts';
import { type Executor, InsufficientFundsError, toAmount } from '../wallet/ledger.ts';
import { phaseAt } from './launchpad-config.ts';
import type { LaunchpadProjectsTable } from './launchpad-tables.ts';
import { recordView } from './launchpad-views.ts';

/** A 4xx naming `field`, for the refusals that are not 422. */
const refusal = (status: number, field: string, message: string) =>
  new HttpError(status, `${field}: ${message}`, [{ field, message }]);

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
  if (row.project_id !== body.project_id || !new Big(row.amount).eq(body.amount))
    throw refusal(409, 'client_order_id', 'Already used for another commitment');
  const project = await db
    .selectFrom('launchpad_projects')
    .selectAll()
    .where('id', '=', row.project_id)
    .executeTakeFirstOrThrow();
  return recordView(row, project);
}

/** The project open for this commitment, or the refusal naming the field at fault. */
async function openProject(
  db: Executor,
  body: LaunchpadCommitBody,
  now: number,
): Promise<LaunchpadProjectsTable> {
  const project = await db
    .selectFrom('launchpad_projects')
    .selectAll()
    .where('id', '=', body.project_id)
    .executeTakeFirst();
  if (!project) throw refusal(404, 'project_id', 'No such project');
  if (project.phase !== 'subscribing' || phaseAt(project, now) !== 'subscribing')
    throw refusal(409, 'project_id', 'The project is not open for subscription');
  const amount = new Big(body.amount);
  const quote = project.quote_coin;
  if (decimalsOf(amount.toFixed()) > project.amount_precision)
    throw fieldError('amount', `At most ${String(project.amount_precision)} decimals of ${quote}`);
  if (amount.lt(project.min_commit))
    throw fieldError('amount', `At least ${toAmount(project.min_commit)} ${quote}`);
  return project;
}

/**
 * Commit quote coin to a project, settled in one transaction (settlement/settle.ts): the amount
 * is frozen in the user's spot account (`launchpad_commit`), added to their commitment and the
 * project's total, and recorded. Every refusal is a 4xx naming the field, with nothing changed
 * (see the route's TSDoc in api/src/subscription.ts). A replayed `client_order_id` answers the
 * first commitment.
 *
 * @example await commitToProject(ctx, userId, { project_id: 2, amount: '100', client_order_id: 'c1' });
 */
export async function commitToProject(
  ctx: ServerContext,
  userId: number,
  body: LaunchpadCommitBody,
): Promise<LaunchpadRecord> {
  const now = ctx.now();
  let answer: LaunchpadRecord | undefined;
  let quote = '';
  const settled = await settle(ctx.storage.db, {
    plan: async (trx) => {
      answer = await replayed(trx, userId, body);
      if (answer) return undefined;
      const project = await openProject(trx, body, now);
      quote = project.quote_coin;
      const amount = new Big(body.amount);
      const own = await trx
        .selectFrom('launchpad_commitments')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const committed = amount.plus(own?.committed ?? 0);
      if (committed.gt(project.user_cap)) {
        const room = toAmount(new Big(project.user_cap).minus(own?.committed ?? 0));
        throw fieldError(
          'amount',
          `At most ${toAmount(project.user_cap)} ${quote} in all (${room} left)`,
        );
      }
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
        coin: quote,
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
      return {
        plan: recordView({ ...row, id }, updated),
        journal: {
          refId: `launchpad-${String(project.id)}`,
          reason: 'launchpad_commit',
          legs: [{ userId, kind: 'spot', coin: quote, balance: amount.neg(), frozen: amount }],
        },
      };
    },
    recover: async (error) => {
      if (error instanceof HttpError) throw error;
      if (error instanceof InsufficientFundsError)
        throw fieldError('amount', `More than your available ${quote}`);
      // The same client_order_id raced in (PostgreSQL): the unique index kept the first one.
      answer = await replayed(ctx.storage.db, userId, body);
      if (!answer) throw error;
    },
    publish: (_record, accounts) => {
      ctx.hooks.onBalances?.(
        userId,
        accounts.filter((account) => account.userId === userId),
      );
    },
  });
  const record = settled?.plan ?? answer;
  if (!record) throw new Error('A launchpad commitment settled nothing and replayed nothing');
  return record;
}
