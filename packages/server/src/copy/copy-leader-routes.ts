import { Big } from 'big.js';
import {
  copyLeader,
  copyLeaderHistory,
  copyLeaderPositions,
  copyLeaders,
  type LeaderCard,
  type leaderSortSchema,
} from '@exchange/api';
import type { z } from 'zod';
import { pageOf } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import { HttpError } from '../http/errors.ts';
import type { CopyDeps } from './copy-config.ts';
import {
  approvedLeaders,
  LeaderRecorder,
  type LeaderRow,
  leaderFigures,
} from './copy-leader-stats.ts';
import { cardView, leaderPositionView, leaderTradeView, profileView } from './copy-leader-views.ts';
import { type RunningDemoLeaders, startDemoLeaders } from './demo-leaders.ts';

// The board and a leader's public pages (issue 24): GET /copy/leaders, /copy/leaders/:id and its
// positions and history. All public (auth: false): a logged-in caller's session is read when
// present (`following`; a leader sees their own sizes).

type LeaderSort = z.infer<typeof leaderSortSchema>;

/** A card's figure for a sort key; a win rate not yet known sorts below every known one. */
function sortValue(card: LeaderCard, sort: LeaderSort): Big | null {
  switch (sort) {
    case 'roi':
      return new Big(card.stats.roi);
    case 'pnl':
      return new Big(card.stats.pnl);
    case 'win_rate':
      return card.stats.win_rate === null ? null : new Big(card.stats.win_rate);
    case 'followers':
      return new Big(card.followers);
    case 'aum':
      return new Big(card.stats.aum);
    case 'max_drawdown':
      return new Big(card.stats.max_drawdown);
    default:
      return sort satisfies never;
  }
}

/**
 * The board's order: the smallest drawdown first, every other key the largest first; equal
 * figures by leader id (the oldest leader first), so pages never overlap.
 */
export function sortCards(cards: readonly LeaderCard[], sort: LeaderSort): LeaderCard[] {
  const ascending = sort === 'max_drawdown';
  return [...cards].sort((a, b) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    let order = 0;
    if (x === null || y === null) order = x === y ? 0 : x === null ? 1 : -1;
    else order = ascending ? x.cmp(y) : y.cmp(x);
    return order === 0 ? a.id - b.id : order;
  });
}

/** An approved leader, or a 404 naming the id (unknown, pending or rejected alike). */
async function leaderOr404(deps: CopyDeps, id: number): Promise<LeaderRow> {
  const [leader] = await approvedLeaders(deps.ctx.storage.db, id);
  if (!leader) throw new HttpError(404, `Leader ${String(id)} not found`);
  return leader;
}

/** Whether the caller sees the leader's sizes: the leader shows them, or it is the leader. */
function showsSizes(leader: LeaderRow, userId: number | undefined): boolean {
  return leader.show_positions === 1 || userId === leader.user_id;
}

/**
 * Register the board and the public profile routes.
 *
 * @example registerLeaderRoutes(deps, new LeaderRecorder(db, deps.engine, deps.ctx.now));
 */
export function registerLeaderRoutes(deps: CopyDeps, recorder: LeaderRecorder): void {
  const { app, ctx, engine } = deps;
  const { db } = ctx.storage;

  addRoute(app, ctx, copyLeaders, async ({ query }) => {
    await recorder.run();
    const needle = query.search?.toLowerCase();
    const leaders = (await approvedLeaders(db)).filter(
      (leader) => needle === undefined || leader.nickname.toLowerCase().includes(needle),
    );
    const now = ctx.now();
    const figures = await leaderFigures(db, engine, leaders, now);
    const cards = sortCards(
      figures.map((one) => cardView(one, query.period, now)),
      query.sort,
    );
    const start = (query.page - 1) * query.limit;
    return {
      list: cards.slice(start, start + query.limit),
      page: query.page,
      limit: query.limit,
      total: cards.length,
    };
  });

  addRoute(app, ctx, copyLeader, async ({ params, user }) => {
    const leader = await leaderOr404(deps, params.id);
    await recorder.run();
    const now = ctx.now();
    const [figures] = await leaderFigures(db, engine, [leader], now);
    if (!figures) throw new HttpError(404, `Leader ${String(params.id)} not found`);
    const follow = user
      ? await db
          .selectFrom('copy_follows')
          .select('id')
          .where('follower_id', '=', user.id)
          .where('leader_id', '=', leader.id)
          .where('status', '=', 'active')
          .executeTakeFirst()
      : undefined;
    return profileView(figures, now, follow !== undefined);
  });

  addRoute(app, ctx, copyLeaderPositions, async ({ params, user }) => {
    const leader = await leaderOr404(deps, params.id);
    const show = showsSizes(leader, user?.id);
    return engine.pairs.flatMap((pair) => {
      const position = engine.positionOf(leader.user_id, pair.symbol);
      return position ? [leaderPositionView(position, engine.markOf(pair.symbol), show)] : [];
    });
  });

  addRoute(app, ctx, copyLeaderHistory, async ({ params, query, user }) => {
    const leader = await leaderOr404(deps, params.id);
    await recorder.run();
    const show = showsSizes(leader, user?.id);
    return pageOf(
      db.selectFrom('copy_leader_trades').where('leader_id', '=', leader.id),
      query,
      (q) => q.selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc'),
      (row) => leaderTradeView(row, show),
    );
  });
}

/** How often the recorder looks for closed trades and a new day's equity between requests. */
const RECORD_EVERY_MS = 60_000;

/**
 * The board on one server: the record keeper (run before each read, and every minute while the
 * copy tick runs), the routes, and in demo mode (`config.demoLeaders`) the demo leaders, created
 * when the server starts listening and stopped before it closes.
 *
 * @example installLeaderBoard(deps);
 */
export function installLeaderBoard(deps: CopyDeps): LeaderRecorder {
  const { app, ctx, engine, config } = deps;
  const recorder = new LeaderRecorder(ctx.storage.db, engine, ctx.now);
  registerLeaderRoutes(deps, recorder);
  const timer =
    config.tickMs > 0
      ? setInterval(() => {
          recorder.run().catch((error: unknown) => {
            app.log.error({ err: error }, 'copy leader record failed');
          });
        }, RECORD_EVERY_MS)
      : undefined;
  timer?.unref();
  let demo: RunningDemoLeaders | undefined;
  if (ctx.demo && config.demoLeaders)
    // On listening, like the contract simulator: the market's prices (the seeded past's anchor)
    // and the simulated book the leaders trade against exist from then on.
    app.addHook('onListen', async () => {
      demo = await startDemoLeaders(deps, config.demoTradeMs);
    });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await demo?.stop();
    await recorder.settled();
  });
  return recorder;
}
