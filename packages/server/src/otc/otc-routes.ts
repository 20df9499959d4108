import type { FastifyInstance } from 'fastify';
import {
  csvRecord,
  OTC_CSV_COLUMNS,
  otcAccept,
  otcCoins,
  otcQuote,
  otcTradeCsvRecord,
  otcTrades,
  otcTradesCsvFilename,
  otcTradesExport,
} from '@exchange/api';
import type { Executor } from '../wallet/ledger.ts';
import { pageOf } from '../db/page.ts';
import { addDownloadRoute, addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import type { OtcService } from './otc-service.ts';
import { otcTradeView } from './otc-service.ts';

/** Rows read per query while the CSV streams out. */
const EXPORT_PAGE = 500;

interface TradeFilters {
  coin_id?: number | undefined;
  side?: 'buy' | 'sell' | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The user's trades under the filters (no order yet). */
function tradeRows(db: Executor, desk: OtcService, userId: number, f: TradeFilters) {
  let q = db.selectFrom('otc_trades').where('user_id', '=', userId);
  if (f.coin_id !== undefined) {
    const coin = desk.coins().find((c) => c.coin_id === f.coin_id);
    q = q.where('coin', '=', coin?.coin_name ?? '');
  }
  if (f.side !== undefined) q = q.where('side', '=', f.side);
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<', f.to);
  return q;
}

/**
 * The OTC routes (issue 24): the coins with their size limits, a quote, its accept, and the
 * user's block trades newest first (filters: coin, side, from/to on the trade's time) and
 * their CSV.
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
  addRoute(app, ctx, otcTrades, ({ user, query }) =>
    pageOf(
      tradeRows(db, desk, user.id, query),
      query,
      (q) => q.selectAll().orderBy('id', 'desc'),
      otcTradeView,
    ),
  );
  addDownloadRoute(app, ctx, otcTradesExport, ({ user, query }) => ({
    filename: otcTradesCsvFilename(ctx.now()),
    body: (async function* records() {
      yield csvRecord(OTC_CSV_COLUMNS);
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const rows = await tradeRows(db, desk, user.id, query)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(EXPORT_PAGE)
          .offset(offset)
          .execute();
        for (const row of rows) yield otcTradeCsvRecord(otcTradeView(row));
        if (rows.length < EXPORT_PAGE) return;
      }
    })(),
  }));
}
