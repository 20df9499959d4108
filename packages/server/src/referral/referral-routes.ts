import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type CommissionRecord,
  type InvitedUser,
  type Page,
  referralCommissions,
  referralSummary,
  type ReferralSummary,
} from '@exchange/api';
import { coinById, coinByName } from '../config/coins.ts';
import type { Database } from '../db/schema.ts';
import { pageOf, type PageRequest } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { maskEmail } from '../accounts/users.ts';
import { toAmount } from '../wallet/ledger.ts';
import { monthOf } from './commissions.ts';
import { referralRateOf } from './referral-config.ts';
import type { CommissionSource } from './referral-tables.ts';
import './referral-tables.ts';

/** A page within an optional time window (the api's historyQuery). */
export interface WindowRequest extends PageRequest {
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * A page of the user's invitees, newest first: masked e-mail, when they registered and whether
 * they have traded (GET /getAcceptInviteUsers).
 */
export function invitedUsers(
  db: Kysely<Database>,
  inviterId: number,
  query: WindowRequest,
): Promise<Page<InvitedUser>> {
  let base = db
    .selectFrom('users')
    .leftJoin('referral_traders', 'referral_traders.user_id', 'users.id')
    .where('users.invited_by', '=', inviterId);
  if (query.from !== undefined) base = base.where('users.created_at', '>=', query.from);
  if (query.to !== undefined) base = base.where('users.created_at', '<', query.to);
  return pageOf(
    base,
    query,
    (q) =>
      q
        .select([
          'users.id as id',
          'users.email as email',
          'users.created_at as created_at',
          'referral_traders.first_traded_at as traded_at',
        ])
        .orderBy('users.id', 'desc'),
    (r) => ({
      id: r.id,
      email: maskEmail(r.email),
      created_at: r.created_at,
      traded: r.traded_at !== null,
    }),
  );
}

/** The referral summary: code, rate, invitees, traders and commission per coin. */
export async function summaryOf(
  db: Kysely<Database>,
  rate: Big,
  userId: number,
  now: number,
): Promise<ReferralSummary> {
  const user = await db
    .selectFrom('users')
    .select('invite_code')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const invited = await db
    .selectFrom('users')
    .leftJoin('referral_traders', 'referral_traders.user_id', 'users.id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('invited'),
      eb.fn.count<number | string>('referral_traders.user_id').as('traded'),
    ])
    .where('users.invited_by', '=', userId)
    .executeTakeFirstOrThrow();
  const months = await db
    .selectFrom('referral_monthly_totals')
    .select(['coin', 'month', 'amount'])
    .where('inviter_id', '=', userId)
    .execute();
  const current = monthOf(now);
  const byCoin = new Map<string, { total: Big; thisMonth: Big }>();
  for (const row of months) {
    const sums = byCoin.get(row.coin) ?? { total: new Big(0), thisMonth: new Big(0) };
    sums.total = sums.total.plus(row.amount);
    if (row.month === current) sums.thisMonth = sums.thisMonth.plus(row.amount);
    byCoin.set(row.coin, sums);
  }
  const commissions = [...byCoin.entries()]
    .sort(([a], [b]) => (coinByName(a)?.id ?? 0) - (coinByName(b)?.id ?? 0))
    .map(([coin, sums]) => ({
      coin_name: coin,
      total: toAmount(sums.total),
      this_month: toAmount(sums.thisMonth),
    }));
  return {
    invite_code: user.invite_code,
    commission_rate: toAmount(rate),
    invited_count: Number(invited.invited),
    traded_count: Number(invited.traded),
    commissions,
  };
}

export interface CommissionsRequest extends WindowRequest {
  coin_id?: number | undefined;
  source?: CommissionSource | undefined;
}

/** A page of the commissions the user earned, newest first, filtered (GET /invite/commissions). */
export function commissionsOf(
  db: Kysely<Database>,
  userId: number,
  query: CommissionsRequest,
): Promise<Page<CommissionRecord>> {
  let base = db
    .selectFrom('referral_commissions')
    .innerJoin('users', 'users.id', 'referral_commissions.invitee_id')
    .where('referral_commissions.inviter_id', '=', userId);
  if (query.coin_id !== undefined) {
    const coin = coinById(query.coin_id);
    if (!coin) throw fieldError('coin_id', `Coin ${String(query.coin_id)} not found`);
    base = base.where('referral_commissions.coin', '=', coin.name);
  }
  if (query.source !== undefined)
    base = base.where('referral_commissions.source', '=', query.source);
  if (query.from !== undefined)
    base = base.where('referral_commissions.created_at', '>=', query.from);
  if (query.to !== undefined) base = base.where('referral_commissions.created_at', '<', query.to);
  return pageOf(
    base,
    query,
    (q) =>
      q
        .select([
          'referral_commissions.id as id',
          'users.email as email',
          'referral_commissions.source as source',
          'referral_commissions.coin as coin',
          'referral_commissions.fee as fee',
          'referral_commissions.amount as amount',
          'referral_commissions.created_at as created_at',
        ])
        .orderBy('referral_commissions.id', 'desc'),
    (r) => ({
      id: r.id,
      invitee_email: maskEmail(r.email),
      source: r.source,
      coin_id: coinByName(r.coin)?.id ?? 0,
      coin_name: r.coin,
      fee: toAmount(r.fee),
      amount: toAmount(r.amount),
      created_at: r.created_at,
    }),
  );
}

/**
 * The referral routes (issue 23): GET /invite/summary and GET /invite/commissions; the invitees'
 * list (GET /getAcceptInviteUsers) is the accounts' route, answered by {@link invitedUsers}.
 *
 * @example registerReferralRoutes(app, ctx);
 */
export function registerReferralRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;
  addRoute(app, ctx, referralSummary, ({ user }) =>
    summaryOf(db, referralRateOf(ctx.storage), user.id, ctx.now()),
  );
  addRoute(app, ctx, referralCommissions, ({ user, query }) => commissionsOf(db, user.id, query));
}
