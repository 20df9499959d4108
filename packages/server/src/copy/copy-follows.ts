import { Big } from 'big.js';
import type { Selectable } from 'kysely';
import type { followBodySchema, unfollowBodySchema } from '@exchange/api';
import type { z } from 'zod';
import { MARGIN_KIND } from '../contract/contract-ledger.ts';
import { fieldError } from '../http/errors.ts';
import { type AccountSnapshot, type Executor, ledger, type UserId } from '../wallet/ledger.ts';
import { closeAllCopied } from './copy-close.ts';
import type { CopyConfig, CopyDeps } from './copy-config.ts';
import { createSubAccount, subAccountFunds, subAccountIsFlat } from './copy-sub-accounts.ts';
import type { CopyFollowsTable } from './copy-tables.ts';

// Following and unfollowing (issue 24): a copy's budget moves from the follower's futures
// account into the copy's sub-account in the transaction that creates both, and back when the
// copy ends (ledger reason copy_budget both ways, exactly once through `returned_at`).

export type FollowRow = Selectable<CopyFollowsTable>;
export type FollowBody = z.output<typeof followBodySchema>;
export type UnfollowBody = z.output<typeof unfollowBodySchema>;

/** Money in the copy coin has at most this many decimals (the ledger's statements show 8). */
const MONEY_DECIMALS = 8;

const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

/** Refusals of the settings that need no storage (bounds and the budget's own limits). */
function checkSettings(config: CopyConfig, body: FollowBody): void {
  const budget = new Big(body.budget);
  if (decimalsOf(body.budget) > MONEY_DECIMALS)
    throw fieldError('budget', `At most ${String(MONEY_DECIMALS)} decimals`);
  if (budget.lt(config.minBudget) || budget.gt(config.maxBudget))
    throw fieldError(
      'budget',
      `The budget must be between ${config.minBudget} and ${config.maxBudget} ${config.coin}`,
    );
  if (body.mode === 'fixed' && body.fixed_amount !== undefined) {
    if (new Big(body.fixed_amount).gt(budget))
      throw fieldError('fixed_amount', 'The amount per order may not exceed the budget');
  }
  if (body.mode === 'ratio' && body.ratio !== undefined) {
    const ratio = new Big(body.ratio);
    if (ratio.lt(config.minRatio) || ratio.gt(config.maxRatio))
      throw fieldError(
        'ratio',
        `The ratio must be between ${config.minRatio} and ${config.maxRatio}`,
      );
  }
  if (new Big(body.max_per_position).gt(budget))
    throw fieldError('max_per_position', 'The maximum per position may not exceed the budget');
  if (body.stop_loss_rate !== undefined && new Big(body.stop_loss_rate).gt(1))
    throw fieldError('stop_loss_rate', 'The stop-loss must be above 0 and at most 100 %');
}

/** The approved leader `leaderId` the user may copy now, or the refusal naming leader_id. */
async function copyableLeader(trx: Executor, config: CopyConfig, userId: UserId, leaderId: number) {
  const leader = await trx
    .selectFrom('copy_leaders')
    .selectAll()
    .where('id', '=', leaderId)
    .executeTakeFirst();
  if (leader?.status !== 'approved') throw fieldError('leader_id', 'No such lead trader');
  if (leader.user_id === userId) throw fieldError('leader_id', 'You cannot copy yourself');
  const active = await trx
    .selectFrom('copy_follows')
    .select(['leader_id'])
    .where('follower_id', '=', userId)
    .where('status', '=', 'active')
    .execute();
  if (active.some((row) => row.leader_id === leaderId))
    throw fieldError('leader_id', 'You already copy this lead trader');
  if (active.length >= config.maxActiveFollows)
    throw fieldError(
      'leader_id',
      `You may copy at most ${String(config.maxActiveFollows)} lead traders at once`,
    );
  const followers = await trx
    .selectFrom('copy_follows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('leader_id', '=', leaderId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  if (Number(followers.n) >= leader.max_followers)
    throw fieldError('leader_id', 'This lead trader has no room for more followers');
  return leader;
}

/**
 * POST /copy/follow: every refusal names its field and changes nothing, the leader checked
 * before the settings (leader_id: unknown or
 * not approved, oneself, already copied, a full leader, too many copies; budget: outside the
 * bounds or above the futures available; fixed_amount / max_per_position above the budget;
 * ratio outside its bounds; stop_loss_rate above 1). Then ONE transaction: the sub-account
 * user, the copy_follows row and the budget's move follower futures → sub-account futures
 * (copy_budget). The follower's futures balance event goes out after the commit.
 */
export async function followLeader(
  deps: CopyDeps,
  userId: UserId,
  body: FollowBody,
): Promise<FollowRow> {
  const { config, ctx, engine } = deps;
  const { follow, accounts } = await ctx.storage.db.transaction().execute(async (trx) => {
    await copyableLeader(trx, config, userId, body.leader_id);
    checkSettings(config, body);
    const available = await engine.available(trx, userId, config.coin);
    if (new Big(body.budget).gt(available))
      throw fieldError('budget', 'The budget is above your futures balance available');
    const now = ctx.now();
    const subUserId = await createSubAccount(trx, userId, now);
    const row = await trx
      .insertInto('copy_follows')
      .values({
        follower_id: userId,
        leader_id: body.leader_id,
        sub_user_id: subUserId,
        mode: body.mode,
        fixed_amount:
          body.mode === 'fixed' && body.fixed_amount !== undefined
            ? new Big(body.fixed_amount).toFixed()
            : null,
        ratio:
          body.mode === 'ratio' && body.ratio !== undefined ? new Big(body.ratio).toFixed() : null,
        max_per_position: new Big(body.max_per_position).toFixed(),
        budget: new Big(body.budget).toFixed(),
        stop_loss_rate:
          body.stop_loss_rate === undefined ? null : new Big(body.stop_loss_rate).toFixed(),
        realized_pnl: '0',
        shared: '0',
        status: 'active',
        created_at: now,
        stopped_at: null,
        returned_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const posting = await ledger.transfer(trx, {
      reason: 'copy_budget',
      refId: `copy-follow-${String(row.id)}`,
      from: { userId, kind: MARGIN_KIND },
      to: { userId: subUserId, kind: MARGIN_KIND },
      coin: config.coin,
      amount: body.budget,
    });
    return { follow: row, accounts: posting.accounts };
  });
  engine.tellBalances(accounts);
  return follow;
}

/** Rolls the return's transaction back when the sub-account still holds frozen money. */
class ReturnLater extends Error {}

/**
 * Give the copy's sub-account balance back to the follower's futures account (copy_budget,
 * positive), exactly once: only a stopped copy whose sub-account holds no position and no open
 * entrust, and `returned_at` is set in the same transaction (a copy already returned is left
 * alone). Answers whether it returned now. The copy tick calls it for kept copies.
 *
 * @example if (await returnCopyBalance(deps, follow)) log('copy returned');
 */
export async function returnCopyBalance(deps: CopyDeps, follow: FollowRow): Promise<boolean> {
  const { config, ctx, engine } = deps;
  if (!subAccountIsFlat(engine, follow.sub_user_id)) return false;
  const accounts = await ctx.storage.db
    .transaction()
    .execute(async (trx) => {
      const marked = await trx
        .updateTable('copy_follows')
        .set({ returned_at: ctx.now() })
        .where('id', '=', follow.id)
        .where('status', '=', 'stopped')
        .where('returned_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return null;
      const funds = await subAccountFunds(trx, follow.sub_user_id, config.coin);
      // An entrust placed since the check above holds frozen money: leave the copy for later.
      if (funds.frozen.gt(0)) throw new ReturnLater();
      if (funds.balance.lte(0)) return [] as AccountSnapshot[];
      const posting = await ledger.transfer(trx, {
        reason: 'copy_budget',
        refId: `copy-return-${String(follow.id)}`,
        from: { userId: follow.sub_user_id, kind: MARGIN_KIND },
        to: { userId: follow.follower_id, kind: MARGIN_KIND },
        coin: config.coin,
        amount: funds.balance,
      });
      return posting.accounts;
    })
    .catch((error: unknown) => {
      if (error instanceof ReturnLater) return null;
      throw error;
    });
  if (accounts === null) return false;
  engine.tellBalances(accounts);
  return true;
}

/**
 * POST /copy/unfollow: 422 `leader_id` unless the caller actively copies that leader. The copy
 * stops first (status 'stopped', stopped_at), so the mirror opens nothing more for it. With
 * close_positions each copied position closes at market (copy-close.ts, with its profit share)
 * and the sub-account's balance returns to the follower's futures; without, the positions stay
 * in the sub-account (the follower closes them on /copy-trade/order) and the balance returns
 * once it is flat, at once when it already is.
 */
export async function stopCopying(
  deps: CopyDeps,
  userId: UserId,
  body: UnfollowBody,
): Promise<FollowRow> {
  const db = deps.ctx.storage.db;
  const follow = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('copy_follows')
      .selectAll()
      .where('follower_id', '=', userId)
      .where('leader_id', '=', body.leader_id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!row) throw fieldError('leader_id', 'You do not copy this lead trader');
    const now = deps.ctx.now();
    await trx
      .updateTable('copy_follows')
      .set({ status: 'stopped', stopped_at: now })
      .where('id', '=', row.id)
      .execute();
    return { ...row, status: 'stopped' as const, stopped_at: now };
  });
  // closeAllCopied cancels the sub-account's entrusts first; a close that finds nothing to fill
  // at market answers its 409 with the copy stopped and the rest kept (returned once flat).
  if (body.close_positions) await closeAllCopied(deps, follow);
  await returnCopyBalance(deps, follow);
  return db
    .selectFrom('copy_follows')
    .selectAll()
    .where('id', '=', follow.id)
    .executeTakeFirstOrThrow();
}
