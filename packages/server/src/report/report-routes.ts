import {
  pnlReport,
  pnlReportExport,
  pnlReportItem,
  reportCsv,
  reportCsvFilename,
} from '@exchange/api';
import type { FastifyInstance } from 'fastify';
import { addDownloadRoute, addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { buildItem, buildReport, periodOf, type ReportDeps } from './report-query.ts';
import type { ReportTick } from './report-tick.ts';

/**
 * The report routes (api report.ts). Each first lets the tick fold what is new, so the figures
 * include the trade the user just made.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  deps: ReportDeps,
  tick: ReportTick,
): void {
  addRoute(app, ctx, pnlReport, async ({ user, query }) => {
    await tick.run();
    const { from, to } = periodOf(query, deps.now());
    return buildReport(deps, user.id, query.account, from, to);
  });

  addRoute(app, ctx, pnlReportItem, async ({ user, query }) => {
    await tick.run();
    return buildItem(deps, user.id, query, { page: query.page, limit: query.limit });
  });

  addDownloadRoute(app, ctx, pnlReportExport, ({ user, query }) => {
    const { from, to } = periodOf(query, deps.now());
    return {
      filename: reportCsvFilename(query.account, to),
      body: (async function* csv() {
        await tick.run();
        yield reportCsv(await buildReport(deps, user.id, query.account, from, to));
      })(),
    };
  });
}
