import type { FastifyInstance } from 'fastify';
import {
  spotCancelOrder,
  spotDepth,
  spotFills,
  spotKline,
  spotOrders,
  spotPairs,
  spotPlaceOrder,
  type SpotPair as SpotPairView,
  type TickerStats,
} from '@exchange/api';
import type { Ticker } from '@exchange/api/socket';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { OrderRejectedError } from './market-events.ts';
import { PRICE_BAND } from './order-bounds.ts';
import type { MarketService } from './market-service.ts';
import type { SpotPair } from './pairs.ts';
import { registerSpotHistoryRoutes } from './spot-history-routes.ts';

/** Where a pair's coins get their ids: the coin catalogue of the config module. */
export type CoinIds = (coin: string) => number;

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

function rethrow(error: unknown): never {
  if (error instanceof OrderRejectedError) {
    if (error.status === 422 && error.field) throw fieldError(error.field, error.message);
    throw new HttpError(error.status, error.message);
  }
  throw error;
}

/** Run a market call, turning its refusals into HTTP answers (422 naming the field, 400, 404). */
async function answer<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    rethrow(error);
  }
}

/**
 * The spot pair list entry: rules from the pair, 24 h statistics from its candles.
 *
 * @example spotPairView(pair, 1, ticker, coinIds).taker_fee // '0.002'
 */
export function spotPairView(
  pair: SpotPair,
  index: number,
  ticker: Ticker | undefined,
  coinIds: CoinIds,
): SpotPairView {
  return {
    id: index + 1,
    symbol: pair.symbol,
    name: `${pair.base}/${pair.quote}`,
    base_coin: pair.base,
    base_coin_id: coinIds(pair.base),
    quote_coin: pair.quote,
    quote_coin_id: coinIds(pair.quote),
    logo: pair.logo,
    price_precision: pair.pricePrecision,
    size_precision: pair.sizePrecision,
    min_size: pair.minSize,
    max_size: pair.maxSize,
    min_notional: '1',
    maker_fee: pair.makerFee,
    taker_fee: pair.takerFee,
    status: 'trading',
    price_band_low: PRICE_BAND.low,
    price_band_high: PRICE_BAND.high,
    listed_at: pair.listedAt,
    ...stats(ticker),
  };
}

/**
 * Spot trading and its market data. Contracts serve their own (contract/pair-routes.ts), options
 * theirs (option/option-routes.ts, priced off the spot index).
 *
 * @example registerMarketRoutes(app, ctx, market, (coin) => coinCatalogue.idOf(coin));
 */
export function registerMarketRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  market: MarketService,
  coinIds: CoinIds,
): void {
  addRoute(app, ctx, spotPairs, () => {
    const tickers = market.tickers();
    return market.pairs.map((pair, i) =>
      spotPairView(
        pair,
        i,
        tickers.find((t) => t.symbol === pair.symbol),
        coinIds,
      ),
    );
  });

  // Both resolve once the order is durable and its events published (spot-order-service.ts);
  // both answer one order, never big enough to compress.
  addRoute(
    app,
    ctx,
    spotPlaceOrder,
    ({ user, body }) => answer(() => market.placeOrder(user.id, body)),
    { handlerAwaitsDurable: true, compress: false },
  );

  addRoute(app, ctx, spotOrders, ({ user, query }) =>
    answer(() => market.listOrders(user.id, query)),
  );

  addRoute(
    app,
    ctx,
    spotCancelOrder,
    ({ user, params }) => answer(() => market.cancelOrder(user.id, params.id)),
    { handlerAwaitsDurable: true, compress: false },
  );

  // Not in SPEC.md section 7: the per-fill trade history of /spot-trade (see the route's TSDoc).
  addRoute(app, ctx, spotFills, ({ user, query }) =>
    answer(() => market.listFills(user.id, query)),
  );

  // Not in SPEC.md section 7: the order centre's cancel-all and CSV exports (issue 23).
  registerSpotHistoryRoutes(app, ctx, market, answer);

  addRoute(app, ctx, spotDepth, ({ query }) =>
    answer(() => market.depth(query.symbol, query.limit)),
  );

  addRoute(app, ctx, spotKline, ({ query }) =>
    answer(() => market.klines(query.symbol, query.period, query.from, query.to, query.limit)),
  );
}
