import { Big } from 'big.js';
import { sql } from 'kysely';
import type { applyLeaderBodySchema, LeaderApplication } from '@exchange/api';
import type { z } from 'zod';
import { futuresFigures } from '../contract/contract-views.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { CopyDeps } from './copy-config.ts';

// Lead traders' applications (issue 24): the requirements with the caller's own figures, and
// the application itself (pending, or approved at once when the config says so).

type Requirement = LeaderApplication['requirements'][number];
export type ApplyLeaderBody = z.output<typeof applyLeaderBodySchema>;

const DAY_MS = 86_400_000;

/** What each requirement's refusal says, in the order they are checked. */
const UNMET: Record<Requirement['key'], (required: string) => string> = {
  futures_equity: (required) => `Your futures equity must be at least ${required} USDT`,
  trade_count: (required) => `You need at least ${required} contract trades`,
  trading_days: (required) => `You need contract trades on at least ${required} different days`,
};

/**
 * The requirements to lead with the user's figures, in the order they are checked: futures
 * equity (the engine's figures: balance, frozen, position margin and unrealized PnL), contract
 * fills, and distinct UTC days with a contract fill.
 */
export async function leaderRequirements(deps: CopyDeps, userId: UserId): Promise<Requirement[]> {
  const db = deps.ctx.storage.db;
  const figures = await futuresFigures(db, deps.engine, userId);
  const counts = await db
    .selectFrom('contract_fills')
    .select([
      (eb) => eb.fn.countAll<number | string>().as('fills'),
      sql<number | string>`count(distinct created_at / ${sql.lit(DAY_MS)})`.as('days'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const equity = new Big(figures.equity);
  const fills = Number(counts.fills);
  const days = Number(counts.days);
  const { leaderMinEquity, leaderMinTrades, leaderMinDays } = deps.config;
  return [
    {
      key: 'futures_equity',
      required: new Big(leaderMinEquity).toFixed(),
      // The wire's figure is not negative: an account under water shows 0.
      actual: equity.lt(0) ? '0' : equity.toFixed(),
      met: equity.gte(leaderMinEquity),
    },
    {
      key: 'trade_count',
      required: String(leaderMinTrades),
      actual: String(fills),
      met: fills >= leaderMinTrades,
    },
    {
      key: 'trading_days',
      required: String(leaderMinDays),
      actual: String(days),
      met: days >= leaderMinDays,
    },
  ];
}

async function leaderRowOf(deps: CopyDeps, userId: UserId) {
  return deps.ctx.storage.db
    .selectFrom('copy_leaders')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** GET /copy/apply: the caller's application (status 'none' before any) and the requirements. */
export async function leaderApplication(
  deps: CopyDeps,
  userId: UserId,
): Promise<LeaderApplication> {
  const row = await leaderRowOf(deps, userId);
  return {
    status: row?.status ?? 'none',
    leader_id: row?.status === 'approved' ? row.id : null,
    reason: row?.status === 'rejected' ? row.reason : null,
    requirements: await leaderRequirements(deps, userId),
  };
}

/**
 * POST /copy/apply: refused (422 naming the first unmet requirement's key) when a requirement is
 * not met, 422 `nickname` when another lead trader has it, and 409 `status` while an application
 * is pending or approved; after a rejection the same row takes the new application. Approved at
 * once (approved_at now) when `config.autoApprove`, otherwise pending for a reviewer.
 */
export async function applyToLead(
  deps: CopyDeps,
  userId: UserId,
  body: ApplyLeaderBody,
): Promise<LeaderApplication> {
  const requirements = await leaderRequirements(deps, userId);
  const db = deps.ctx.storage.db;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('copy_leaders')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row?.status === 'pending' || row?.status === 'approved') {
      const message =
        row.status === 'pending'
          ? 'Your application is being reviewed'
          : 'You are already a lead trader';
      throw new HttpError(409, `status: ${message}`, [{ field: 'status', message }]);
    }
    const unmet = requirements.find((r) => !r.met);
    if (unmet) throw fieldError(unmet.key, UNMET[unmet.key](unmet.required));
    const nickname = body.nickname.trim();
    const clash = await trx
      .selectFrom('copy_leaders')
      .select('id')
      .where('user_id', '!=', userId)
      .where('status', '!=', 'rejected')
      .where((eb) => eb(eb.fn('lower', ['nickname']), '=', nickname.toLowerCase()))
      .executeTakeFirst();
    if (clash) throw fieldError('nickname', 'Another lead trader has this nickname');
    const now = deps.ctx.now();
    const approve = deps.config.autoApprove;
    const values = {
      nickname,
      bio: body.bio.trim(),
      profit_share_rate: new Big(body.profit_share_rate).toFixed(),
      show_positions: body.show_positions ? 1 : 0,
      max_followers: deps.config.maxFollowers,
      status: approve ? ('approved' as const) : ('pending' as const),
      reason: null,
      created_at: now,
      approved_at: approve ? now : null,
    };
    if (row) await trx.updateTable('copy_leaders').set(values).where('id', '=', row.id).execute();
    else
      await trx
        .insertInto('copy_leaders')
        .values({ user_id: userId, ...values })
        .execute();
  });
  return leaderApplication(deps, userId);
}
