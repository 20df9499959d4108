import { Big } from 'big.js';
import type { CopyPeriod } from '@exchange/api';
import {
  leaderPeriodStats,
  type LeaderPeriodStats,
  STATS_DAY_MS,
  statsDayStart,
} from '@exchange/formulas';
import type { Selectable } from 'kysely';
import { futuresFigures } from '../contract/contract-views.ts';
import type { ContractEngine } from '../contract/contract-service.ts';
import type { Executor } from '../wallet/ledger.ts';
import type { CopyLeadersTable } from './copy-tables.ts';
import type { CopyLeaderTradesTable } from './copy-leader-tables.ts';
import '../contract/contract-tables.ts';
import './copy-leader-tables.ts';

// A lead trader's record (issue 24). The formulas are @exchange/formulas' leader statistics
// (copy-stats/leader-stats.ts, with worked examples); this module feeds them:
// - trades: every contract position an approved leader closed since approval (`leading_since`),
//   recorded once into copy_leader_trades with its PnL as the engine booked it on the position
//   (realized net of every fee and of the funding paid or received), its size and the average
//   price of its closing fills;
// - equity: the leader's futures equity (balance + frozen + position margin + unrealized PnL),
//   the first seen on each UTC day, in copy_leader_days: a period's start equity is its first
//   day's row (the period's first day, or the first day the leader was seen within it), or the
//   equity now when no day is recorded yet;
// - AUM: the budgets of the leader's active follows.
// Periods are whole UTC days ending with today: 7d is today and the six days before it.

/** Days of each period. */
export const PERIOD_DAYS: Readonly<Record<CopyPeriod, number>> = { '7d': 7, '30d': 30, '90d': 90 };

/** How far before the last recorded close the recorder looks again for closes. */
const RECORD_OVERLAP_MS = 60_000;

/** An approved leader as the board reads it. */
export type LeaderRow = Selectable<CopyLeadersTable> & { avatar_url: string };

/** The first UTC day of a period ending today, and its length. */
export function periodWindow(period: CopyPeriod, now: number): { from: number; days: number } {
  const days = PERIOD_DAYS[period];
  return { from: statsDayStart(now) + STATS_DAY_MS - days * STATS_DAY_MS, days };
}

/** Approved leaders (one by id when given), with their avatar. */
export async function approvedLeaders(db: Executor, id?: number): Promise<LeaderRow[]> {
  let query = db
    .selectFrom('copy_leaders as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .selectAll('l')
    .select('u.avatar_url')
    .where('l.status', '=', 'approved');
  if (id !== undefined) query = query.where('l.id', '=', id);
  return query.orderBy('l.id').execute();
}

/** When a leader's record starts: approval (or application, for a row approved without a time). */
export function leadingSince(leader: Selectable<CopyLeadersTable>): number {
  return leader.approved_at ?? leader.created_at;
}

/**
 * Record the closed positions of each leader not recorded yet: size and price from the position's
 * closing fills (one-way mode: one position per user and symbol at a time, so the fills between
 * its opening and its close are its own). Runs again safely: `position_id` is unique.
 */
export async function recordClosedTrades(
  db: Executor,
  leaders: readonly Selectable<CopyLeadersTable>[],
): Promise<number> {
  let recorded = 0;
  for (const leader of leaders) {
    // Only what closed since the last recorded close (a minute back: a close committed late
    // with an earlier time is still found; the left join skips what is already there).
    const last = await db
      .selectFrom('copy_leader_trades')
      .select((eb) => eb.fn.max('closed_at').as('at'))
      .where('leader_id', '=', leader.id)
      .where('position_id', 'is not', null)
      .executeTakeFirst();
    const since = Math.max(leadingSince(leader), (last?.at ?? 0) - RECORD_OVERLAP_MS);
    const closed = await db
      .selectFrom('contract_positions as p')
      .leftJoin('copy_leader_trades as t', 't.position_id', 'p.id')
      .select([
        'p.id',
        'p.symbol',
        'p.side',
        'p.leverage',
        'p.entry_price',
        'p.realized_pnl',
        'p.opened_at',
        'p.closed_at',
      ])
      .where('p.user_id', '=', leader.user_id)
      .where('p.closed_at', 'is not', null)
      .where('p.closed_at', '>=', since)
      .where('t.id', 'is', null)
      .orderBy('p.id')
      .execute();
    for (const position of closed) {
      const closedAt = position.closed_at ?? position.opened_at;
      const fills = await db
        .selectFrom('contract_fills')
        .select(['price', 'amount'])
        .where('user_id', '=', leader.user_id)
        .where('symbol', '=', position.symbol)
        .where('action', '=', 'close')
        .where('created_at', '>=', position.opened_at)
        .where('created_at', '<=', closedAt)
        .execute();
      const amount = fills.reduce((sum, fill) => sum.plus(fill.amount), new Big(0));
      const quote = fills.reduce(
        (sum, fill) => sum.plus(new Big(fill.price).times(fill.amount)),
        new Big(0),
      );
      const closePrice = amount.gt(0) ? quote.div(amount) : new Big(position.entry_price);
      const inserted = await db
        .insertInto('copy_leader_trades')
        .values({
          leader_id: leader.id,
          position_id: position.id,
          symbol: position.symbol,
          side: position.side,
          leverage: position.leverage,
          amount: amount.toFixed(),
          entry_price: position.entry_price,
          close_price: closePrice.round(12, Big.roundHalfEven).toFixed(),
          pnl: position.realized_pnl,
          seeded: 0,
          opened_at: position.opened_at,
          closed_at: closedAt,
        })
        .onConflict((oc) => oc.column('position_id').doNothing())
        .executeTakeFirst();
      recorded += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
  }
  return recorded;
}

/** Record today's equity of each leader that has none for today yet. */
export async function recordEquityDays(
  db: Executor,
  engine: ContractEngine,
  leaders: readonly Selectable<CopyLeadersTable>[],
  now: number,
): Promise<void> {
  const day = statsDayStart(now);
  for (const leader of leaders) {
    const known = await db
      .selectFrom('copy_leader_days')
      .select('day')
      .where('leader_id', '=', leader.id)
      .where('day', '=', day)
      .executeTakeFirst();
    if (known) continue;
    const { equity } = await futuresFigures(db, engine, leader.user_id);
    await db
      .insertInto('copy_leader_days')
      .values({ leader_id: leader.id, day, equity })
      .onConflict((oc) => oc.columns(['leader_id', 'day']).doNothing())
      .execute();
  }
}

/** What one leader's statistics are computed from. */
export interface LeaderFigures {
  leader: LeaderRow;
  /** Closed positions of the last 90 days, oldest first. */
  trades: Selectable<CopyLeaderTradesTable>[];
  /** Recorded equity by day (ms), of the last 90 days. */
  days: Map<number, Big>;
  /** Active follows' budgets. */
  budgets: string[];
  /** The equity now (when no day of a period is recorded). */
  equity: Big;
}

/** Load what the statistics of `leaders` need, for the periods ending at `now`. */
export async function leaderFigures(
  db: Executor,
  engine: ContractEngine,
  leaders: readonly LeaderRow[],
  now: number,
): Promise<LeaderFigures[]> {
  if (leaders.length === 0) return [];
  const ids = leaders.map((leader) => leader.id);
  const { from } = periodWindow('90d', now);
  const trades = await db
    .selectFrom('copy_leader_trades')
    .selectAll()
    .where('leader_id', 'in', ids)
    .where('closed_at', '>=', from)
    .orderBy('closed_at')
    .orderBy('id')
    .execute();
  const days = await db
    .selectFrom('copy_leader_days')
    .selectAll()
    .where('leader_id', 'in', ids)
    .where('day', '>=', from)
    .execute();
  const follows = await db
    .selectFrom('copy_follows')
    .select(['leader_id', 'budget'])
    .where('leader_id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  const out: LeaderFigures[] = [];
  for (const leader of leaders) {
    const { equity } = await futuresFigures(db, engine, leader.user_id);
    out.push({
      leader,
      trades: trades.filter((trade) => trade.leader_id === leader.id),
      days: new Map(
        days
          .filter((row) => row.leader_id === leader.id)
          .map((row) => [row.day, new Big(row.equity)]),
      ),
      budgets: follows.filter((row) => row.leader_id === leader.id).map((row) => row.budget),
      equity: new Big(equity),
    });
  }
  return out;
}

/** The equity a period starts from: its first recorded day's, else the equity now. */
export function startEquity(figures: LeaderFigures, from: number): Big {
  const recorded = [...figures.days.keys()].filter((day) => day >= from).sort((a, b) => a - b);
  const first = recorded[0];
  return first === undefined ? figures.equity : (figures.days.get(first) ?? figures.equity);
}

/** One period's statistics of a leader, with the days its curves start on. */
export function periodStats(
  figures: LeaderFigures,
  period: CopyPeriod,
  now: number,
): LeaderPeriodStats & { from: number } {
  const { from, days } = periodWindow(period, now);
  const stats = leaderPeriodStats({
    trades: figures.trades.map((trade) => ({ closedAt: trade.closed_at, pnl: trade.pnl })),
    from,
    days,
    startEquity: startEquity(figures, from),
    budgets: figures.budgets,
  });
  return { ...stats, from };
}

/**
 * The leaders' record keeper: records closed trades and today's equity before a board or a
 * profile is read (and on the copy tick), one run at a time.
 */
export class LeaderRecorder {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Executor,
    private readonly engine: ContractEngine,
    private readonly now: () => number,
  ) {}

  /** Record what is new (after the run in progress, if any). */
  run(): Promise<void> {
    const next = this.chain.then(async () => {
      const leaders = await approvedLeaders(this.db);
      await recordClosedTrades(this.db, leaders);
      await recordEquityDays(this.db, this.engine, leaders, this.now());
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Resolves once no run is in progress. */
  settled(): Promise<void> {
    return this.chain;
  }
}
