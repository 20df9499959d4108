import { copyOrders, copyPositionClose, copyPositions, copyProfitShares } from '@exchange/api';
import { pageOf } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import { fieldError } from '../http/errors.ts';
import type { CopyDeps } from './copy-config.ts';
import { closeCopiedPosition } from './copy-close.ts';
import { copyOrderAnswer, copyOrderView, copyPositionsOf, profitShareView } from './copy-views.ts';

/**
 * The follower's copies at work (issue 24, /copy-trade/order): copied orders newest first
 * (filters: leader, from/to on the order's time), profit shares paid as follower and received as
 * leader, the copied positions open now, and the close of one of them at market (its profit
 * share booked like a mirrored close).
 *
 * @example registerCopyOrderRoutes(deps);
 */
export function registerCopyOrderRoutes(deps: CopyDeps): void {
  const { app, ctx } = deps;
  const db = ctx.storage.db;
  addRoute(app, ctx, copyOrders, ({ user, query }) => {
    let base = db
      .selectFrom('copy_orders')
      .innerJoin('copy_leaders', 'copy_leaders.id', 'copy_orders.leader_id')
      .where('copy_orders.follower_id', '=', user.id);
    if (query.leader_id !== undefined)
      base = base.where('copy_orders.leader_id', '=', query.leader_id);
    if (query.from !== undefined) base = base.where('copy_orders.created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('copy_orders.created_at', '<', query.to);
    return pageOf(
      base,
      query,
      (q) =>
        q
          .selectAll('copy_orders')
          .select('copy_leaders.nickname as leader_nickname')
          .orderBy('copy_orders.id', 'desc'),
      copyOrderView,
    );
  });
  addRoute(app, ctx, copyProfitShares, ({ user, query }) => {
    let base = db
      .selectFrom('copy_profit_shares')
      .innerJoin('users', 'users.id', 'copy_profit_shares.follower_id')
      .innerJoin('copy_leaders', 'copy_leaders.user_id', 'copy_profit_shares.leader_user_id')
      .where((eb) =>
        eb.or([
          eb('copy_profit_shares.follower_id', '=', user.id),
          eb('copy_profit_shares.leader_user_id', '=', user.id),
        ]),
      );
    if (query.from !== undefined)
      base = base.where('copy_profit_shares.created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('copy_profit_shares.created_at', '<', query.to);
    return pageOf(
      base,
      query,
      (q) =>
        q
          .selectAll('copy_profit_shares')
          .select(['users.email as follower_email', 'copy_leaders.nickname as leader_nickname'])
          .orderBy('copy_profit_shares.id', 'desc'),
      (row) => profitShareView(user.id, row),
    );
  });
  addRoute(app, ctx, copyPositions, ({ user }) => copyPositionsOf(deps, user.id));
  addRoute(app, ctx, copyPositionClose, async ({ user, body }) => {
    const follow = await db
      .selectFrom('copy_follows')
      .selectAll()
      .where('id', '=', body.follow_id)
      .executeTakeFirst();
    if (follow?.follower_id !== user.id || follow.returned_at !== null)
      throw fieldError('follow_id', 'Not one of your copies');
    deps.engine.book(body.symbol);
    if (!deps.engine.positionOf(follow.sub_user_id, body.symbol))
      throw fieldError('symbol', 'No copied position on this contract');
    return copyOrderAnswer(deps, await closeCopiedPosition(deps, follow, body.symbol, null));
  });
}
