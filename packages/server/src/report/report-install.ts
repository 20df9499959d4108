import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { DailyCandles } from '../wallet/asset-history.ts';
import type { ReportDeps } from './report-query.ts';
import { registerReportRoutes } from './report-routes.ts';
import { ReportTick } from './report-tick.ts';

export interface ReportOptions {
  /** The market's daily candles: each day's close values the asset line. */
  candles: DailyCandles;
  /** How often the tick folds new fills in the background (default 5 s; 0: only on request). */
  tickMs?: number | undefined;
}

/**
 * Trading reports on one server (issue 23): a first catch-up (what happened while the server
 * was down), the routes, and the background tick.
 *
 * @example installReports(app, ctx, { candles: market.market });
 */
export function installReports(
  app: FastifyInstance,
  ctx: ServerContext,
  options: ReportOptions,
): ReportTick {
  const deps: ReportDeps = {
    db: ctx.storage.db,
    candles: options.candles,
    prices: ctx.prices,
    now: ctx.now,
  };
  const tick = new ReportTick(ctx.storage.db, ctx.prices);
  // A long backlog (a database that traded while the server was down) must not hold the start:
  // the first run goes on in the background and report calls wait for it.
  tick.run().catch((error: unknown) => {
    app.log.error({ err: error }, 'report catch-up failed');
  });
  registerReportRoutes(app, ctx, deps, tick);
  const tickMs = options.tickMs ?? 5000;
  const timer =
    tickMs > 0
      ? setInterval(() => {
          tick.run().catch((error: unknown) => {
            app.log.error({ err: error }, 'report tick failed');
          });
        }, tickMs)
      : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await tick.settled();
  });
  return tick;
}
