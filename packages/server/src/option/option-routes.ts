import type { FastifyInstance } from 'fastify';
import {
  csvRecord,
  demoOptionIndex,
  OPTION_CSV_COLUMNS,
  optionCsvRecord,
  optionDepth,
  optionOpen,
  optionOrders,
  optionOrdersCsvFilename,
  optionOrdersExport,
  optionPairs,
  optionTimes,
  type DepthAggTrade,
  type OptionOrderStatus,
  type OptionPair,
  type OrderState,
  type TickerStats,
} from '@exchange/api';
import type { Ticker } from '@exchange/api/socket';
import { pageOf } from '../db/page.ts';
import { addDownloadRoute, addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { OrderRejectedError } from '../market/market-events.ts';
import type { MarketService } from '../market/market-service.ts';
import type { Executor, UserId } from '../wallet/ledger.ts';
import type { OptionService } from './option-service.ts';
import { optionView } from './option-views.ts';

/** Rows read per query while the CSV streams out. */
const EXPORT_PAGE = 500;

/** What the option routes read of the spot market: its tickers and books. */
export type OptionMarketData = Pick<MarketService, 'tickers' | 'depth'>;

interface OrderFilters {
  state: OrderState;
  symbol?: string | undefined;
  direction?: 'up' | 'down' | undefined;
  status?: Exclude<OptionOrderStatus, 'open'> | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

function stats(ticker: Ticker | undefined): TickerStats {
  return {
    last_price: ticker?.last ?? '0',
    change_24h: ticker?.changePercent ?? '0',
    high_24h: ticker?.high ?? '0',
    low_24h: ticker?.low ?? '0',
    volume_24h: ticker?.volume ?? '0',
    turnover_24h: ticker?.quoteVolume ?? '0',
  };
}

/** The user's orders under the filters (no order yet). */
function orderRows(db: Executor, userId: UserId, f: OrderFilters) {
  let q = db.selectFrom('option_orders').where('user_id', '=', userId);
  q = f.state === 'open' ? q.where('status', '=', 'open') : q.where('status', '!=', 'open');
  if (f.symbol !== undefined) q = q.where('symbol', '=', f.symbol);
  if (f.direction !== undefined) q = q.where('direction', '=', f.direction);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.from !== undefined) q = q.where('opened_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('opened_at', '<', f.to);
  return q;
}

/** Open orders soonest expiry first; settled ones newest settlement first. */
function ordered(base: ReturnType<typeof orderRows>, state: OrderState) {
  const rows = base.selectAll();
  return state === 'open'
    ? rows.orderBy('settle_at', 'asc').orderBy('id', 'asc')
    : rows.orderBy('settled_at', 'desc').orderBy('id', 'desc');
}

/**
 * The fixed-time option routes (issue 20): pairs (the spot pairs, halted when suspended) and
 * durations, open, the user's orders and their CSV, the demo index hold, and the index depth
 * (the underlying spot book).
 *
 * @example registerOptionRoutes(app, ctx, desk, market);
 */
export function registerOptionRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  desk: OptionService,
  market: OptionMarketData,
): void {
  const db = ctx.storage.db;

  addRoute(app, ctx, optionPairs, () => {
    const tickers = market.tickers();
    return desk.pairs.map((pair, i): OptionPair => ({
      id: i + 1,
      symbol: pair.symbol,
      name: `${pair.base}/${pair.quote}`,
      base_coin: pair.base,
      quote_coin: pair.quote,
      logo: pair.logo,
      price_precision: pair.pricePrecision,
      amount_precision: desk.config.amountPrecision,
      status: desk.isSuspended(pair.symbol) ? 'halted' : 'trading',
      ...stats(tickers.find((t) => t.symbol === pair.symbol)),
    }));
  });

  addRoute(app, ctx, optionTimes, ({ query }) => {
    if (query.symbol === undefined) return desk.times();
    const { symbol } = desk.pairOf(query.symbol);
    return desk.times().filter((time) => time.symbol === symbol);
  });

  addRoute(app, ctx, optionOpen, ({ user, body }) => desk.openOrder(user.id, body));

  addRoute(app, ctx, optionOrders, ({ user, query }) =>
    pageOf(orderRows(db, user.id, query), query, (q) => ordered(q, query.state), optionView),
  );

  addDownloadRoute(app, ctx, optionOrdersExport, ({ user, query }) => ({
    filename: optionOrdersCsvFilename(ctx.now()),
    body: (async function* records() {
      yield csvRecord(OPTION_CSV_COLUMNS);
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const rows = await ordered(orderRows(db, user.id, query), query.state)
          .limit(EXPORT_PAGE)
          .offset(offset)
          .execute();
        for (const row of rows) yield optionCsvRecord(optionView(row));
        if (rows.length < EXPORT_PAGE) return;
      }
    })(),
  }));

  addRoute(app, ctx, demoOptionIndex, async ({ body }) => {
    const { symbol } = desk.pairOf(body.symbol.toUpperCase());
    const price = await desk.hold(symbol, body.price);
    return { symbol, index_price: price.toFixed() };
  });

  addRoute(app, ctx, optionDepth, ({ query }): DepthAggTrade => {
    try {
      return market.depth(query.symbol, query.limit);
    } catch (error) {
      if (error instanceof OrderRejectedError) {
        if (error.status === 422 && error.field) throw fieldError(error.field, error.message);
        throw new HttpError(error.status, error.message);
      }
      throw error;
    }
  });
}
