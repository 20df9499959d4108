import type { KlineBar, RouteRequest } from '@exchange/api';
import { FIXTURE_NOW, klineFixture } from '@exchange/api/msw';

// The trading pages' stories serve the fixture klines (which stop at FIXTURE_NOW) through these,
// whatever product's kline route asks: the spot, contract and option pages place their candles
// alike.

const DAY_MS = 86_400_000;

/** What a kline route is asked (the spot and contract routes take the same query). */
type KlineQuery = Pick<
  RouteRequest<'spotKline'>['query'],
  'symbol' | 'period' | 'from' | 'to' | 'limit'
>;

/**
 * The fixture klines ending one day after FIXTURE_NOW, whatever the clock: a visual baseline's
 * chart must not move with the day it is taken on.
 *
 * @example routeHandler('spotKline', ({ query }) => klinesOnFixedDay(query))
 */
export function klinesOnFixedDay(query: KlineQuery): KlineBar[] {
  const to = Math.min(query.to, FIXTURE_NOW + DAY_MS);
  const from = to - (query.to - query.from);
  return klineFixture(query.symbol, query.period, from - DAY_MS, to - DAY_MS, query.limit).map(
    (bar) => ({ ...bar, timestamp: bar.timestamp + DAY_MS }),
  );
}

/**
 * The fixture klines moved forward by whole days so they end at the chart's real clock (for
 * stories that follow live bars, never for a visual baseline).
 *
 * @example routeHandler('spotKline', ({ query }) => klinesUpToNow(query))
 */
export function klinesUpToNow(query: KlineQuery): KlineBar[] {
  const shift = Math.max(0, Math.floor((query.to - FIXTURE_NOW) / DAY_MS) * DAY_MS);
  return klineFixture(
    query.symbol,
    query.period,
    query.from - shift,
    query.to - shift,
    query.limit,
  ).map((bar) => ({ ...bar, timestamp: bar.timestamp + shift }));
}
