import type { FastifyInstance } from 'fastify';
import { assetHistory as assetHistoryRoute } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { assetHistory, type DailyCandles } from './asset-history.ts';

/**
 * GET /wallet/asset_history: the overview's 30-day line. Registered once the market is open,
 * whose daily candles price each day.
 */
export function registerAssetHistoryRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  candles: DailyCandles,
): void {
  addRoute(app, ctx, assetHistoryRoute, ({ user, query }) =>
    assetHistory(ctx, candles, user.id, query.days),
  );
}
