import { Big } from 'big.js';
import type { Follow, Follower, Page } from '@exchange/api';
import { maskEmail } from '../accounts/users.ts';
import { futuresFigures } from '../contract/contract-views.ts';
import type { PageRequest } from '../db/page.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { CopyDeps } from './copy-config.ts';
import type { FollowRow } from './copy-follows.ts';
import { subAccountFunds, subAccountMargin, subAccountPositions } from './copy-sub-accounts.ts';

// What the follower's copies and the leader's followers look like on the wire.

const MONEY = 8;
const money = (value: Big) => {
  const rounded = value.round(MONEY, Big.roundHalfEven);
  return rounded.eq(0) ? '0' : rounded.toFixed();
};
const unsigned = (value: Big) => money(value.lt(0) ? new Big(0) : value);

/**
 * A copy's profit or loss since it began: realized plus unrealized PnL of its sub-account, fees
 * and funding included, before the profit share, i.e. what the sub-account is worth now (its
 * futures equity; once returned, what went back to the follower) minus the budget plus the
 * profit share already paid out of it.
 */
export async function followPnl(deps: CopyDeps, follow: FollowRow): Promise<Big> {
  const db = deps.ctx.storage.db;
  let worth: Big;
  if (follow.returned_at === null) {
    worth = new Big((await futuresFigures(db, deps.engine, follow.sub_user_id)).equity);
  } else {
    const back = await db
      .selectFrom('ledger_entries')
      .select('balance_delta')
      .where('user_id', '=', follow.follower_id)
      .where('reason', '=', 'copy_budget')
      .where('ref_id', '=', `copy-return-${String(follow.id)}`)
      .execute();
    worth = back.reduce((sum, row) => sum.plus(row.balance_delta), new Big(0));
  }
  return worth.minus(follow.budget).plus(follow.shared);
}

interface LeaderCard {
  id: number;
  nickname: string;
  avatar_url: string;
}

/** A copy on the wire, with its sub-account's figures now. */
export async function followView(
  deps: CopyDeps,
  follow: FollowRow,
  leader: LeaderCard,
): Promise<Follow> {
  const { engine } = deps;
  const funds = await subAccountFunds(deps.ctx.storage.db, follow.sub_user_id, deps.config.coin);
  return {
    id: follow.id,
    leader,
    mode: follow.mode,
    fixed_amount: follow.fixed_amount,
    ratio: follow.ratio,
    max_per_position: follow.max_per_position,
    budget: follow.budget,
    stop_loss_rate: follow.stop_loss_rate,
    used: unsigned(subAccountMargin(engine, follow.sub_user_id)),
    pnl: money(await followPnl(deps, follow)),
    shared: unsigned(new Big(follow.shared)),
    status: follow.status,
    open_positions: subAccountPositions(engine, follow.sub_user_id).length,
    balance: unsigned(funds.balance),
    created_at: follow.created_at,
    stopped_at: follow.stopped_at,
  };
}

/** The leaders' cards of these leader ids (nickname, and the avatar of their user). */
async function leaderCards(deps: CopyDeps, ids: readonly number[]) {
  const cards = new Map<number, LeaderCard>();
  if (ids.length === 0) return cards;
  const rows = await deps.ctx.storage.db
    .selectFrom('copy_leaders')
    .innerJoin('users', 'users.id', 'copy_leaders.user_id')
    .select(['copy_leaders.id', 'copy_leaders.nickname', 'users.avatar_url'])
    .where('copy_leaders.id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) cards.set(row.id, row);
  return cards;
}

/** The wire view of one copy (POST /copy/follow and /copy/unfollow answer it). */
export async function followAnswer(deps: CopyDeps, follow: FollowRow): Promise<Follow> {
  const cards = await leaderCards(deps, [follow.leader_id]);
  const card = cards.get(follow.leader_id) ?? {
    id: follow.leader_id,
    nickname: '',
    avatar_url: '',
  };
  return followView(deps, follow, card);
}

/** GET /copy/following: every copy of the caller, active ones first, newest first within. */
export async function followingOf(deps: CopyDeps, userId: UserId): Promise<Follow[]> {
  const rows = await deps.ctx.storage.db
    .selectFrom('copy_follows')
    .selectAll()
    .where('follower_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const ordered = [
    ...rows.filter((row) => row.status === 'active'),
    ...rows.filter((row) => row.status !== 'active'),
  ];
  const cards = await leaderCards(
    deps,
    rows.map((row) => row.leader_id),
  );
  const views: Follow[] = [];
  for (const row of ordered) {
    const card = cards.get(row.leader_id) ?? { id: row.leader_id, nickname: '', avatar_url: '' };
    views.push(await followView(deps, row, card));
  }
  return views;
}

/**
 * GET /copy/followers: the caller's current followers as a lead trader (active copies), newest
 * first, each with the follower's masked e-mail. A caller who is not a lead trader (or whose
 * application is pending or was rejected) simply has none: an empty page, not an error, so the
 * dashboard needs no special case.
 */
export async function followersOf(
  deps: CopyDeps,
  userId: UserId,
  request: PageRequest,
): Promise<Page<Follower>> {
  const db = deps.ctx.storage.db;
  const leader = await db
    .selectFrom('copy_leaders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!leader) return { list: [], page: request.page, limit: request.limit, total: 0 };
  const base = db
    .selectFrom('copy_follows')
    .where('leader_id', '=', leader.id)
    .where('status', '=', 'active');
  const count = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users', 'users.id', 'copy_follows.follower_id')
    .selectAll('copy_follows')
    .select('users.email')
    .orderBy('copy_follows.id', 'desc')
    .limit(request.limit)
    .offset((request.page - 1) * request.limit)
    .execute();
  const list: Follower[] = [];
  for (const { email, ...follow } of rows)
    list.push({
      id: follow.id,
      email: maskEmail(email),
      budget: follow.budget,
      pnl: money(await followPnl(deps, follow)),
      shared: unsigned(new Big(follow.shared)),
      since: follow.created_at,
    });
  return { list, page: request.page, limit: request.limit, total: Number(count.n) };
}
