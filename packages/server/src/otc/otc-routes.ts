import type { FastifyInstance } from 'fastify';
import { otcAccept, otcCoins, otcQuote, otcTrades } from '@exchange/api';
import { pageOf } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import type { OtcService } from './otc-service.ts';
import { otcTradeView } from './otc-service.ts';

/**
 * The OTC routes (issue 24): the coins with their size limits, a quote, its accept, and the
 * user's block trades newest first (filters: coin, side, from/to on the trade's time).
 *
 * @example registerOtcRoutes(app, ctx, desk);
 */
export function registerOtcRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  desk: OtcService,
): void {
  const db = ctx.storage.db;
  addRoute(app, ctx, otcCoins, () => desk.coins());
  addRoute(app, ctx, otcQuote, ({ user, body }) => desk.quote(user.id, body));
  addRoute(app, ctx, otcAccept, ({ user, body }) => desk.accept(user.id, body.quote_id));
  addRoute(app, ctx, otcTrades, ({ user, query }) => {
    let base = db.selectFrom('otc_trades').where('user_id', '=', user.id);
    if (query.coin_id !== undefined) {
      const coin = desk.coins().find((c) => c.coin_id === query.coin_id);
      base = base.where('coin', '=', coin?.coin_name ?? '');
    }
    if (query.side !== undefined) base = base.where('side', '=', query.side);
    if (query.from !== undefined) base = base.where('created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('created_at', '<', query.to);
    return pageOf(base, query, (q) => q.selectAll().orderBy('id', 'desc'), otcTradeView);
  });
}
