import type { FastifyInstance } from 'fastify';
import {
  csvRecord,
  SPOT_FILL_CSV_COLUMNS,
  SPOT_ORDER_CSV_COLUMNS,
  spotCancelAll,
  spotCsvFilename,
  spotFillCsvRecord,
  spotFillsExport,
  spotOrderCsvRecord,
  spotOrdersExport,
} from '@exchange/api';
import { addDownloadRoute, addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import type { MarketService } from './market-service.ts';

/** Rows read per query while a CSV is written. */
const EXPORT_PAGE = 500;

/** Run a market call, turning its refusals into HTTP answers (see market-routes.ts). */
type Answer = <T>(call: () => T | Promise<T>) => Promise<T>;

/**
 * The spot order centre's calls (issue 23): cancel all open orders and the CSV exports of
 * orders and fills, with the lists' filters. Orders are walked by id (keyset) so an order
 * changing state during the export is neither repeated nor skipped; fills never change.
 *
 * @example registerSpotHistoryRoutes(app, ctx, market, answer);
 */
export function registerSpotHistoryRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  market: MarketService,
  answer: Answer,
): void {
  addRoute(app, ctx, spotCancelAll, ({ user, body }) =>
    answer(async () => ({ cancelled: await market.cancelAll(user.id, body.symbol) })),
  );

  addDownloadRoute(app, ctx, spotOrdersExport, async ({ user, query }) => {
    // The first page is read before answering, so a bad filter (unknown pair) is a 422.
    const first = await answer(() =>
      market.listOrders(user.id, { ...query, page: 1, limit: EXPORT_PAGE }),
    );
    return {
      filename: spotCsvFilename('orders', ctx.now()),
      body: (async function* records() {
        yield csvRecord(SPOT_ORDER_CSV_COLUMNS);
        let page = first.list;
        for (;;) {
          for (const order of page) yield spotOrderCsvRecord(order);
          const last = page.at(-1);
          if (!last || page.length < EXPORT_PAGE) return;
          page = (
            await market.listOrders(user.id, {
              ...query,
              belowId: last.id,
              page: 1,
              limit: EXPORT_PAGE,
            })
          ).list;
        }
      })(),
    };
  });

  addDownloadRoute(app, ctx, spotFillsExport, async ({ user, query }) => {
    // Fills written after the export began are left out, so the pages do not shift under it.
    const to = Math.min(query.to ?? Number.POSITIVE_INFINITY, ctx.now() + 1);
    const filter = { ...query, to };
    const first = await answer(() =>
      market.listFills(user.id, { ...filter, page: 1, limit: EXPORT_PAGE }),
    );
    return {
      filename: spotCsvFilename('trades', ctx.now()),
      body: (async function* records() {
        yield csvRecord(SPOT_FILL_CSV_COLUMNS);
        let page = first.list;
        for (let next = 2; ; next += 1) {
          for (const fill of page) yield spotFillCsvRecord(fill);
          if (page.length < EXPORT_PAGE) return;
          page = (await market.listFills(user.id, { ...filter, page: next, limit: EXPORT_PAGE }))
            .list;
        }
      })(),
    };
  });
}
